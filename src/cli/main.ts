// The commands, by name: `node bin/vts.mjs <command> [flags]` (the npm scripts) lands here.
import { baselineUpdateCommand } from './baseline-update.js';
import { conformanceCommand } from './conformance.js';
import { doctorCommand } from './doctor.js';
import { driftCommand } from './drift.js';
import { loadEnvFile } from '../base/env-file.js';
import { VtsError } from '../base/errors.js';
import { mergeCommand } from './merge.js';
import { promoteCommand } from './promote.js';
import { validateCommand } from './validate.js';

const COMMANDS: Record<string, (argv: string[], out: (line: string) => void) => Promise<number>> = {
  conformance: conformanceCommand,
  record: (argv, out) => conformanceCommand(argv, out, { record: true }),
  'record:promote': promoteCommand,
  drift: driftCommand,
  validate: validateCommand,
  merge: mergeCommand,
  'baseline:update': baselineUpdateCommand,
  doctor: doctorCommand,
};

// The git-ignored .env at the repository root supplies credentials and URLs; the environment wins over it.
try {
  loadEnvFile();
} catch (err) {
  if (!(err instanceof VtsError)) throw err;
  console.error(`error ${err.code}: ${err.message}`);
  process.exit(2);
}

const [command = '', ...argv] = process.argv.slice(2);
const run = COMMANDS[command];
if (run === undefined) {
  console.error(`unknown command "${command}": use one of ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(2);
}
run(argv, (line) => console.log(line)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
