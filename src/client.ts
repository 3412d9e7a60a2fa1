// Sends a request the way every vendor call must go: globalThis.fetch with an undici dispatcher.
// (undici.request and undici.fetch bypass nock, even with the network disabled: see DESIGN.md §4.)
// Every attempt is bounded: connect, headers and body timeouts, an overall deadline, a cap on the body read; a
// Retry-After above the cap is not waited for; a host that keeps failing is not tried again.
import { Agent } from 'undici';
import { DEFAULT_TRANSPORT, MAX_ATTEMPTS } from './run-settings.js';
import type { Attempt, ReceivedResponse, SentRequest, StepExchange } from './types.js';

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
  sleep: (ms: number) => Promise<void>;
}

/** Error codes the client gives an attempt (Attempt.error.code) besides the network's own. */
export const DEADLINE = 'VTS_DEADLINE';
export const BODY_TOO_LARGE = 'VTS_BODY_TOO_LARGE';
/** Not sent: the host had failed too often. The message starts "host unreachable: not tried". */
export const NOT_TRIED = 'VTS_NOT_TRIED';
/** Set beside the response of a 429/503 whose Retry-After is above the cap: the step stopped there, unretried. */
export const RETRY_AFTER_OVER_CAP = 'VTS_RETRY_AFTER_OVER_CAP';

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

/**
 * Consecutive failures per origin, and the requests out to it. While an origin has failed lately and a request to it is
 * still out, a new one waits for that outcome: a few timeouts arriving one after another must not let each freed slot
 * start one more request that would wait out its timeout too.
 */
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
const SHARED_HOSTS = new HostHealth();

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  connectTimeoutMs: DEFAULT_TRANSPORT.connectTimeoutMs,
  headersTimeoutMs: DEFAULT_TRANSPORT.headersTimeoutMs,
  bodyTimeoutMs: DEFAULT_TRANSPORT.bodyTimeoutMs,
  deadlineMs: DEFAULT_TRANSPORT.deadlineMs,
  maxBodyBytes: DEFAULT_TRANSPORT.maxBodyBytes,
  maxAttempts: MAX_ATTEMPTS,
  maxWaitMs: DEFAULT_TRANSPORT.retryAfterCapMs,
  unreachableAfter: 0,
  hosts: SHARED_HOSTS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const RETRIED = new Set([429, 503]);

export interface Client {
  send(request: SentRequest): Promise<StepExchange>;
  close(): Promise<void>;
}

/**
 * The operation path appended to the base URL's own path: `https://gw.example/vendor/auth` + `/login` is
 * `https://gw.example/vendor/auth/login` (URL resolution would drop the base path).
 */
export function operationUrl(base: string, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return url;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
const megabytes = (bytes: number) => `${Number((bytes / 2 ** 20).toFixed(3))} MB`;

export function createClient(options: Partial<ClientOptions> = {}): Client {
  const opts = { ...DEFAULT_CLIENT_OPTIONS, ...options };
  const dispatcher = new Agent({
    connect: { timeout: opts.connectTimeoutMs },
    headersTimeout: opts.headersTimeoutMs,
    bodyTimeout: opts.bodyTimeoutMs,
  });
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
        try {
          attempt = await attemptOnce(url, request, dispatcher, opts, waitedMs);
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
            message: `${status === 429 ? 'rate limited' : 'unavailable'}; Retry-After ${/^\s*\d+\s*$/.test(header ?? '') ? `${header?.trim()} s` : `${header} (${seconds(asked)})`} exceeds the ${seconds(opts.maxWaitMs)} cap`,
          };
          break;
        }
        waitedMs = asked ?? Math.min(opts.maxWaitMs, 500 * 2 ** (n - 1));
      }
      return { request, attempts };
    },
    async close() {
      // Every request has ended by now; a socket a vendor holds open must not hold the run's end.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 2000)));
      const closed = await Promise.race([dispatcher.close().then(() => 'closed' as const), grace]);
      clearTimeout(timer);
      if (closed === 'late') await dispatcher.destroy();
    },
  };
}

class BodyTooLarge extends Error {}
class Deadline extends Error {}

type Phase = 'headers' | 'body';

async function attemptOnce(
  url: URL,
  request: SentRequest,
  dispatcher: Agent,
  opts: ClientOptions,
  waitedMs: number,
): Promise<Attempt> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new Deadline()), opts.deadlineMs);
  let phase: Phase = 'headers';
  let received = 0;
  let status: number | undefined;
  try {
    const { headers, body } = encode(request);
    const res = await fetch(url, {
      method: request.method,
      headers,
      body,
      dispatcher,
      signal: controller.signal,
    } as RequestInit);
    phase = 'body';
    status = res.status;
    const response = await decode(res, opts.maxBodyBytes, controller, (n) => (received = n));
    return { response, durationMs: durationMs(), waitedMs };
  } catch (err) {
    const during = phase === 'headers' ? 'the response headers' : `the body (${received} bytes in)`;
    if (err instanceof BodyTooLarge)
      return {
        error: {
          code: BODY_TOO_LARGE,
          message: `response over ${megabytes(opts.maxBodyBytes)} (HTTP ${status}, ${err.message}): not read further, nothing of it kept`,
        },
        durationMs: durationMs(),
        waitedMs,
      };
    if (controller.signal.reason instanceof Deadline)
      return {
        error: {
          code: DEADLINE,
          message: `no complete response within the ${seconds(opts.deadlineMs)} deadline: still ${phase === 'headers' ? 'waiting for' : 'reading'} ${during}`,
        },
        durationMs: durationMs(),
        waitedMs,
      };
    return { error: networkError(err, during, opts, received), durationMs: durationMs(), waitedMs };
  } finally {
    clearTimeout(deadline);
  }
}

function encode(request: SentRequest): { headers: Record<string, string>; body?: BodyInit } {
  const headers = { ...request.headers };
  const body = request.body;
  if (body === undefined) return { headers };
  if (body.kind === 'json') return { headers, body: JSON.stringify(body.value) };
  if (body.kind === 'raw') return { headers, body: body.text };
  // fetch writes the multipart content-type itself, with the boundary it chose.
  delete headers['content-type'];
  const form = new FormData();
  for (const part of body.parts)
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([Buffer.from(part.data)], { type: part.type }), part.filename);
  return { headers, body: form };
}

/** At most `max` bytes of the body; one byte more and the body is dropped and the connection closed. */
async function readCapped(
  res: Response,
  max: number,
  controller: AbortController,
  progress: (bytes: number) => void,
): Promise<Uint8Array> {
  const announced = Number(res.headers.get('content-length') ?? NaN);
  // A compressed body's length says nothing of what it inflates to; the count below still holds it.
  if (!res.headers.has('content-encoding') && announced > max) {
    controller.abort(new BodyTooLarge());
    throw new BodyTooLarge(`content-length ${announced}`);
  }
  if (res.body === null) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    progress(total);
    if (total > max) {
      chunks.length = 0;
      controller.abort(new BodyTooLarge());
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(`${total} bytes read`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function decode(
  res: Response,
  max: number,
  controller: AbortController,
  progress: (bytes: number) => void,
): Promise<ReceivedResponse> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = new TextDecoder().decode(await readCapped(res, max, controller, progress));
  try {
    return { status: res.status, headers, body: JSON.parse(text), json: true };
  } catch {
    return { status: res.status, headers, body: text, json: false };
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
