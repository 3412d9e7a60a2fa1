// Issue 19 item 4: a live run honours `--rate <n>/min`: its requests to a host arrive at least 60/n s apart, though
// the run keeps several cases in flight (the default concurrency of 4 would send the first four at once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { liveEnv } from './live-env.js';
import { type TakeAnything, takeAnythingVendor } from './take-anything-vendor.js';

describe('--rate on a live run', () => {
  let vendor: TakeAnything;
  const scratch = mkdtempSync(join(tmpdir(), 'vts-rate-'));
  beforeAll(async () => {
    vendor = await takeAnythingVendor();
  });
  afterAll(async () => {
    await vendor.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('spaces the requests to a host 60/n s apart', async () => {
    // 300/min: 200 ms apart. The span, not each gap: one request held up on its way (a busy machine, a first
    // connection) shortens the gap after it; three quarters of the paced span is the margin.
    const run = await runCli(
      ['conformance', '--target', 'live', '--operation', 'cacBasic', '--rate', '300/min'],
      liveEnv(scratch, { url: vendor.url }),
    );
    expect([0, 1], run.output).toContain(run.code);
    const { arrivals } = vendor;
    expect(arrivals.length, run.output).toBeGreaterThanOrEqual(5);
    const gaps = arrivals.slice(1).map((t, i) => t - (arrivals[i] as number));
    const span = (arrivals.at(-1) as number) - (arrivals[0] as number);
    expect(span, gaps.map(Math.round).join(' ')).toBeGreaterThanOrEqual(0.75 * 200 * gaps.length);
  }, 120_000);
});
