// What the asynchronous flow holds for one running sandbox: the jobs' results, the webhook subscriptions, the limit on
// statements read at once, the parse runs in flight, and the signal that stops its background work (fetches, delivery
// retries) when the sandbox closes.
import { Jobs } from './jobs.js';
import { Limiter } from './limiter.js';
import { Settling } from './settling.js';
import { Subscriptions } from './subscriptions.js';

/** Statements fetched and read at once, over all parse requests: at most 4 × 20 MB of statement bytes held. */
export const MAX_CONCURRENT_READS = 4;

export interface FlowState {
  readonly jobs: Jobs;
  readonly subscriptions: Subscriptions;
  /** Every statement is fetched and read through it (see MAX_CONCURRENT_READS). */
  readonly reads: Limiter;
  /** The parse runs (processing, then delivery) not yet over, per transactionId. */
  readonly settling: Settling;
  /** Aborted when the sandbox closes: background work stops at its next step. */
  readonly stop: AbortSignal;
  close(): void;
}

export function createFlow(jobs = new Jobs(), subscriptions = new Subscriptions()): FlowState {
  const closing = new AbortController();
  return {
    jobs,
    subscriptions,
    reads: new Limiter(MAX_CONCURRENT_READS),
    settling: new Settling(),
    stop: closing.signal,
    close: () => closing.abort(),
  };
}
