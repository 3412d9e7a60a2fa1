// The client retries 429 and 503 a bounded number of times, honours Retry-After, and keeps every attempt.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, retryAfterMs } from '../../src/client.js';
import type { SentRequest } from '../../src/types.js';

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

  it('stops after maxAttempts and clamps a long Retry-After', async () => {
    plan.push(503, 503, 503, 503);
    const waits: number[] = [];
    const client = createClient({ maxAttempts: 3, maxWaitMs: 1500, sleep: async (ms) => void waits.push(ms) });
    const exchange = await client.send(request());
    await client.close();
    plan.length = 0;
    expect(exchange.attempts.map((a) => a.response?.status)).toEqual([503, 503, 503]);
    expect(waits).toEqual([1500, 1500]);
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
