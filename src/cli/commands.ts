// The commands by name, callable in-process: bin/vts.mjs (through main.ts) and the self-tests that need no child.
// Each is imported when it is run: a command's start pays for its own modules only (the doctor's and the plan's
// checks are about a third of what the conformance command would otherwise load).
import { PACKAGED } from '../base/paths.js';
import { suggestion } from '../base/suggestion.js';

type Command = (argv: string[], out: (line: string) => void) => Promise<number>;

export const COMMANDS: Record<string, () => Promise<Command>> = {
  conformance: async () => (await import('./conformance.js')).conformanceCommand,
  record: async () => {
    const { conformanceCommand } = await import('./conformance.js');
    return (argv, out) => conformanceCommand(argv, out, { record: true });
  },
  'record:promote': async () => (await import('./promote.js')).promoteCommand,
  drift: async () => (await import('./drift.js')).driftCommand,
  validate: async () => (await import('./validate.js')).validateCommand,
  merge: async () => (await import('./merge.js')).mergeCommand,
  'baseline:update': async () => (await import('./baseline-update.js')).baselineUpdateCommand,
  'applicable:update': async () => (await import('./applicable-update.js')).applicableUpdateCommand,
  doctor: async () => (await import('./doctor.js')).doctorCommand,
  contract: async () => (await import('./contract.js')).contractCommand,
  coverage: async () => (await import('./coverage.js')).coverageCommand,
  explain: async () => (await import('./explain.js')).explainCommand,
  explore: async () => (await import('./explore.js')).exploreCommand,
  audit: async () => (await import('./audit.js')).auditCommand,
  proxy: async () => (await import('./proxy.js')).proxyCommand,
  report: async () => (await import('./report.js')).reportCommand,
  init: async () => (await import('./init.js')).initCommand,
  config: async () => (await import('./config.js')).configCommand,
  notify: async () => (await import('./notify.js')).notifyCommand,
};

/** `<command> [flags]` as typed after `node bin/vts.mjs`: the exit code, every line said through `out`. */
export async function runCommandLine([command = '', ...argv]: string[], out: (line: string) => void): Promise<number> {
  if (['', '--help', '-h', 'help'].includes(command)) {
    const { topUsage } = await import('./usage.js');
    out(topUsage(Object.keys(COMMANDS), PACKAGED ? 'npx vts' : 'node bin/vts.mjs'));
    return command === '' ? 2 : 0;
  }
  const load = COMMANDS[command];
  if (load === undefined) {
    out(
      `unknown command "${command}"${suggestion(command, Object.keys(COMMANDS))}: use one of ${Object.keys(COMMANDS).join(', ')} (--help says what each does)`,
    );
    return 2;
  }
  return (await load())(argv, out);
}
