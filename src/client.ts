// Sends a request the way every vendor call must go: globalThis.fetch with an undici dispatcher.
// (undici.request and undici.fetch bypass nock, even with the network disabled: see DESIGN.md §4.)
import { Agent } from 'undici';
import type { Attempt, ReceivedResponse, SentRequest, StepExchange } from './types.js';

export interface ClientOptions {
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Attempts in all, the first included, for 429 and 503. */
  maxAttempts: number;
  /** Longest wait honoured from Retry-After; longer waits are clamped, so a run stays bounded. */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 30_000,
  bodyTimeoutMs: 30_000,
  maxAttempts: 3,
  maxWaitMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const RETRIED = new Set([429, 503]);

export interface Client {
  send(request: SentRequest): Promise<StepExchange>;
  close(): Promise<void>;
}

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
      let waitedMs = 0;
      for (let n = 1; n <= opts.maxAttempts; n++) {
        if (waitedMs > 0) await opts.sleep(waitedMs);
        const attempt = await attemptOnce(request, dispatcher, waitedMs);
        attempts.push(attempt);
        const status = attempt.response?.status;
        if (status === undefined || !RETRIED.has(status) || n === opts.maxAttempts) break;
        waitedMs = Math.min(opts.maxWaitMs, retryAfterMs(attempt.response?.headers['retry-after']) ?? 500 * 2 ** (n - 1));
      }
      return { request, attempts };
    },
    close: () => dispatcher.close(),
  };
}

async function attemptOnce(request: SentRequest, dispatcher: Agent, waitedMs: number): Promise<Attempt> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const { headers, body } = encode(request);
    const res = await fetch(new URL(request.path, `${request.base}/`), {
      method: request.method,
      headers,
      body,
      dispatcher,
    } as RequestInit);
    return { response: await decode(res), durationMs: durationMs(), waitedMs };
  } catch (err) {
    return { error: networkError(err), durationMs: durationMs(), waitedMs };
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

async function decode(res: Response): Promise<ReceivedResponse> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = await res.text();
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

function networkError(err: unknown): { code: string; message: string } {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  return { code: e.code ?? e.cause?.code ?? 'UNKNOWN', message: e.cause?.message ?? e.message ?? String(err) };
}
