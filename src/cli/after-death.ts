// Loaded by bin/supervise.mjs, in its own process, when the command's process died without reporting its run: the
// gate renders the cases that finished as an incomplete run that says why (the renderer is the run's own, so the
// reports are those a crash of a worker gives).
import { GateReporter } from '../output/gate-reporter.js';
import type { RunNote } from './supervisor-note.js';

/** Why the process died, in words, from the signal and V8's fatal line (without "FATAL ERROR: ") when it printed one. */
export function deathCause(signal: string, fatal: string | undefined): string {
  if (fatal !== undefined && /out of memory|heap limit/i.test(fatal))
    return `out of memory: ${fatal}; NODE_OPTIONS=--max-old-space-size=<MB> gives the command more`;
  if (fatal !== undefined) return fatal;
  if (signal === 'SIGKILL') return 'killed by SIGKILL, which the system sends when memory runs out';
  return `killed by ${signal}`;
}

/** Renders the run of `note` and gives the exit code: 2, an incomplete run. */
export function renderAfterDeath(
  note: RunNote,
  death: { signal: string; fatal?: string; interrupted: boolean },
  out: (line: string) => void,
): number {
  // The settings summary.md shows, and the baseline the gate reads, are the run's.
  Object.assign(process.env, note.env);
  const gate = new GateReporter({ ...note.options, out, resumed: true });
  if (death.interrupted) gate.onInterrupt(death.signal);
  else gate.onCrash(deathCause(death.signal, death.fatal));
  return gate.code;
}
