// bin/vts.mjs runs conformance, record and merge in a child of a supervising process (bin/supervise.mjs), which reports
// a run its child could not (V8 out of memory, a native crash, SIGKILL). The child tells it, as JSON lines on file
// descriptor 3, where its run is once the run has begun, and that its reports are rendered once they are.
import { writeSync } from 'node:fs';
import type { GateReporterOptions } from '../output/gate-reporter.js';

/** What the supervisor needs to render the run: the module that does it, the gate's settings and the run's variables. */
export interface RunNote {
  renderer: string;
  options: Omit<GateReporterOptions, 'out' | 'resumed'>;
  env: Record<string, string>;
}

/** Says `message` to the supervisor, when this process has one. */
export function tellSupervisor(message: RunNote | { reported: true }): void {
  if (process.env.VTS_SUPERVISOR !== String(process.ppid)) return;
  try {
    writeSync(3, `${JSON.stringify(message)}\n`);
  } catch {
    // The supervisor is gone: nobody is left to tell.
  }
}

/** The note of a run: the renderer sits beside this module, compiled or not (bin/compiled.mjs). */
export const runNote = (options: RunNote['options']): RunNote => ({
  renderer: import.meta.url.replace(/supervisor-note\.(\w+)$/, 'after-death.$1'),
  options,
  env: Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => /^VTS_/.test(e[0]) && e[1] !== undefined),
  ),
});
