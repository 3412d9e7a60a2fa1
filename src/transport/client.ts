// Sends a request the way every vendor call must go: globalThis.fetch with an undici dispatcher.
// (undici.request and undici.fetch bypass nock, even with the network disabled: see DESIGN.md §4.)
// Every attempt is bounded: connect, headers and body timeouts, an overall deadline, a cap on the body read; a
// Retry-After above the cap is not waited for; a host that keeps failing is not tried again; with a pace (--rate), every
// attempt waits for its host's turn.
import { createRequire } from 'node:module';
import type { Agent } from 'undici';
import { DEFAULT_TRANSPORT, MAX_ATTEMPTS, type TransportSettings } from '../settings/run-settings.js';
import { BODY_TOO_LARGE, DEADLINE, NOT_TRIED, RETRY_AFTER_OVER_CAP } from './client-codes.js';
import { HostHealth, SHARED_HOSTS } from './host-health.js';
import type { HostPace } from './host-pace.js';
import type { Attempt, SentRequest, StepExchange } from '../model/types.js';
import { cutOffUpload, sendAskingFirst } from './asking-first.js';
import { BodyTooLarge, decode, encode, type InProcessAnswer } from './wire.js';

export { BODY_TOO_LARGE, DEADLINE, NOT_TRIED, RETRY_AFTER_OVER_CAP } from './client-codes.js';
export { HostHealth } from './host-health.js';

export interface ClientOptions {
  connectTimeoutMs: number;
  /** From the request to the complete response headers. */
  headersTimeoutMs: number;
  /** Longest silence between two chunks of the body. */
  bodyTimeoutMs: number;
  /** Overall limit of one attempt: connection, headers and the whole body. */
  deadlineMs: number;
  /** Most bytes of a response body read; above it the attempt ends with BODY_TOO_LARGE and no response is kept. */
  maxBodyBytes: number;
  /** Attempts in all, the first included, for 429 and 503. */
  maxAttempts: number;
  /** Longest wait honoured from Retry-After; a longer one is not waited for: the step ends on that answer. */
  maxWaitMs: number;
  /** Consecutive connection failures or timeouts on one origin after which it is not tried again; 0: always try. */
  unreachableAfter: number;
  /** Failures per origin: shared by every client of a worker (one run), unless a test gives its own. */
  hosts: HostHealth;
  /** `--rate`: every attempt to an origin waits for its turn (live only); absent, requests go at once. */
  pace?: HostPace;
  sleep: (ms: number) => Promise<void>;
  /** Answers in process instead of the network (replay, from its recordings): no pool, no fetch, undici not loaded. */
  answer?: (url: URL, request: SentRequest) => Promise<InProcessAnswer>;
}

/** The client options a run's transport settings give (the one mapping of the two vocabularies). */
export const transportOptions = (t: TransportSettings) => ({
  connectTimeoutMs: t.connectTimeoutMs,
  headersTimeoutMs: t.headersTimeoutMs,
  bodyTimeoutMs: t.bodyTimeoutMs,
  deadlineMs: t.deadlineMs,
  maxBodyBytes: t.maxBodyBytes,
  maxWaitMs: t.retryAfterCapMs,
});

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  ...transportOptions(DEFAULT_TRANSPORT),
  maxAttempts: MAX_ATTEMPTS,
  unreachableAfter: 0,
  hosts: SHARED_HOSTS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const require = createRequire(import.meta.url);

const RETRIED = new Set([429, 503]);
/** Tries asking first after an upload is cut off before any answer (asking-first.ts). */
const ASKING_FIRST_TRIES = 3;

export interface Client {
  send(request: SentRequest): Promise<StepExchange>;
  close(): Promise<void>;
}

/** The operation path appended to the base URL's path: `https://gw.example/vendor/auth` + `/login` is
 * `…/vendor/auth/login` (URL resolution would drop the base path). */
