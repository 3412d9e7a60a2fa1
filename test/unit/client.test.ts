// The client retries 429 and 503 a bounded number of times, honours Retry-After up to a cap, and keeps every attempt;
// every attempt is bounded (deadline, body cap), a host that keeps failing is not tried again, and a base URL's path
// is kept.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_TOO_LARGE,
  createClient,
  DEADLINE,
  HostHealth,
  NOT_TRIED,
  operationUrl,
  RETRY_AFTER_OVER_CAP,
  retryAfterMs,
} from '../../src/transport/client.js';
import type { Rule, SentRequest, StepExchange } from '../../src/model/types.js';
import { transportEnv, transportSettings } from '../../src/settings/run-settings.js';
import { judge } from '../../src/case/verdict.js';

describe('client', () => {
  let server: Server;
  let base: string;
  const plan: number[] = [];
  beforeAll(async () => {
    server = createServer((_req, res) => {
      const status = plan.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '2' });
      res.end(JSON.stringify({ status }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const request = (): SentRequest => ({
    method: 'POST',
    host: 'auth_url',
    base,
    path: '/v2/auth/token',
    headers: {},
    body: { kind: 'json', value: {} },
  });

  it('retries 429 then 503, waiting what Retry-After says, and keeps every attempt', async () => {
    plan.push(429, 503);
    const waits: number[] = [];
    const client = createClient({ sleep: async (ms) => void waits.push(ms) });
    const exchange = await client.send(request());
    await client.close();
    expect(exchange.attempts.map((a) => a.response?.status)).toEqual([429, 503, 200]);
    expect(waits).toEqual([2000, 2000]);
  });

  it('stops after maxAttempts', async () => {
    plan.push(503, 503, 503, 503);
    const waits: number[] = [];
    const client = createClient({ maxAttempts: 3, maxWaitMs: 5000, sleep: async (ms) => void waits.push(ms) });
    const exchange = await client.send(request());
    await client.close();
    plan.length = 0;
    expect(exchange.attempts.map((a) => a.response?.status)).toEqual([503, 503, 503]);
    expect(waits).toEqual([2000, 2000]);
  });

  it('does not wait out a Retry-After above the cap, nor retry early: the step ends on that answer', async () => {
    plan.push(503, 503, 503);
    const waits: number[] = [];
    const client = createClient({ maxAttempts: 3, maxWaitMs: 1500, sleep: async (ms) => void waits.push(ms) });
    const exchange = await client.send(request());
    await client.close();
    plan.length = 0;
    expect(exchange.attempts.map((a) => [a.response?.status, a.error?.message])).toEqual([
      [503, 'unavailable; Retry-After 2 s exceeds the 1.5 s cap'],
    ]);
    expect(waits).toEqual([]);
  });

  it('does not retry other statuses', async () => {
    plan.push(500);
    const client = createClient({ sleep: async () => {} });
    const exchange = await client.send(request());
    await client.close();
    expect(exchange.attempts).toHaveLength(1);
  });

  it('records a refused connection as an error attempt', async () => {
    // A port that was just listening and is now closed: nothing answers there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createClient();
    const exchange = await client.send({ ...request(), base: `http://127.0.0.1:${port}` });
    await client.close();
    expect(exchange.attempts[0]?.error?.code).toBe('ECONNREFUSED');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', Date.parse('Thu, 01 Jan 2026 00:00:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});

/** A server whose answer depends on the path; the requests it got are kept, path and all. */
async function routes(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const post = (base: string, path = '/login'): SentRequest => ({
  method: 'POST',
  host: 'legacy_auth_url',
  base,
  path,
  headers: { 'content-type': 'application/json' },
  body: { kind: 'json', value: {} },
});

/** Writes `tick` every 50 ms until the client goes away (or 20 s pass): far past any deadline these tests set. */
function drip(res: ServerResponse, write: () => void): void {
  const timer = setInterval(write, 50);
  const stop = setTimeout(() => clearInterval(timer), 20_000);
  res.on('close', () => {
    clearInterval(timer);
    clearTimeout(stop);
  });
}

describe('client: the base URL', () => {
  it("appends the operation path to the base URL's own path", () => {
    expect(operationUrl('https://gw.example/vendor/auth', '/login').href).toBe('https://gw.example/vendor/auth/login');
    expect(operationUrl('https://gw.example/vendor/auth/', '/login').href).toBe('https://gw.example/vendor/auth/login');
    expect(operationUrl('https://api.example', '/v2/auth/token').href).toBe('https://api.example/v2/auth/token');
  });

  it('sends to the prefixed path', async () => {
    const s = await routes((_req, res) => res.end('{}'));
    const client = createClient();
    await client.send(post(`${s.base}/vendor/auth`));
    await client.close();
    await s.close();
    expect(s.seen).toEqual(['POST /vendor/auth/login']);
  });
});

describe('client: bounds on one attempt', () => {
  it('ends a body that drips past the deadline, naming the body', async () => {
    const s = await routes((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"pad":"');
      drip(res, () => res.write('x'));
    });
    const client = createClient({ deadlineMs: 1500 });
    const { attempts } = await client.send(post(s.base));
    await client.close();
    await s.close();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.response).toBeUndefined();
    expect(attempts[0]?.error?.code).toBe(DEADLINE);
    expect(attempts[0]?.error?.message).toMatch(/1\.5 s deadline: still reading the body \(\d+ bytes in\)/);
  });

  it('ends headers that drip past the deadline, naming the headers', async () => {
    const s = await routes((_req, res) => {
      res.socket?.write('HTTP/1.1 200 OK\r\nx-slow: ');
      drip(res, () => res.socket?.write('a'));
    });
    const client = createClient({ deadlineMs: 1500 });
    const { attempts } = await client.send(post(s.base));
    await client.close();
    await s.close();
    expect(attempts[0]?.error?.code).toBe(DEADLINE);
    expect(attempts[0]?.error?.message).toMatch(/still waiting for the response headers/);
  });

  it('stops reading a body above the cap, announced or not, and keeps none of it', async () => {
    const MB = 2 ** 20;
    const s = await routes((req, res) => {
      const announced = req.url === '/announced';
      res.writeHead(200, { 'content-type': 'text/plain', ...(announced ? { 'content-length': String(3 * MB) } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let left = 3 * MB;
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    });
    const client = createClient({ maxBodyBytes: MB });
    const chunked = await client.send(post(s.base, '/chunked'));
    const announced = await client.send(post(s.base, '/announced'));
    await client.close();
    await s.close();
    for (const { attempts } of [chunked, announced]) {
      expect(attempts).toHaveLength(1);
      expect(attempts[0]?.response).toBeUndefined();
      expect(attempts[0]?.error?.code).toBe(BODY_TOO_LARGE);
      expect(attempts[0]?.error?.message).toMatch(/^response over 1 MB \(HTTP 200, /);
    }
    expect(announced.attempts[0]?.error?.message).toContain(`content-length ${3 * MB}`);
  });

  it('reads a body at the cap whole', async () => {
    const s = await routes((_req, res) => res.end(JSON.stringify({ pad: 'x'.repeat(1000 - 10) })));
    const client = createClient({ maxBodyBytes: 1000 });
    const { attempts } = await client.send(post(s.base));
    await client.close();
    await s.close();
    expect(attempts[0]?.response?.json).toBe(true);
  });
});

describe('client: Retry-After above the cap', () => {
  it('is not waited for: one attempt, the answer kept, the reason beside it', async () => {
    const s = await routes((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '99999' });
      res.end('{"message":"tomorrow"}');
    });
    const waits: number[] = [];
    const client = createClient({ sleep: async (ms) => void waits.push(ms) });
    const { attempts } = await client.send(post(s.base));
    await client.close();
    await s.close();
    expect(waits).toEqual([]);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.response?.status).toBe(429);
    expect(attempts[0]?.error).toEqual({
      code: RETRY_AFTER_OVER_CAP,
      message: 'rate limited; Retry-After 99999 s exceeds the 30 s cap',
    });
  });
});

describe('client: a host that keeps failing', () => {
  const closedPort = async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  };

  it('is not tried after `unreachableAfter` consecutive failures, by any client sharing the count', async () => {
    const base = await closedPort();
    const hosts = new HostHealth();
    const a = createClient({ unreachableAfter: 2, hosts });
    const b = createClient({ unreachableAfter: 2, hosts });
    const codes = [
      (await a.send(post(base))).attempts,
      (await b.send(post(base))).attempts,
      (await a.send(post(base))).attempts,
      (await b.send(post(base))).attempts,
    ].map((attempts) => attempts.map((t) => t.error?.code));
    await a.close();
    await b.close();
    expect(codes).toEqual([['ECONNREFUSED'], ['ECONNREFUSED'], [NOT_TRIED], [NOT_TRIED]]);
    expect(hosts.notTried(new URL(base).origin, 2)).toMatch(/^host unreachable: not tried \(2 consecutive/);
  });

  it('counts only consecutive failures: an answer resets the count', () => {
    const hosts = new HostHealth();
    const refused = { error: { code: 'ECONNREFUSED', message: 'x' }, durationMs: 1, waitedMs: 0 };
    const answered = { response: { status: 500, headers: {}, body: '', json: false }, durationMs: 1, waitedMs: 0 };
    const tooLarge = { error: { code: BODY_TOO_LARGE, message: 'x' }, durationMs: 1, waitedMs: 0 };
    for (const attempt of [refused, refused, answered, refused, tooLarge]) hosts.record('http://h', attempt);
    expect(hosts.notTried('http://h', 2)).toBeUndefined();
    hosts.record('http://h', refused);
    expect(hosts.notTried('http://h', 2)).toMatch(/^host unreachable: not tried/);
    expect(hosts.notTried('http://h', 0)).toBeUndefined();
  });

  it('holds a new request while the failing host still has one out, and decides it on that outcome', async () => {
    const hosts = new HostHealth();
    const refused = { error: { code: 'ECONNRESET', message: 'x' }, durationMs: 1, waitedMs: 0 };
    expect(await hosts.enter('http://h', 2)).toBeUndefined();
    expect(await hosts.enter('http://h', 2)).toBeUndefined();
    hosts.leave('http://h', refused);
    let decided: string | undefined | null = null;
    const third = hosts.enter('http://h', 2).then((reason) => (decided = reason));
    await new Promise((resolve) => setImmediate(resolve));
    expect(decided).toBeNull();
    hosts.leave('http://h', refused);
    await third;
    expect(decided).toMatch(/^host unreachable: not tried/);
  });
});

describe("verdicts of the client's outcomes", () => {
  const rule: Rule = {
    id: 'login.request.valid',
    operation: 'login',
    title: 't',
    source: 's',
    strength: 'documented',
    severity: 'critical',
    request: [],
    expect: { status: 200 },
  };
  const judged = (...attempts: StepExchange['attempts']) =>
    judge(rule, { steps: [{ request: post('http://h'), attempts }], events: [] });
  const answer = (status: number, error?: { code: string; message: string }) => ({
    response: { status, headers: {}, body: {}, json: true },
    ...(error ? { error } : {}),
    durationMs: 1,
    waitedMs: 0,
  });

  it('a host not tried is infra, the reason starting "host unreachable: not tried"', () =>
    expect(
      judged({ error: { code: NOT_TRIED, message: 'host unreachable: not tried (…)' }, durationMs: 0, waitedMs: 0 }),
    ).toMatchObject({ verdict: 'infra', reason: 'host unreachable: not tried (…)' }));

  it('an undocumented 429 after retries is a vendor fault saying so', () =>
    expect(judged(answer(429), answer(429), answer(429))).toMatchObject({
      verdict: 'vendor-fault',
      reason: 'HTTP 429 after 3 attempts; 429 is not documented for this operation',
    }));

  it('a 429 whose Retry-After was above the cap is a vendor fault naming the wait', () =>
    expect(
      judged(answer(429, { code: RETRY_AFTER_OVER_CAP, message: 'rate limited; Retry-After 99999 s exceeds the 30 s cap' })),
    ).toMatchObject({
      verdict: 'vendor-fault',
      reason:
        'rate limited; Retry-After 99999 s exceeds the 30 s cap: HTTP 429 after 1 attempt; 429 is not documented for this operation',
    }));

  it('a deadline or an oversized body is infra, with the phase or the cap in the reason', () => {
    const failed = (code: string, message: string) => judged({ error: { code, message }, durationMs: 1, waitedMs: 0 });
    expect(failed(DEADLINE, 'no complete response within the 60 s deadline: still reading the body (3 bytes in)')).toMatchObject({
      verdict: 'infra',
      reason: expect.stringMatching(/deadline: still reading the body/),
    });
    expect(failed(BODY_TOO_LARGE, 'response over 10 MB (HTTP 200, content-length 99999999): …')).toMatchObject({
      verdict: 'infra',
      reason: expect.stringContaining('response over 10 MB'),
    });
  });
});

describe('transport settings (flags and environment)', () => {
  it('default to the documented values, in ms and bytes', () =>
    expect(transportSettings({})).toEqual({
      concurrency: 4,
      connectTimeoutMs: 10_000,
      headersTimeoutMs: 30_000,
      bodyTimeoutMs: 30_000,
      deadlineMs: 60_000,
      maxBodyBytes: 10 * 2 ** 20,
      retryAfterCapMs: 30_000,
      unreachableAfter: 3,
      eventTimeoutMs: 60_000,
      ratePerMinute: 0,
    }));

  it('read the environment, seconds and MB, fractions allowed', () =>
    expect(transportSettings({ VTS_DEADLINE_S: '2.5', VTS_MAX_BODY_MB: '0.5', VTS_UNREACHABLE_AFTER: '0' })).toMatchObject({
      deadlineMs: 2500,
      maxBodyBytes: 2 ** 19,
      unreachableAfter: 0,
    }));

  it('hand flags to the workers as variables, the flag winning over the environment', () =>
    expect(transportEnv({ deadlineMs: '5', concurrency: '2' }, { VTS_DEADLINE_S: '9' })).toEqual({
      VTS_DEADLINE_S: '5',
      VTS_CONCURRENCY: '2',
    }));

  it('name the flag or the variable of a bad value', () => {
    expect(() => transportEnv({ concurrency: '1.5' }, {})).toThrow(/^--concurrency must be an integer >= 1, got "1.5"/);
    expect(() => transportEnv({}, { VTS_HEADERS_TIMEOUT_S: 'soon' })).toThrow(
      /^VTS_HEADERS_TIMEOUT_S must be a positive number of seconds/,
    );
  });
});

// Issue 18 item 4: the second try of an upload cut off before any answer asks first, and sends the whole body on
// "100 Continue" (node:http answers it by itself), or after a second of silence from a server that never says it.
describe('an upload cut off before any answer', () => {
  const upload = (base: string): SentRequest => ({
    method: 'POST',
    host: 'region_url',
    base,
    path: '/v1/matchFace',
    headers: { appid: 'a' },
    body: {
      kind: 'multipart',
      parts: [
        { name: 'selfie', filename: 'a.jpeg', type: 'image/jpeg', data: new Uint8Array(300_000).fill(7) },
        { name: 'note', value: 'x' },
      ],
    },
  });

  it.for([
    ['answers 100 Continue', true],
    ['never says 100 Continue', false],
  ] as const)('is sent again asking first to a server that %s, its whole body read', async ([, continues]) => {
    let connection = 0;
    const seen: { expect?: string; bytes: number; type?: string }[] = [];
    const server = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        seen.push({ expect: req.headers.expect, bytes, type: req.headers['content-type'] });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    // The first connection is cut at once: the upload fails with EPIPE or ECONNRESET, no answer read.
    server.on('connection', (socket) => {
      if (++connection === 1) socket.destroy();
    });
    // A server that never answers "Expect": the request goes to its handler, which only reads.
    if (!continues) server.on('checkContinue', (req, res) => server.emit('request', req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createClient({ sleep: async () => {} });
    try {
      const step = await client.send(upload(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      expect(step.attempts.map((a) => a.response?.status ?? a.error?.code)).toEqual([
        expect.stringMatching(/^(EPIPE|ECONNRESET|UND_ERR_SOCKET)$/),
        200,
      ]);
      expect(seen).toEqual([
        { expect: '100-continue', bytes: expect.any(Number), type: expect.stringMatching(/^multipart\/form-data; boundary=/) },
      ]);
      expect(seen[0]?.bytes).toBeGreaterThan(300_000);
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
