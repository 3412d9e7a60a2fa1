// The gate reporter marks reports/ as in progress before the first case (issue 8, item 20): no rendered file of an
// earlier run survives to be read as this run's, and a killed run leaves IN-PROGRESS beside its partial cases.ndjson.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GateReporter, IN_PROGRESS } from '../../../src/report/gate-reporter.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-gate-reporter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GateReporter', () => {
  const reporter = new GateReporter({ reportsDir: dir, meta: { target: 'replay', seed: 1 }, strict: false, out: () => {} });
  it('removes the previous run’s rendered reports and marks the run in progress before the first case', () => {
    for (const name of ['verdicts.json', 'junit.xml', 'summary.md']) writeFileSync(join(dir, name), 'an earlier run');
    reporter.onInit();
    expect(['verdicts.json', 'junit.xml', 'summary.md'].filter((name) => existsSync(join(dir, name)))).toEqual([]);
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
