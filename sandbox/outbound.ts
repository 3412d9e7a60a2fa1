// The sandbox calling out (webhook deliveries): one JSON POST per delivery through globalThis.fetch, with a timeout.
// A delivery never throws into a handler: a receiver that is down, slow or rude is an outcome to record, not a crash.
// What was sent is kept for the sandbox's tests, newest last, bounded like everything the sandbox remembers.

export interface Delivery {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON value sent (serialised as the request body). */
  readonly body: unknown;
  /** The receiver's HTTP status; absent when no answer came (see `error`). */
  readonly status?: number;
  /** Why no answer came: the timeout, a refused connection, a bad URL... */
  readonly error?: string;
}

export interface Outbound {
  deliver(url: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<Delivery>;
  /** The latest deliveries, oldest first; at most `keep` of them. */
  readonly sent: readonly Delivery[];
}

export interface OutboundOptions {
  /** How long a delivery may take, connection to last byte of the answer's headers. */
  timeoutMs?: number;
  /** How many deliveries `sent` keeps. */
  keep?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_KEEP = 100;

export function createOutbound({ timeoutMs = DEFAULT_TIMEOUT_MS, keep = DEFAULT_KEEP }: OutboundOptions = {}): Outbound {
  const sent: Delivery[] = [];
  const record = (delivery: Delivery): Delivery => {
    sent.push(delivery);
    if (sent.length > keep) sent.shift();
    return delivery;
  };
  return {
    sent,
    async deliver(url, body, extraHeaders = {}) {
      const headers = { 'content-type': 'application/json', ...extraHeaders };
      try {
        // A redirect is the receiver's answer, not an instruction to post the payload somewhere else.
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Only the status matters; cancelling frees the connection without reading whatever the receiver sends.
        await response.body?.cancel();
        return record({ url, headers, body, status: response.status });
      } catch (error) {
        return record({ url, headers, body, error: describe(error, timeoutMs) });
      }
    },
  };
}

// fetch reports most network failures as "fetch failed" with the reason in `cause`.
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}
