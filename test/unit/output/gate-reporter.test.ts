// The gate reporter marks reports/ as in progress before the first case (issue 8, item 20): no rendered file of an
// earlier run survives to be read as this run's, and a killed run leaves IN-PROGRESS beside its partial cases.ndjson.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase } from 'vitest/node';
import { shownPath } from '../../../src/base/paths.js';
import { GateReporter, IN_PROGRESS } from '../../../src/output/gate-reporter.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-gate-reporter-'));
const RENDERED = ['verdicts.json', 'junit.xml', 'summary.md', 'conformance.sarif'];
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GateReporter', () => {
  const reporter = new GateReporter({ reportsDir: dir, meta: { target: 'replay', seed: 1 }, strict: false, out: () => {} });
  it('removes the previous run’s rendered reports and marks the run in progress before the first case', () => {
    for (const name of RENDERED) writeFileSync(join(dir, name), 'an earlier run');
    reporter.onInit();
    expect(RENDERED.filter((name) => existsSync(join(dir, name)))).toEqual([]);
    expect(readFileSync(join(dir, IN_PROGRESS), 'utf8')).toContain('a run against replay started at');
    expect(readFileSync(join(dir, 'cases.ndjson'), 'utf8')).toBe('');
  });
  it('renders the reports at the end and takes the mark away', () => {
    reporter.onTestRunEnd([], []);
    expect(existsSync(join(dir, IN_PROGRESS))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8'))).toMatchObject({
      target: 'replay',
      complete: false,
      cases: [],
    });
  });
});

describe('GateReporter after a crash (issue 17, item 5)', () => {
  const crashDir = mkdtempSync(join(tmpdir(), 'vts-gate-crash-'));
  afterAll(() => rmSync(crashDir, { recursive: true, force: true }));
  const lines: string[] = [];
  const reporter = new GateReporter({
    reportsDir: crashDir,
    meta: { target: 'live', seed: 7 },
    strict: false,
    out: (line) => lines.push(line),
  });
  const finished = {
    ruleId: 'login.request.valid',
    operation: 'login',
    verdict: 'pass',
    outcome: 'pass',
    violations: [],
    attempts: 1,
    status: 200,
  };

  it('reports the cases that finished, says the run crashed, and exits 2, not 1', () => {
    reporter.onInit();
    // A violation finished before the worker died: the crash must not be read as that violation's exit 1.
    appendFileSync(join(crashDir, 'cases.ndjson'), `${JSON.stringify(finished)}\n`);
    appendFileSync(
      join(crashDir, 'cases.ndjson'),
      `${JSON.stringify({ ...finished, ruleId: 'login.expiry.zero', verdict: 'violation', outcome: 'fail' })}\n`,
    );
    appendFileSync(join(crashDir, 'cases.ndjson'), '{"ruleId":"login.expiry.ma');
    reporter.onCrash(new Error('Worker exited unexpectedly'));
    expect(reporter.code).toBe(2);
    expect(lines).toContain(
      'incomplete run: the run crashed (Worker exited unexpectedly): the 2 case(s) that finished are reported',
    );
    expect(existsSync(join(crashDir, IN_PROGRESS))).toBe(false);
    const verdicts = JSON.parse(readFileSync(join(crashDir, 'verdicts.json'), 'utf8')) as { complete: boolean; cases: unknown[] };
    expect(verdicts).toMatchObject({ complete: false });
    expect(verdicts.cases).toHaveLength(2);
  });

  it('interrupted before its first case, reports none of an earlier run’s cases (issue 34, item 8)', () => {
    const early = mkdtempSync(join(tmpdir(), 'vts-gate-interrupt-'));
    writeFileSync(join(early, 'cases.ndjson'), `${JSON.stringify(finished)}\n`);
    const said: string[] = [];
    const gate = new GateReporter({
      reportsDir: early,
      meta: { target: 'live', seed: 7 },
      strict: false,
      out: (l) => said.push(l),
    });
    gate.onInterrupt('SIGINT');
    rmSync(early, { recursive: true, force: true });
    expect(gate.code).toBe(2);
    expect(said).toContain(
      'incomplete run: interrupted (SIGINT): the 0 case(s) that finished are reported, the others did not run',
    );
  });
});

