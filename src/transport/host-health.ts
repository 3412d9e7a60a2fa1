// A host that keeps failing is not tried again: consecutive connection failures or timeouts per origin, shared by every
// client of a worker, so the remaining cases of a run against a dead host end at once.
import { DEADLINE } from './client-codes.js';
import type { Attempt } from '../model/types.js';

/** Failures that say the host is not answering (as opposed to answering badly). */
const UNREACHABLE_CODES = new Set([
  DEADLINE,
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** Consecutive failures per origin, and the requests out to it. While an origin failed lately and a request is out, a
 * new one waits for that outcome, so timeouts in a row do not each free a slot for one more doomed request. */
export class HostHealth {
  private readonly hosts = new Map<string, { failures: number; last: string; out: number; waiting: (() => void)[] }>();

  private of(origin: string) {
    let state = this.hosts.get(origin);
    if (state === undefined) this.hosts.set(origin, (state = { failures: 0, last: '', out: 0, waiting: [] }));
    return state;
  }

  /** Why a request to `origin` is not sent, or undefined when it is. */
  notTried(origin: string, after: number): string | undefined {
    const state = this.hosts.get(origin);
    if (after <= 0 || state === undefined || state.failures < after) return undefined;
    return `host unreachable: not tried (${after} consecutive connection failures or timeouts on ${origin}; the last: ${state.last})`;
  }

  /** Before an attempt: the reason it is not sent, or undefined, and then the attempt counts as out until `leave`. */
  async enter(origin: string, after: number): Promise<string | undefined> {
    const state = this.of(origin);
    while (state.failures > 0 && state.out > 0 && state.failures < after)
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    const reason = this.notTried(origin, after);
    if (reason === undefined) state.out += 1;
    return reason;
  }

  /** After an attempt that `enter` let out. */
  leave(origin: string, attempt: Attempt): void {
    const state = this.of(origin);
    state.out = Math.max(0, state.out - 1);
    this.record(origin, attempt);
    for (const wake of state.waiting.splice(0)) wake();
  }

  record(origin: string, attempt: Attempt): void {
    const state = this.of(origin);
    if (attempt.response !== undefined) state.failures = 0;
    else if (attempt.error && UNREACHABLE_CODES.has(attempt.error.code)) {
      state.failures += 1;
      state.last = `${attempt.error.code}: ${attempt.error.message}`;
    }
  }
}

/** One per worker: the suites of a run share a worker's module graph (isolate: false), so every case sees it. */
export const SHARED_HOSTS = new HostHealth();
