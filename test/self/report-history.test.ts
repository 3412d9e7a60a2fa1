// Issue 19 item 8: the report keeps the last runs' history. Three sandbox runs of one rule into the same reports folder
// (each run clears allure-results/, never history/), each with a fresh seed as a nightly live run has, the fault that
// breaks the rule on, off, then on again; `npm run report` after each. The history file and the generated page then
// hold every run: the trend, the case's own history (its id does not change with the seed), and the flaky mark.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runCommand } from './cli.js';

const FAULT = 'login-appKey-missing-message';
const RULE = 'login.appKey.missing';
const scratch = mkdtempSync(join(tmpdir(), 'vts-report-history-'));
const reports = join(scratch, 'reports');
// A run of one rule: the series of its own selection (the target's trend is its whole runs': trend-runs.test.ts).
const historyFile = join(reports, 'history', `sandbox.rule-${RULE}.jsonl`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (seed: number, fault: boolean, dir = reports): Promise<CliRun> =>
  runCli(['conformance', '--target', 'sandbox', '--rule', RULE, '--seed', String(seed)], {
    VTS_SANDBOX_FAULTS: fault ? FAULT : undefined,
    VTS_SANDBOX_URL: undefined,
    VTS_REPORTS_DIR: dir,
  });

/** `npm run report`, as a user runs it, on the same reports folder. */
const report = (dir = reports): Promise<CliRun> => runCommand('npm', ['run', 'report'], { VTS_REPORTS_DIR: dir });

/** A data file the single-file page embeds (`d("<path>","<base64>")`). */
function pageData<T>(html: string, path: string): T | undefined {
  const at = html.indexOf(`d("${path}","`);
  if (at < 0) return undefined;
  const start = at + path.length + 6;
  return JSON.parse(Buffer.from(html.slice(start, html.indexOf('"', start)), 'base64').toString('utf8')) as T;
}

interface TrendPoint {
  data: { failed: number; passed: number };
  buildOrder: number;
}
interface CasePage {
  name: string;
  status: string;
  flaky: boolean;
  extra: { history: { items: { status: string }[] } };
}

/** What the generated page shows: the trend, and the rule's case page. */
function page(dir = reports): { trend: TrendPoint[]; page: CasePage | undefined } {
  const html = readFileSync(join(dir, 'allure-report', 'index.html'), 'utf8');
  const cases = [...html.matchAll(/d\("(data\/test-cases\/[^"]+\.json)"/g)].map((m) => pageData<CasePage>(html, m[1] as string));
  return {
    trend: pageData<TrendPoint[]>(html, 'widgets/history-trend.json') ?? [],
    page: cases.find((c) => c?.name.startsWith(`${RULE}: `)),
  };
}

const historyLines = () =>
  existsSync(historyFile)
    ? readFileSync(historyFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as { testResults: Record<string, { name: string; status: string }> })
    : [];

describe('npm run report keeps the history of the last runs', () => {
  const seen: { runs: CliRun[]; reports: CliRun[]; pages: ReturnType<typeof page>[]; lines: number[] } = {
    runs: [],
    reports: [],
    pages: [],
    lines: [],
  };
  beforeAll(async () => {
    // What a killed copy may leave (a cache restored from a cut-off file): a line Allure cannot read.
    mkdirSync(join(reports, 'history'), { recursive: true });
    writeFileSync(historyFile, '{"uuid":"cut-off","testResu\n');
    for (const [seed, fault] of [
      [7, true],
      [8, false],
      [9, true],
    ] as const) {
      seen.runs.push(await run(seed, fault));
      seen.reports.push(await report());
      seen.pages.push(page());
      seen.lines.push(historyLines().length);
    }
    // The same results reported again: not a new run.
    seen.reports.push(await report());
    seen.pages.push(page());
    seen.lines.push(historyLines().length);
  }, 240_000);

  it('runs as set up: the rule fails, passes, fails', () => {
    expect(seen.runs.map((r) => r.code)).toEqual([1, 0, 1]);
    expect(seen.reports.map((r) => r.code)).toEqual([0, 0, 0, 0]);
  });

  it('leaves out a history line it cannot read, saying so, rather than failing the report', () => {
    expect(seen.reports[0]?.output).toMatch(
      /history: .*sandbox\.rule-login\.appKey\.missing\.jsonl, 1 run\(s\); 1 unreadable line\(s\) left out/,
    );
  });

  it('after two runs, the history file and the trend hold both', () => {
    expect(seen.lines.slice(0, 2), seen.reports[1]?.output).toEqual([1, 2]);
    expect(seen.reports[1]?.output).toMatch(/history: .*sandbox\.rule-login\.appKey\.missing\.jsonl, 2 run\(s\)/);
    const statuses = historyLines()
      .slice(0, 2)
      .map((point) => Object.values(point.testResults).find((t) => t.name.startsWith(`${RULE}: `))?.status);
    expect(statuses).toEqual(['failed', 'passed']);
    expect(seen.pages[1]?.trend.map((p) => [p.buildOrder, p.data.failed, p.data.passed])).toEqual([
      [2, 0, 1],
      [1, 1, 0],
    ]);
  });

  it("shows the case's own history across seeds, and marks it flaky when it fails again", () => {
    expect(seen.pages[1]?.page?.extra.history.items.map((i) => i.status)).toEqual(['failed']);
    const third = seen.pages[2]?.page;
    expect(third?.extra.history.items.map((i) => i.status)).toEqual(['passed', 'failed']);
    expect(third?.status).toBe('failed');
    expect(third?.flaky).toBe(true);
    expect(seen.pages[2]?.trend).toHaveLength(3);
  });

  it('the same results reported again are not counted twice', () => {
    expect(seen.lines.slice(2)).toEqual([3, 3]);
    expect(seen.reports[3]?.output).toMatch(/3 run\(s\) \(these results were the last run in it/);
    expect(seen.pages[3]?.trend).toHaveLength(3);
    expect(seen.pages[3]?.page?.extra.history.items).toHaveLength(2);
  });
});

describe('two runs, then one npm run report', () => {
  const dir = join(scratch, 'two-runs-one-report');
  let runs: CliRun[] = [];
  let reported: CliRun;
  beforeAll(async () => {
    runs = [await run(11, true, dir), await run(12, false, dir)];
    reported = await report(dir);
  }, 120_000);

  it('the trend shows both: each run keeps its results aside until a report has read them', () => {
    expect(runs.map((r) => r.code)).toEqual([1, 0]);
    expect(reported.code, reported.output).toBe(0);
    expect(reported.output).toContain('history: 1 earlier run(s) no report had read added first');
    expect(page(dir).trend.map((p) => [p.buildOrder, p.data.failed, p.data.passed])).toEqual([
      [2, 0, 1],
      [1, 1, 0],
    ]);
    expect(existsSync(join(dir, 'history', 'unreported')) && readdirSync(join(dir, 'history', 'unreported'))).toEqual([]);
  });
});
