// The sandbox calling out (webhook deliveries): one JSON POST per delivery through globalThis.fetch, with a timeout.
// A delivery never throws into a handler: a receiver that is down, slow or rude is an outcome to record, not a crash.
// What was sent is kept for the sandbox's tests, newest last, bounded like everything the sandbox remembers.
// It calls loopback addresses only (the receiver, the statement files), unless started to call anywhere: a sandbox bound
// to a shared host must not post, or fetch, wherever a caller points it.
import { isIP } from 'node:net';

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
  /** Why the sandbox may not call this URL; undefined when it may (a loopback address, or any when started so). */
  refusal(url: URL): string | undefined;
  /** The latest deliveries, oldest first; at most `keep` of them. */
  readonly sent: readonly Delivery[];
}

export interface OutboundOptions {
  /** How long a delivery may take, connection to last byte of the answer's headers. */
  timeoutMs?: number;
  /** How many deliveries `sent` keeps. */
  keep?: number;
  /** Call any address, not only loopback ones (`--allow-remote`). */
  remote?: boolean;
}

/** 127.0.0.0/8, ::1 and the name localhost: written as such, so no name resolution can point them elsewhere. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_KEEP = 100;

export function createOutbound({
  timeoutMs = DEFAULT_TIMEOUT_MS,
  keep = DEFAULT_KEEP,
  remote = false,
}: OutboundOptions = {}): Outbound {
  const sent: Delivery[] = [];
  const record = (delivery: Delivery): Delivery => {
    sent.push(delivery);
    if (sent.length > keep) sent.shift();
    return delivery;
  };
  const refusal = (url: URL) =>
    remote || isLoopback(url.hostname)
      ? undefined
      : `the sandbox calls loopback addresses only, not ${url.hostname}: start it with --allow-remote (VTS_SANDBOX_ALLOW_REMOTE=1) to call others`;
  return {
    sent,
    refusal,
    async deliver(url, body, extraHeaders = {}) {
      const headers = { 'content-type': 'application/json', ...extraHeaders };
      let refused: string | undefined;
      try {
        refused = refusal(new URL(url));
      } catch {
        refused = undefined; // not a URL: fetch says so below
      }
      if (refused) return record({ url, headers, body, error: `not sent: ${refused}` });
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
