// Ctrl-C or a container's stop ends the proxy the same way: listeners closed, in-flight exchanges finished, what waits
// judged, then the command writes its reports. A later signal changes nothing (the close is under way and bounded by
// its grace, the reports are being written); a handler keeps no process alive, so the process still ends.
import type { EventEmitter } from 'node:events';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export interface StopSignals {
  /** Settles once `stop` has: with the signal that stopped, or with what `stop` threw. */
  done: Promise<NodeJS.Signals>;
  /** Removes the handlers. */
  dispose(): void;
}

/** Calls `stop` once, at the first SIGINT or SIGTERM `from` (the process) receives. */
export function onStopSignals(stop: (signal: NodeJS.Signals) => Promise<void> | void, from: EventEmitter = process): StopSignals {
  let stopping = false;
  let settle: { resolve(signal: NodeJS.Signals): void; reject(err: unknown): void } | undefined;
  const done = new Promise<NodeJS.Signals>((resolve, reject) => (settle = { resolve, reject }));
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    Promise.resolve()
      .then(() => stop(signal))
      .then(
        () => settle?.resolve(signal),
        (err: unknown) => settle?.reject(err),
      );
  };
  SIGNALS.forEach((s) => from.on(s, handler));
  return { done, dispose: () => SIGNALS.forEach((s) => from.off(s, handler)) };
}
