// The console of a run shows what matters (issue 19, item 6): the matrix, each failing case once with its violations
// clipped to readable lines (the pointer in view), one line counting the non-gating verdicts (--verbose lists them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliRun, runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-console-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = (name: string, extra: Record<string, string> = {}) => ({ VTS_REPORTS_DIR: join(scratch, name), ...extra });

const REPARSE = 'getBankStatementParsingResults.reparse.latest-kept';
const lines = (run: CliRun) => run.output.split('\n');
/** Lines that speak of a rule, the reproduce command aside. */
const about = (run: CliRun, ruleId: string) => lines(run).filter((l) => l.includes(ruleId) && !l.startsWith('reproduce:'));

let green: CliRun;
let verbose: CliRun;
let appends: CliRun;
let dropped: CliRun;
beforeAll(async () => {
  [green, verbose, appends, dropped] = await Promise.all([
    runCli(['conformance'], env('green')),
    runCli(['conformance', '--verbose'], env('verbose')),
    // A results answer that appends a re-parse to the first: the violation's received value is a long array.
    runCli(
      ['conformance', '--target', 'sandbox', '--operation', 'getBankStatementParsingResults', '--seed', '7'],
      env('appends', { VTS_SANDBOX_FAULTS: 'getBankStatementParsingResults-reparse-appends' }),
    ),
    // A statement analysis that drops the last row: dozens of oracle violations on one case.
    runCli(
      ['conformance', '--target', 'sandbox', '--operation', 'bankStatementAnalysis', '--seed', '7'],
      env('dropped', { VTS_SANDBOX_FAULTS: 'bankStatementAnalysis-last-row-dropped' }),
    ),
  ]);
}, 240_000);

describe('a green offline gate', () => {
  it('prints the matrix and one line counting the spec gaps, not a line per gap', () => {
    expect(green.code, green.output).toBe(0);
    const count = lines(green).filter((l) => l.startsWith('non-gating: '));
    expect(count, green.output).toHaveLength(1);
    expect(count[0]).toMatch(/^non-gating: \d+ spec gaps/);
    expect(green.output).not.toMatch(/^SPEC-GAP /m);
    // The banner, the matrix (header, rule, one row per operation and the total), the count, reports and exit.
    expect(lines(green).filter((l) => l.trim() !== '').length, green.output).toBeLessThanOrEqual(25);
  });

  it('--verbose lists every spec gap, as many as the matrix counts', () => {
    expect(verbose.code, verbose.output).toBe(0);
    const total = /^all\s+(\d+)\s+(\d+)\s+\d+\s+\d+\s+\d+\s+(\d+)/m.exec(verbose.output);
    const gaps = lines(verbose).filter((l) => l.startsWith('spec-gap '));
    expect(gaps.length, verbose.output).toBe(Number(total?.[3]));
    expect(gaps.length).toBeGreaterThan(0);
  });
});

describe('a failing case', () => {
  it('is printed once, on clipped lines that keep the pointer', () => {
    expect(appends.code, appends.output).toBe(1);
    expect(about(appends, REPARSE), appends.output).toHaveLength(1);
    expect(about(appends, REPARSE)[0]).toMatch(new RegExp(`^new violation: ${REPARSE.replace(/\./g, '\\.')}: `));
    for (const line of lines(appends)) expect(line.length, line).toBeLessThanOrEqual(220);
    expect(appends.output).toMatch(/^ {2}\S.* at \/\S* — received .*, documented /m);
  });

  it('with dozens of violations shows three of them and counts the rest', () => {
    expect(dropped.code, dropped.output).toBe(1);
    expect(lines(dropped).length, dropped.output).toBeLessThanOrEqual(60);
    // The folder the run wrote (VTS_REPORTS_DIR), not reports/ (issue 51, item 2).
    expect(dropped.output).toMatch(/^ {2}… and \d+ more \((\S+)\/verdicts\.json\)$/m);
    expect(dropped.output).toContain(`more (${join(scratch, 'dropped')}/verdicts.json)`);
    expect(dropped.output).toContain(`other failing case(s): ${join(scratch, 'dropped')}/summary.md`);
    for (const line of lines(dropped)) expect(line.length, line).toBeLessThanOrEqual(220);
  });
});
