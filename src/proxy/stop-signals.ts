// Ctrl-C or a container's stop ends the proxy the same way: listeners closed, in-flight exchanges finished, what waits
// judged, then the command writes its reports. A later signal changes nothing (the close is under way and bounded by
// its grace, the reports are being written); a handler keeps no process alive, so the process still ends.
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Calls `stop` once, at the first SIGINT or SIGTERM; `done` settles with it. `dispose` removes the handlers. */
export function onStopSignals(stop: (signal: NodeJS.Signals) => Promise<void> | void): {
  done: Promise<NodeJS.Signals>;
  dispose(): void;
} {
  let stopping = false;
  let settle: { resolve(signal: NodeJS.Signals): void; reject(err: unknown): void } | undefined;
  const done = new Promise<NodeJS.Signals>((resolve, reject) => (settle = { resolve, reject }));
  const dispose = () => SIGNALS.forEach((s) => process.off(s, handler));
  function handler(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    Promise.resolve()
      .then(() => stop(signal))
      .then(
        () => settle?.resolve(signal),
        (err: unknown) => settle?.reject(err),
      );
  }
  SIGNALS.forEach((s) => process.on(s, handler));
  return { done, dispose };
}
