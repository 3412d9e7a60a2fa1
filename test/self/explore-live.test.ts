// Exploration against a live vendor (issue 40, item 3): paced by --rate, every request with the target's own
// credentials and nowhere else, a vendor that accepts everything reported (not gating), the account's subscription
// given back, and an unreachable host given up on quickly: a run that explored nothing is exit 2, never green.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';

const CREDENTIALS = { appId: 'explore-live-app-id', appKey: 'explore-live-app-key-7731' };

describe('npm run explore against a live vendor', () => {
  let vendor: Server;
  let url: string;
  const arrivals: number[] = [];
  const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'vts-explore-live-'));
  beforeAll(async () => {
    // A vendor that takes anything: every request answered 200 with an empty JSON object.
    vendor = createServer((req, res) => {
      arrivals.push(performance.now());
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => vendor.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('paces its requests, sends the credentials only where they go, and reports what the vendor let in', async () => {
    const env = liveEnv(scratch, { url, credentials: CREDENTIALS });
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
    expect(seen.some((s) => s.headers.appkey === CREDENTIALS.appKey)).toBe(true);
    expect(seen.filter((s) => s.body.includes(CREDENTIALS.appKey))).toEqual([]);
    expect(run.output).not.toContain(CREDENTIALS.appKey);
  }, 120_000);

  it('subscribes the harness again after exploring the subscription', async () => {
    const run = await runInProcess(
      ['explore', '--target', 'live', '--operation', 'webhookConfig', '--budget', '10', '--seed', '5'],
      liveEnv(scratch, { url, credentials: CREDENTIALS }),
    );
    expect(run.code, run.output).toBe(0);
    const last = seen.filter((s) => s.path.endsWith('/api/v1/config')).at(-1);
    expect(JSON.parse(last?.body ?? '{}')).toEqual({
      webhookUrl: 'http://127.0.0.1:9/webhook',
      events: ['BANK_STATEMENT_PARSED_SUCCESSFULLY', 'BANK_STATEMENT_PARSING_FAILED'],
    });
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
