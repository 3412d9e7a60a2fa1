// Issue 19 item 4: `--rate <n>/min` spaces the requests to each origin 60/n s apart, every attempt (retries too) taking a
// turn; other origins do not wait. Time here is a fake clock: a wait advances it, nothing sleeps.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/transport/client.js';
import { HostPace, type PaceClock } from '../../src/transport/host-pace.js';
import {
  caseBudgetMs,
  DEFAULT_TRANSPORT,
  MAX_ATTEMPTS,
  TRANSPORT,
  transportEnv,
  transportSettings,
} from '../../src/settings/run-settings.js';
import { clientOptionsFor } from '../../src/case/target.js';
import type { SentRequest } from '../../src/model/types.js';

function fakeClock(): PaceClock & { slept: number[]; advance(ms: number): void } {
  let t = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => t,
    // Time moves when the sleeper wakes, not when it lies down: requests asking at once all see the same now.
    sleep: async (ms) => {
      slept.push(ms);
      const wake = t + ms;
      await Promise.resolve();
      t = Math.max(t, wake);
    },
    slept,
    advance: (ms) => (t += ms),
  };
}

describe('a host pace', () => {
  it('spaces one host 60/n s apart, in the order the requests asked', async () => {
    const clock = fakeClock();
    const pace = new HostPace(30, clock);
    // Three at once: the first goes now, the others take the next slots (2 s apart at 30/min).
    expect(await Promise.all([pace.turn('https://a'), pace.turn('https://a'), pace.turn('https://a')])).toEqual([0, 2000, 4000]);
  });

  it('does not hold another host, nor a request that comes after its slot', async () => {
    const clock = fakeClock();
    const pace = new HostPace(60, clock);
    expect(await pace.turn('https://a')).toBe(0);
    expect(await pace.turn('https://b')).toBe(0);
    expect(await pace.turn('https://a')).toBe(1000);
    clock.advance(5000);
    expect(await pace.turn('https://a')).toBe(0);
    // Never more than n in a minute: 61 turns at 60/min span a whole minute.
    const clock2 = fakeClock();
    const pace2 = new HostPace(60, clock2);
    const start = clock2.now();
    for (let i = 0; i < 61; i++) await pace2.turn('https://a');
    expect(clock2.now() - start).toBe(60_000);
  });

  it('refuses a rate that is not a positive integer', () => {
    expect(() => new HostPace(0)).toThrow(/positive integer/);
    expect(() => new HostPace(1.5)).toThrow(/positive integer/);
  });
});

describe('a client with a pace', () => {
  let server: Server;
  let base: string;
  const answers: number[] = [];
  let received = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      received += 1;
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ status }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const request = (): SentRequest => ({
    method: 'POST',
    host: 'ind_engine_url',
    base,
    path: '/v1/emailBasic',
    headers: {},
    body: { kind: 'json', value: {} },
  });

  it('waits a turn before every attempt to the host, retries included', async () => {
    const clock = fakeClock();
    answers.push(429, 200);
    received = 0;
    // The retry's own back-off is not waited here: only the pace moves the clock.
    const client = createClient({ pace: new HostPace(60, clock), sleep: async () => {} });
    const first = await client.send(request());
    const second = await client.send(request());
    await client.close();
    expect(first.attempts.map((a) => a.response?.status)).toEqual([429, 200]);
    expect(second.attempts.map((a) => a.response?.status)).toEqual([200]);
    expect(received).toBe(3);
    // Three attempts, one second apart at 60/min: the second and third waited for their turns.
    expect(clock.slept).toEqual([1000, 1000]);
  });
});

describe('--rate', () => {
  it('reads 60/min and 60 alike, 0 (the default) as no limit, and names a bad value', () => {
    expect(transportSettings({ VTS_RATE_PER_MIN: '60/min' }).ratePerMinute).toBe(60);
    expect(transportSettings({ VTS_RATE_PER_MIN: ' 45 ' }).ratePerMinute).toBe(45);
    expect(transportSettings({}).ratePerMinute).toBe(0);
    expect(transportEnv({ ratePerMinute: '30/min' }, {})).toEqual({ VTS_RATE_PER_MIN: '30/min' });
    expect(() => transportEnv({ ratePerMinute: 'fast' }, {})).toThrow(
      /^--rate must be an integer >= 0 \(\/min optional\), got "fast"/,
    );
    expect(() => transportSettings({ VTS_RATE_PER_MIN: '2.5/min' })).toThrow(/^VTS_RATE_PER_MIN must be an integer >= 0/);
  });

  it('paces live clients only, all of a worker on the same slots', () => {
    const paced = { ...DEFAULT_TRANSPORT, ratePerMinute: 30 };
    const live = clientOptionsFor({ name: 'live' }, paced);
    expect(live.pace?.perMinute).toBe(30);
    expect(clientOptionsFor({ name: 'live' }, paced).pace).toBe(live.pace);
    expect(clientOptionsFor({ name: 'sandbox' }, paced).pace).toBeUndefined();
    expect(clientOptionsFor({ name: 'replay' }, paced).pace).toBeUndefined();
    expect(clientOptionsFor({ name: 'live' }, DEFAULT_TRANSPORT).pace).toBeUndefined();
  });

  it('lengthens the case budget by the longest queue: every other case in flight, each attempt', () => {
    const t = { ...DEFAULT_TRANSPORT, concurrency: 4, ratePerMinute: 6 };
    // 4 steps of 3 attempts, each behind 4 turns of 10 s.
    expect(caseBudgetMs(t) - caseBudgetMs(DEFAULT_TRANSPORT)).toBe(4 * MAX_ATTEMPTS * 4 * 10_000);
  });
});

describe('what --help says is paced and given up on (issue 51, item 3)', () => {
  // The pace (host-pace.ts) and the health (host-health.ts) are kept per origin: two base URLs on one host with other
  // ports are two of each, so the help must not say "host".
  it('--rate and --unreachable-after name the origin, as the run counts them', () => {
    expect(TRANSPORT.ratePerMinute.help).toMatch(/each origin/);
    expect(TRANSPORT.unreachableAfter.help).toMatch(/an origin/);
    for (const setting of [TRANSPORT.ratePerMinute, TRANSPORT.unreachableAfter]) expect(setting.help).not.toMatch(/\bhost\b/);
  });
});
