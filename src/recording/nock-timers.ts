// nock plays a recorded answer back through two zero-delay timers (connection, then body), and Node gives such a timer
// at least 1 ms: 2 ms of idle in every replayed request, most of a JSON case's time. A zero delay is run on the next
// turn of the event loop instead, in the same order and still tracked by nock (its setImmediate is wrapped like its
// setTimeout, so cleanAll still cancels it). nock reads its timers from this module object at call time
// (lib/playback_interceptor.js); a delay above zero is left alone.
import { createRequire } from 'node:module';

type Timer = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => unknown;
interface NockTimers {
  setTimeout: Timer;
  setImmediate: (callback: (...args: unknown[]) => void, ...args: unknown[]) => unknown;
  zeroDelayAsImmediate?: true;
}

const common = createRequire(import.meta.url)('nock/lib/common.js') as NockTimers;

// nock's module is one per process, this one may be evaluated once per test file: wrap its timer once.
if (common.zeroDelayAsImmediate !== true) {
  const timeout = common.setTimeout;
  common.setTimeout = (callback, ms, ...args) =>
    ms === undefined || ms <= 0 ? common.setImmediate(callback, ...args) : timeout(callback, ms, ...args);
  common.zeroDelayAsImmediate = true;
}