export function operationUrl(base: string, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return url;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
const megabytes = (bytes: number) => `${Number((bytes / 2 ** 20).toFixed(3))} MB`;

export function createClient(options: Partial<ClientOptions> = {}): Client {
  const opts = { ...DEFAULT_CLIENT_OPTIONS, ...options };
  const answer = opts.answer;
  const dispatcher: Agent | undefined = !answer
    ? new (require('undici') as { Agent: typeof Agent }).Agent({
        connect: { timeout: opts.connectTimeoutMs },
        headersTimeout: opts.headersTimeoutMs,
        bodyTimeout: opts.bodyTimeoutMs,
      })
    : undefined;
  return {
    async send(request) {
      const attempts: Attempt[] = [];
      let url: URL;
      try {
        url = operationUrl(request.base, request.path);
      } catch (err) {
        attempts.push({ error: networkError(err, 'before sending'), durationMs: 0, waitedMs: 0 });
        return { request, attempts };
      }
      let waitedMs = 0;
      for (let n = 1; n <= opts.maxAttempts; n++) {
        if (waitedMs > 0) await opts.sleep(waitedMs);
        const watched = opts.unreachableAfter > 0;
        const notTried = watched ? await opts.hosts.enter(url.origin, opts.unreachableAfter) : undefined;
        if (notTried) {
          attempts.push({ error: { code: NOT_TRIED, message: notTried }, durationMs: 0, waitedMs });
          break;
        }
        let attempt: Attempt = { error: { code: 'UNKNOWN', message: 'the attempt did not end' }, durationMs: 0, waitedMs };
        const viaFetch: Open = answer
          ? () => answer(url, request)
          : (signal) => {
              const { headers, body } = encode(request);
              return fetch(url, { method: request.method, headers, body, dispatcher, signal } as RequestInit);
            };
        try {
          // The turn is waited before the attempt's deadline starts: a queue is not a slow vendor.
          await opts.pace?.turn(url.origin);
          let phase: Phase;
          [attempt, phase] = await attemptOnce(viaFetch, opts, waitedMs);
          // An upload cut off before any answer was read may have lost an early answer (a 413): ask again, first; and
          // again while a try is cut off with part of its body sent, since a write can still lose the answer to a reset.
          let cut = phase === 'headers' && attempt.response === undefined && cutOffUpload(request, attempt.error?.code);
          for (let asked = 0; cut && asked < ASKING_FIRST_TRIES; asked++) {
            attempts.push(attempt);
            await opts.pace?.turn(url.origin);
            const sent = { bytes: 0 };
            // Each try gives a slow vendor longer to answer the body's first bytes (asking-first.ts).
            const pauseMs = 1_000 * 2 ** asked;
            [attempt, phase] = await attemptOnce((signal) => sendAskingFirst(url, request, signal, sent, pauseMs), opts, 0);
            cut = phase === 'headers' && !attempt.response && sent.bytes > 0 && cutOffUpload(request, attempt.error?.code);
          }
        } finally {
          if (watched) opts.hosts.leave(url.origin, attempt);
        }
        attempts.push(attempt);
        const status = attempt.response?.status;
        if (status === undefined || !RETRIED.has(status) || n === opts.maxAttempts) break;
        const header = attempt.response?.headers['retry-after'];
        const asked = retryAfterMs(header);
        if (asked !== undefined && asked > opts.maxWaitMs) {
          // Waiting it out would hold the run for as long as the vendor likes; clamping it would only retry too early.
          attempt.error = {
            code: RETRY_AFTER_OVER_CAP,
            message:
              `${status === 429 ? 'rate limited' : 'unavailable'}; Retry-After ` +
              `${/^\s*\d+\s*$/.test(header ?? '') ? `${header?.trim()} s` : `${header} (${seconds(asked)})`} ` +
              `exceeds the ${seconds(opts.maxWaitMs)} cap`,
          };
          break;
        }
        waitedMs = asked ?? Math.min(opts.maxWaitMs, 500 * 2 ** (n - 1));
      }
      return { request, attempts };
    },
    async close() {
      // Every request has ended by now; a socket a vendor holds open must not hold the run's end.
      if (dispatcher === undefined) return;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 2000)));
      const closed = await Promise.race([dispatcher.close().then(() => 'closed' as const), grace]);
      clearTimeout(timer);
      if (closed === 'late') await dispatcher.destroy();
    },
  };
}

class Deadline extends Error {}

type Phase = 'headers' | 'body';
/** Sends the request and resolves with the response once its headers are in (or with the answer made in process). */
type Open = (signal: AbortSignal) => Promise<Response | InProcessAnswer>;

/** One try, bounded by the deadline and the body cap, and the phase it ended in. */
async function attemptOnce(open: Open, opts: ClientOptions, waitedMs: number): Promise<[Attempt, Phase]> {
  const started = performance.now();
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new Deadline()), opts.deadlineMs);
  let phase: Phase = 'headers';
  let received = 0;
  let status: number | undefined;
  const ended = (outcome: Pick<Attempt, 'response' | 'error'>): [Attempt, Phase] => [
    { ...outcome, durationMs: Math.round(performance.now() - started), waitedMs },
    phase,
  ];
  try {
    const res = await open(controller.signal);
    phase = 'body';
    status = res.status;
    return ended({ response: await decode(res, opts.maxBodyBytes, controller, (n) => (received = n)) });
  } catch (err) {
    const during = phase === 'headers' ? 'the response headers' : `the body (${received} bytes in)`;
    if (err instanceof BodyTooLarge)
      return ended({
        error: {
          code: BODY_TOO_LARGE,
          message: `response over ${megabytes(opts.maxBodyBytes)} (HTTP ${status}, ${err.message}): not read further, nothing of it kept`,
        },
      });
    if (controller.signal.reason instanceof Deadline)
      return ended({
        error: {
          code: DEADLINE,
          message: `no complete response within the ${seconds(opts.deadlineMs)} deadline: still ${phase === 'headers' ? 'waiting for' : 'reading'} ${during}`,
        },
      });
    return ended({ error: networkError(err, during, opts, received) });
  } finally {
    clearTimeout(deadline);
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The network's error code, and a message that says in which phase it came and, for a timeout, which one. */
function networkError(err: unknown, during: string, opts?: ClientOptions, received = 0): { code: string; message: string } {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.code ?? e.cause?.code ?? 'UNKNOWN';
  const message = e.cause?.message ?? e.message ?? String(err);
  if (opts && code === 'UND_ERR_CONNECT_TIMEOUT')
    return { code, message: `no connection within the ${seconds(opts.connectTimeoutMs)} connect timeout (${message})` };
  if (opts && code === 'UND_ERR_HEADERS_TIMEOUT')
    return { code, message: `no complete response headers within the ${seconds(opts.headersTimeoutMs)} headers timeout` };
  if (opts && code === 'UND_ERR_BODY_TIMEOUT')
    return {
      code,
      message: `the body stopped for the ${seconds(opts.bodyTimeoutMs)} body timeout after ${received} bytes`,
    };
  return { code, message: `${message} (${during === 'before sending' ? during : `during ${during}`})` };
}
