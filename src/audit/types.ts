// What audit and proxy make of a captured exchange: one record per exchange judged, and the run's tally. Every sink
// (console, summary.md, JUnit, Allure, SARIF, NDJSON, traffic coverage) renders these and nothing else. Nothing here
// holds a credential or a personal value: violations say where and what kind, with the documented side.
import type { OperationId } from '../model/operations.js';
import type { Verdict, Violation } from '../model/types.js';

/** What the documents say of the request: a documented rule refuses a change it makes (`invalid`), every change it
 * makes is one a rule accepts (`valid`), or neither (`unknown`: only what holds for any request is judged). */
export type RequestClass = 'valid' | 'invalid' | 'unknown';

export interface AuditRecord {
  /** 1-based number of the exchange among those judged, in the order read. */
  n: number;
  /** The capture's time of the request (ISO 8601), when it says. */
  at?: string;
  source: { file: string; entry: number };
  operation: OperationId;
  /** The status answered; undefined when the capture holds no answer. */
  status?: number;
  class: RequestClass;
  /** The documented row the request falls under, when one can be told: its rule, by which the answer was judged. */
  row?: { ruleId: string; title: string; source: string };
  /** `pass`, `violation`, `vendor-fault` (a documented 429/500/503), `infra` (no answer, or 502/503/504: the host's
   * health), `harness-error` (the judge failed on this exchange). */
  verdict: Verdict;
  /** Privacy-safe: `actual` is a kind ("a string of 12 characters"), never a received personal value. */
  violations: Violation[];
  /** Violations past the cap, counted. */
  omitted?: number;
  /** One line for anything but a pass, built from the violations above. */
  reason?: string;
  /** The reading of the documents the answer met, where they allow more than one. */
  observed?: string;
}

/** An exchange under a vendor host that matches no operation: its host and path, counted. */
export interface Unmatched {
  method: string;
  host: string;
  path: string;
  count: number;
}

export interface AuditTally {
  startedAt: string;
  durationMs: number;
  /** The capture files read, as given. */
  files: string[];
  /** Exchanges read from the captures. */
  read: number;
  /** Judged: one AuditRecord each. */
  judged: number;
  /** Not under a vendor host: skipped and counted. */
  skipped: number;
  /** Outside --since/--until. */
  outside: number;
  unmatched: Unmatched[];
  /** Entries no reader could read, counted; the first few named. */
  unreadable: { count: number; first: { source: { file: string; entry: number }; problem: string }[] };
  /** Records by verdict. */
  verdicts: Partial<Record<Verdict, number>>;
  /** `k/n` when the run took one CI runner's share of the capture files (`--shard`). */
  shard?: string;
}
