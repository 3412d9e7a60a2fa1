// Exploration against a live vendor (issue 40, item 3): paced by --rate, every request with the target's own
// credentials and nowhere else, a vendor that accepts everything reported (not gating), the account's subscription
// given back, and an unreachable host given up on quickly: a run that explored nothing is exit 2, never green.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';
import { type TakeAnything, takeAnythingVendor } from './take-anything-vendor.js';

const CREDENTIALS = { appId: 'explore-live-app-id', appKey: 'explore-live-app-key-7731' };

describe('npm run explore against a live vendor', () => {
  let vendor: TakeAnything;
  const scratch = mkdtempSync(join(tmpdir(), 'vts-explore-live-'));
  beforeAll(async () => {
    vendor = await takeAnythingVendor();
  });
  afterAll(async () => {
    await vendor.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('paces its requests, sends the credentials only where they go, and reports what the vendor let in', async () => {
    const { arrivals, seen } = vendor;
    // Behind a gateway: the base URL has a path of its own, which every request keeps.
    const env = liveEnv(scratch, { url: `${vendor.url}/gateway`, credentials: CREDENTIALS });
    const run = await runInProcess(
      ['explore', '--target', 'live', '--operation', 'cacBasic', '--budget', '12', '--seed', '5', '--rate', '600/min'],
      env,
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Invalid input accepted');
    expect(run.output).toContain('(not gating: --gate-explore makes them gate)');
    // 600/min: 100 ms apart; shrinking's requests are paced too. Three quarters of the paced span is the margin.
    const span = (arrivals.at(-1) as number) - (arrivals[0] as number);
    expect(span).toBeGreaterThanOrEqual(0.75 * 100 * (arrivals.length - 1));
    // The key travels in its header or not at all (a coverage move leaves it out or garbles it), never in a body.
    expect(seen.filter((s) => !s.path.startsWith('/gateway/v1/cacBasic')).map((s) => s.path)).toEqual([]);
    expect(seen.some((s) => s.headers.appkey === CREDENTIALS.appKey)).toBe(true);
    expect(seen.filter((s) => s.body.includes(CREDENTIALS.appKey))).toEqual([]);
    expect(run.output).not.toContain(CREDENTIALS.appKey);
  }, 120_000);

  it('subscribes the harness again after exploring the subscription', async () => {
    const run = await runInProcess(
      ['explore', '--target', 'live', '--operation', 'webhookConfig', '--budget', '10', '--seed', '5'],
      liveEnv(scratch, { url: vendor.url, credentials: CREDENTIALS }),
    );
    expect(run.code, run.output).toBe(0);
    const last = vendor.seen.filter((s) => s.path.endsWith('/api/v1/config')).at(-1);
    expect(JSON.parse(last?.body ?? '{}')).toEqual({
      webhookUrl: 'http://127.0.0.1:9/webhook',
      events: ['BANK_STATEMENT_PARSED_SUCCESSFULLY', 'BANK_STATEMENT_PARSING_FAILED'],
    });
  }, 120_000);

  it('gives up on a host that accepts and never answers, within its deadlines', async () => {
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const address = hung.address() as AddressInfo;
    try {
      const run = await runInProcess(
        ['explore', '--target', 'live', '--operation', 'cacBasic', '--budget', '8', '--seed', '5', '--deadline', '1'],
        liveEnv(scratch, { url: `http://127.0.0.1:${address.port}`, credentials: CREDENTIALS }),
      );
      expect(run.code, run.output).toBe(2);
      expect(run.output).toContain('nothing was explored on cacBasic');
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  }, 120_000);

  it('gives up on a host that does not answer, and is not green', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runInProcess(
      ['explore', '--target', 'live', '--operation', 'cacBasic', '--budget', '30', '--seed', '5'],
      liveEnv(scratch, { url: down, credentials: CREDENTIALS }),
    );
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('nothing was explored on cacBasic');
  }, 120_000);
});
