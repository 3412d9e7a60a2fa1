// Issue 35 item 3: only a complete run of the target's whole selection joins its trend. Five runs on one reports
// folder (a full one, a single-operation one, an interrupted one, a reproduce line, a full one), then `npm run report`:
// the target's trend shows the two full runs; the narrowed runs have a series of their own; the interrupted run none.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runCommand, startCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-trend-runs-'));
const reports = join(scratch, 'reports');
const env = { VTS_REPORTS_DIR: reports };
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
    : [];

/** The trend the generated page draws: one point per run, with its count of cases. */
function trend(): number[] {
  const html = readFileSync(join(reports, 'allure-report', 'index.html'), 'utf8');
  const path = 'widgets/history-trend.json';
  const at = html.indexOf(`d("${path}","`);
  const start = at + path.length + 6;
  const points = JSON.parse(Buffer.from(html.slice(start, html.indexOf('"', start)), 'base64').toString('utf8')) as {
    data: Record<string, number>;
  }[];
  return points.map(({ data }) => ['passed', 'failed', 'broken', 'skipped', 'unknown'].reduce((n, k) => n + (data[k] ?? 0), 0));
}

describe('five runs, then npm run report', () => {
  const runs: CliRun[] = [];
  let report: CliRun;
  let total = 0;
  beforeAll(async () => {
    runs.push(await runCli(['conformance'], env));
    total = lines(join(reports, 'cases.ndjson')).length;
    runs.push(await runCli(['conformance', '--operation', 'login'], env));
    const reproduce = (JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8')) as { cases: { reproduce: string }[] })
      .cases[0]?.reproduce as string;
    // Interrupted once its first case is in (the last run's cases gone first): the rest of the 213 are still to come.
    rmSync(join(reports, 'cases.ndjson'));
    const { child, done } = startCli(['conformance'], env);
    for (let waited = 0; lines(join(reports, 'cases.ndjson')).length === 0 && waited < 60_000; waited += 50) await sleep(50);
    child.kill('SIGINT');
    runs.push(await done);
    runs.push(await runCommand('sh', ['-c', reproduce], env));
    runs.push(await runCli(['conformance'], env));
    report = await runCommand('npm', ['run', 'report'], env);
  }, 300_000);

  it('ran as set up', () => {
    expect(
      runs.map((r) => r.code),
      runs.map((r) => r.output.slice(-400)).join('\n----\n'),
    ).toEqual([0, 0, 2, 0, 0]);
    expect(runs[2]?.output).toContain('incomplete run: interrupted (SIGINT)');
    expect(total).toBeGreaterThan(100);
    expect(report.code, report.output).toBe(0);
  });

  it("the target's trend shows the two full runs, and the report says so", () => {
    expect(trend()).toEqual([total, total]);
    expect(lines(join(reports, 'history', 'replay.jsonl'))).toHaveLength(2);
    expect(report.output).toMatch(/history: \S+replay\.jsonl, 2 run\(s\)\n/);
  });

  it('the narrowed runs are series of their own; the interrupted run is in none', () => {
    const files = readdirSync(join(reports, 'history')).filter((f) => f.endsWith('.jsonl'));
    expect(files.sort()).toEqual(['replay.jsonl', 'replay.operation-login.jsonl', expect.stringMatching(/^replay\.rule-/)]);
    for (const file of files.filter((f) => f !== 'replay.jsonl'))
      expect(lines(join(reports, 'history', file)), file).toHaveLength(1);
  });

  it('each complete run keeps, per series, which accepted rules passed: two lines for the full runs (issue 50)', () => {
    expect(lines(join(reports, 'history', 'passing', 'replay.jsonl'))).toHaveLength(2);
    expect(readdirSync(join(reports, 'history', 'passing')).sort()).toEqual([
      'replay.jsonl',
      'replay.operation-login.jsonl',
      expect.stringMatching(/^replay\.rule-/),
    ]);
  });
});
