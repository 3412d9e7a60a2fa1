// The commands, by name: `node bin/vts.mjs <command> [flags]` (the npm scripts) lands here.
import { existsSync } from 'node:fs';
import { baselineUpdateCommand } from './baseline-update.js';
import { conformanceCommand } from './conformance.js';
import { driftCommand } from '../drift/cli.js';
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
};

// A git-ignored .env in the working directory supplies credentials and URLs; the environment wins over it.
if (existsSync('.env')) process.loadEnvFile('.env');

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
