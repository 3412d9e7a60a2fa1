// What ends a run early in the command's own process: a worker that dies reaches vitest as an unhandled error, and a
// signal (Ctrl-C, a cancelled CI job) stops it. Either way the cases that finished are rendered as an incomplete run
// that says why, instead of an IN-PROGRESS left behind and an exit code nothing explains.
import type { Reporter } from 'vitest/node';
import type { GateReporter } from '../output/gate-reporter.js';
import { exitWhenWritten } from './exit-when-written.js';
import { type RunNote, runNote, tellSupervisor } from './supervisor-note.js';

const STOPS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Handlers for the run's length (`release` removes them), and a reporter to list after the gate's: it tells a
 * supervising process (bin/supervise.mjs) where the run is and when its reports are out. */
export function guardRun(gate: GateReporter, options: RunNote['options']): { release: () => void; reporter: Reporter } {
  // Exit 2, never as if a case had failed.
  const crashed = (err: unknown) => {
    gate.onCrash(err);
    exitWhenWritten(2);
  };
  // An interrupted run is an incomplete one: exit 2, as its reports say. Once they are rendered it only ends sooner.
  const stopped = (signal: NodeJS.Signals) => {
    if (!gate.reported) gate.onInterrupt(signal);
    exitWhenWritten(gate.code);
  };
  process.once('uncaughtException', crashed);
  for (const signal of STOPS) process.on(signal, stopped);
  return {
    release: () => {
      process.off('uncaughtException', crashed);
      for (const signal of STOPS) process.off(signal, stopped);
    },
    reporter: {
      onInit: () => tellSupervisor(runNote(options)),
      onTestRunEnd: () => tellSupervisor({ reported: true }),
    },
  };
}
