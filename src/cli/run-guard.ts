// What ends a run early in the command's own process: a worker that dies reaches vitest as an unhandled error, and a
// signal (Ctrl-C, a cancelled CI job) stops it. Either way the cases that finished are rendered as an incomplete run
// that says why, instead of an IN-PROGRESS left behind and an exit code nothing explains.
import type { GateReporter } from '../report/gate-reporter.js';

const STOPS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Handlers for the length of the run; the function returned removes them. */
export function guardRun(gate: GateReporter): () => void {
  // Exit 2, never as if a case had failed.
  const crashed = (err: unknown) => {
    gate.onCrash(err);
    process.exit(2);
  };
  // An interrupted run is an incomplete one: exit 2, as its reports say. Once they are rendered it only ends sooner.
  const stopped = (signal: NodeJS.Signals) => {
    if (!gate.reported) gate.onInterrupt(signal);
    process.exit(gate.code);
  };
  process.once('uncaughtException', crashed);
  for (const signal of STOPS) process.on(signal, stopped);
  return () => {
    process.off('uncaughtException', crashed);
    for (const signal of STOPS) process.off(signal, stopped);
  };
}
