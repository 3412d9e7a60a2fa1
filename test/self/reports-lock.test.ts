// Issue 35 item 4: two runs on one reports folder. Both are started at once against a vendor that holds every answer
// back until the test lets it go, so whichever takes the folder is still running when the other tries: that one refuses
// with one line, exit 2, and the reports are the first run's alone.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_LOCK } from '../../src/base/reports-lock.js';
import { type CliRun, startCli } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-reports-lock-'));
let vendor: Server;
let url: string;
const held: ServerResponse[] = [];
let letGo = false;
const answer = (res: ServerResponse) => res.writeHead(400, { 'content-type': 'application/json' }).end('{}');

beforeAll(async () => {
  vendor = createServer((req: IncomingMessage, res) => {
    req.resume();
    if (letGo) answer(res);
    else held.push(res);
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
});
afterAll(async () => {
  vendor.closeAllConnections();
  await new Promise((resolve) => vendor.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

describe('two runs started at once on one reports folder', () => {
  let runs: CliRun[] = [];
  let first: CliRun | undefined;
  const env = () => liveEnv(scratch, { url });
  beforeAll(async () => {
    const started = [101, 202].map((seed) =>
      startCli(['conformance', '--target', 'live', '--operation', 'login', '--seed', String(seed)], env()),
    );
    const dones = started.map((s) => s.done);
    // The one that refuses ends while the other's requests are held; a bound, should both run (the code before the lock).
    first = await Promise.race([...dones, sleep(45_000).then(() => undefined)]);
    letGo = true;
    for (const res of held.splice(0)) answer(res);
    runs = await Promise.all(dones);
  }, 180_000);

  it('one runs, the other refuses with one line naming the folder and the way out, exit 2', () => {
    const refused = runs.filter((r) => r.code === 2);
    expect(refused, runs.map((r) => r.output).join('\n----\n')).toHaveLength(1);
    expect(first).toBe(refused[0]);
    expect(refused[0]?.output.trim()).toMatch(
      /^error VTS_ERR_REPORTS: another command is writing the reports folder \S+reports( \(a run against live started at \S+ \(pid \d+\)\))?: wait for it to end, or give this run a folder of its own: VTS_REPORTS_DIR=<dir>$/,
    );
    expect(runs.find((r) => r !== refused[0])?.output).not.toContain('VTS_ERR_REPORTS');
  });

  it("the reports are one run's: verdicts.json, cases.ndjson and the Allure results hold the same cases", () => {
    const reports = env().VTS_REPORTS_DIR as string;
    const ran = runs.find((r) => r.code !== 2);
    const seed = Number(ran?.output.match(/seed (\d+) \(VTS_SEED=/)?.[1]);
    const verdicts = JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8')) as {
      seed: number;
      cases: { ruleId: string }[];
    };
    expect(verdicts.seed).toBe(seed);
    const ids = verdicts.cases.map((c) => c.ruleId).sort();
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      lines(join(reports, 'cases.ndjson'))
        .map((l) => (JSON.parse(l) as { ruleId: string }).ruleId)
        .sort(),
    ).toEqual(ids);
    const results = readdirSync(join(reports, 'allure-results')).filter((f) => f.endsWith('-result.json'));
    expect(results).toHaveLength(ids.length);
    expect(existsSync(join(reports, 'IN-PROGRESS'))).toBe(false);
    expect(existsSync(join(reports, REPORTS_LOCK))).toBe(false);
  });
});