describe('GateReporter and the baseline', () => {
  afterEach(() => vi.unstubAllEnvs());
  const setUp = (baseline: string) => {
    const reports = mkdtempSync(join(tmpdir(), 'vts-gate-reporter-'));
    writeFileSync(join(reports, 'replay.verdicts.json'), baseline);
    vi.stubEnv('VTS_BASELINE_DIR', reports);
    const reporter = new GateReporter({ reportsDir: reports, meta: { target: 'replay', seed: 1 }, strict: false, out: () => {} });
    reporter.onInit();
    return { reporter, file: join(reports, 'replay.verdicts.json') };
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  // A case that ended (its entry aside: the reading does not depend on it).
  const caseEnded = (reporter: GateReporter) => reporter.onTestCaseResult({ meta: () => ({}) } as unknown as TestCase);

  it('reads it once the first case has ended, not after the last case', async () => {
    const { reporter, file } = setUp(JSON.stringify({ target: 'replay', accepted: {} }));
    caseEnded(reporter);
    await turn();
    writeFileSync(file, 'not JSON any more');
    expect(() => reporter.onTestRunEnd([], [])).not.toThrow();
  });

  it('does not read it before a case has ended (the workers import the suites from this thread then)', async () => {
    const { reporter, file } = setUp(JSON.stringify({ target: 'replay', accepted: {} }));
    await turn();
    writeFileSync(file, 'not JSON any more');
    expect(() => reporter.onTestRunEnd([], [])).toThrow(/replay\.verdicts\.json/);
  });

  it('reports a baseline it cannot read at the end, with the gate, as before', async () => {
    const { reporter } = setUp('not JSON');
    caseEnded(reporter);
    await turn();
    expect(() => reporter.onTestRunEnd([], [])).toThrow(/replay\.verdicts\.json/);
  });
});

describe('the folder the console names is the one the run wrote (issue 51, item 2)', () => {
  const moved = mkdtempSync(join(tmpdir(), 'vts-gate-moved-'));
  afterAll(() => rmSync(moved, { recursive: true, force: true }));
  const lines: string[] = [];
  const violation = { check: 'errorCode', title: 'errorCode', pointer: '/errorCode', actual: 'x', expected: 'y' };
  const entry = {
    ruleId: 'login.expiry.zero',
    operation: 'login',
    title: 'zero is refused',
    verdict: 'violation',
    outcome: 'fail',
    violations: [violation, violation, violation, violation, violation],
    attempts: 1,
    status: 400,
    reproduce: 'npm run conformance -- --rule login.expiry.zero',
  };

  it('says where summary.md and verdicts.json are when VTS_REPORTS_DIR moved them', () => {
    const reporter = new GateReporter({
      reportsDir: moved,
      meta: { target: 'replay', seed: 1 },
      strict: false,
      out: (l) => lines.push(l),
    });
    reporter.onInit();
    appendFileSync(join(moved, 'cases.ndjson'), `${JSON.stringify(entry)}\n`);
    appendFileSync(
      join(moved, 'cases.ndjson'),
      `${JSON.stringify({ ...entry, ruleId: 'login.expiry.max', verdict: 'spec-gap', outcome: 'pass', violations: [] })}\n`,
    );
    reporter.onInterrupt('SIGINT');
    const text = lines.join('\n');
    expect(text).toContain(`${shownPath(moved)}/summary.md explains each`);
    expect(text).toContain(`… and 2 more (${shownPath(moved)}/verdicts.json)`);
    expect(text).not.toMatch(/(^|[ (])reports\/(summary\.md|verdicts\.json)/m);
  });
});
