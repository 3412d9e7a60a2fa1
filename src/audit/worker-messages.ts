// What the audit's main thread and its workers say to each other (parallel.ts, worker.ts).
import type { CapturedExchange } from '../capture/types.js';
import type { HostPlaceholder, Region } from '../model/operations.js';
import type { AuditRecord, AuditTally } from './types.js';

/** A worker's session, as data. */
export interface WorkerSetup {
  servers: { url: string; host?: HostPlaceholder; region?: Region }[];
  receivers: string[];
  since?: number;
  until?: number;
  profiles: Record<string, string>[];
  credentials?: { appId: string; appKey: string };
  secrets: string[];
}

/** Exchanges to judge, or the end of the capture. */
export type ToWorker = { batch: CapturedExchange[] } | { end: true };

/** The records of a batch judged; with the tally, the last reply. */
export type FromWorker = { records: AuditRecord[]; tally?: AuditTally };
