// The results of the parse requests, per appId and transactionId (spec › States and transitions): processing, then
// completed (the details stored) or failed. A re-parse with the same transactionId starts a new job that replaces the
// earlier one, and a job that has been replaced can no longer finish: only the latest parse's outcome is kept.
// Bounded: the newest REMEMBERED_JOBS transaction ids, and MAX_DETAILS_CHARS of details; the oldest forgotten first.
import { BoundedMap } from './bounded-map.js';
import type { ResultsDetails } from './results/index.js';

/** Transaction ids whose jobs the sandbox keeps. */
export const REMEMBERED_JOBS = 500;
/** The details the jobs hold, in characters of their JSON (a 50-page statement's are about 1.6 million): past it the
 * oldest jobs are forgotten (404), the latest always kept. */
export const MAX_DETAILS_CHARS = 20_000_000;

export type Job =
  | { readonly state: 'processing'; readonly ticket: symbol }
  /** `served`: the results were answered once (a fault reads it: settings.resultsServedAgain). */
  | { readonly state: 'completed'; readonly ticket: symbol; readonly details: ResultsDetails; readonly served?: true }
  /** `reason`: what the results say of the failure (a month error refused after the 202). */
  | { readonly state: 'failed'; readonly ticket: symbol; readonly reason?: string };

/** What a job is known by: the appId that parsed it (one account's results are not another's) and its transactionId. */
export interface JobKey {
  readonly appId: string;
  readonly transactionId: string;
}

const keyOf = ({ appId, transactionId }: JobKey): string => `${appId}\n${transactionId}`;
const detailsChars = (job: Job): number => (job.state === 'completed' ? JSON.stringify(job.details).length : 0);

export class Jobs {
  readonly #jobs: BoundedMap<string, Job>;

  constructor(capacity = REMEMBERED_JOBS, maxDetailsChars = MAX_DETAILS_CHARS) {
    this.#jobs = new BoundedMap(capacity, { weigh: detailsChars, maxWeight: maxDetailsChars });
  }

  find(key: JobKey): Job | undefined {
    return this.#jobs.get(keyOf(key));
  }

  /** The job of the first of `appIds` that has one for the transactionId (a fault's lookup: any account's). */
  findOfAny(appIds: readonly string[], transactionId: string): Job | undefined {
    for (const appId of appIds) {
      const job = this.find({ appId, transactionId });
      if (job !== undefined) return job;
    }
    return undefined;
  }

  /** Notes that the key's completed results were answered. */
  served(key: JobKey): void {
    const job = this.find(key);
    if (job?.state === 'completed' && job.served === undefined) this.#jobs.update(keyOf(key), { ...job, served: true });
  }

  /** A new job in processing for the key, replacing any earlier one; its ticket finishes it. */
  start(key: JobKey): symbol {
    const ticket = Symbol(key.transactionId);
    this.#jobs.add(keyOf(key), { state: 'processing', ticket });
    return ticket;
  }

  /** Whether the ticket's job is still the key's latest (a re-parse replaces it; so does being forgotten). */
  isLatest(key: JobKey, ticket: symbol): boolean {
    return this.find(key)?.ticket === ticket;
  }

  /** Stores the details of the ticket's job; false (nothing stored) when a later parse replaced it. */
  complete(key: JobKey, ticket: symbol, details: ResultsDetails): boolean {
    if (!this.isLatest(key, ticket)) return false;
    this.#jobs.update(keyOf(key), { state: 'completed', ticket, details });
    return true;
  }

  fail(key: JobKey, ticket: symbol, reason?: string): boolean {
    if (!this.isLatest(key, ticket)) return false;
    this.#jobs.update(keyOf(key), { state: 'failed', ticket, ...(reason === undefined ? {} : { reason }) });
    return true;
  }

  get size(): number {
    return this.#jobs.size;
  }

  /** The characters of the details held, as JSON. */
  get detailsChars(): number {
    return this.#jobs.weight;
  }
}
