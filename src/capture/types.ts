// One request and its answer as a capture holds them: a HAR entry, an NDJSON line, a gateway's log record, or what the
// proxy saw. Every reader turns its format into this, and audit judges nothing else.
import type { CanonicalPart } from '../model/types.js';

/** Header names lower-case; a header sent twice is joined with ", " as fetch does. */
export type CapturedHeaders = Record<string, string>;

export interface CapturedExchange {
  /** ISO 8601 time the request started, when the capture says. */
  startedAt?: string;
  method: string;
  /** The full URL as sent (scheme, host, path, query). */
  url: string;
  request: {
    headers: CapturedHeaders;
    body?: Uint8Array;
    /** The capture kept no request body (a gateway log without bodies): which documented row the request falls under
     * cannot be told, so only what holds for any request is judged. */
    bodyOmitted?: true;
    /** A form the capture kept as its parts, not its bytes (the proxy's HAR): text parts whole, each file by its size
     * and sha256 alone. `body` is then absent. */
    form?: CanonicalPart[];
  };
  /** Absent when the capture holds no answer (the call failed, was cut off, or the log kept none). */
  response?: {
    status: number;
    headers: CapturedHeaders;
    body?: Uint8Array;
    /** The capture kept no body (a log without bodies, a HAR that left it out): nothing of the body can be judged. */
    bodyOmitted?: true;
  };
  /** How long the exchange took, when the capture says. */
  durationMs?: number;
  /** Where it came from: the file as given and the entry's 1-based number in it (an NDJSON line, a HAR entry). */
  source: { file: string; entry: number };
}

/** The formats audit reads, each told from the file's own content (gzip undone first). */
export const CAPTURE_FORMATS = ['har', 'ndjson', 'kong', 'nginx'] as const;
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/** An entry a reader could not read: counted and named (file and entry), never a crash of the whole audit. */
export interface UnreadableEntry {
  source: { file: string; entry: number };
  problem: string;
}
