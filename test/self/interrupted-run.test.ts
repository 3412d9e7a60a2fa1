// A run stopped by SIGINT (Ctrl-C) says so (issue 34, item 8): one line with what was kept, the cases that finished
// rendered as an incomplete run, no IN-PROGRESS left, exit 2 (an incomplete run).
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-sigint-'));
let vendor: Server;
let url: string;
// A vendor that answers its first requests and then none: the run is under way, with cases done and cases waiting.
beforeAll(async () => {
  let answered = 0;
  vendor = createServer((req, res) => {
    req.resume();
    if ((answered += 1) > 3) return;
    res.writeHead(400, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
});
afterAll(async () => {
  vendor.closeAllConnections();
  await new Promise((resolve) => vendor.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

/** Lines of the run's cases.ndjson so far. */
const finished = (reports: string) =>
  existsSync(join(reports, 'cases.ndjson'))
    ? readFileSync(join(reports, 'cases.ndjson'), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '').length
    : 0;

describe('a run interrupted by SIGINT', () => {
  it('says it was interrupted and what was kept, leaves no IN-PROGRESS, and exits 2', async () => {
    const env = liveEnv(scratch, { url });
    const reports = env.VTS_REPORTS_DIR as string;
    const { child, done } = startCli(['conformance', '--target', 'live', '--operation', 'login'], env);
    for (let waited = 0; finished(reports) === 0 && waited < 60_000; waited += 100) await sleep(100);
    expect(finished(reports)).toBeGreaterThan(0);
    child.kill('SIGINT');
    const run = await done;
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/incomplete run: interrupted \(SIGINT\): the \d+ case\(s\) that finished are reported/);
    const kept = JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8')) as { complete: boolean; cases: unknown[] };
    expect(kept.complete).toBe(false);
    expect(run.output).toContain(
      `incomplete run: interrupted (SIGINT): the ${kept.cases.length} case(s) that finished are reported, the others did not run`,
    );
    expect(run.output.match(/: interrupted \(SIGINT\)/g)).toHaveLength(1);
    expect(existsSync(join(reports, 'IN-PROGRESS'))).toBe(false);
    expect(run.output).toContain('exit 2: a harness error or an incomplete run');
  }, 120_000);
});
