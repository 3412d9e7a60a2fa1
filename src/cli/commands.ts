// The commands by name, callable in-process: bin/vts.mjs (through main.ts) and the self-tests that need no child.
import { baselineUpdateCommand } from './baseline-update.js';
import { conformanceCommand } from './conformance.js';
import { contractCommand } from './contract.js';
import { coverageCommand } from './coverage.js';
import { doctorCommand } from './doctor.js';
import { driftCommand } from './drift.js';
import { mergeCommand } from './merge.js';
import { promoteCommand } from './promote.js';
import { validateCommand } from './validate.js';

type Command = (argv: string[], out: (line: string) => void) => Promise<number>;

export const COMMANDS: Record<string, Command> = {
  conformance: conformanceCommand,
  record: (argv, out) => conformanceCommand(argv, out, { record: true }),
  'record:promote': promoteCommand,
  drift: driftCommand,
  validate: validateCommand,
  merge: mergeCommand,
  'baseline:update': baselineUpdateCommand,
  doctor: doctorCommand,
  contract: contractCommand,
  coverage: coverageCommand,
};

/** `<command> [flags]` as typed after `node bin/vts.mjs`: the exit code, every line said through `out`. */
export async function runCommandLine([command = '', ...argv]: string[], out: (line: string) => void): Promise<number> {
  const run = COMMANDS[command];
  if (run === undefined) {
    out(`unknown command "${command}": use one of ${Object.keys(COMMANDS).join(', ')}`);
    return 2;
  }
  return run(argv, out);
}
