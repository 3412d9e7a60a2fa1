// Issue 36, item 9: a team's own statement without facts is judged by its own arithmetic only, and every place a QA
// engineer reads says so: one console line per statement at the end of the run, summary.md, the Allure case; and
// `npm run doctor` names each statement of the profile that has no facts file before any run.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideCase } from '../../src/gate/decide.js';
import { entryOf, type VerdictEntry } from '../../src/gate/case-record.js';
import { STATEMENTS_DIR } from '../../src/uploads/statement-facts.js';
import type { CaseResult } from '../../src/model/types.js';
import { caseAbout } from '../../src/output/allure/case.js';
import { GateReporter } from '../../src/output/gate-reporter.js';
import { runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';
import { runOnSandbox } from './sandbox-run.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-facts-note-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the committed three-month statement with other bytes (no committed facts match) and no facts file. */
function teamStatement(name: string): string {
  const path = join(scratch, name);
  copyFileSync(join(STATEMENTS_DIR, 'statement-3-months.pdf'), path);
  writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from('\n% a note of the team\n')]));
  return path;
}

const RULES = ['bankStatementAnalysis.request.three-months', 'bankStatementAnalysis.statement.one-month'];

describe('a profile statement without facts, run against the sandbox', () => {
  let results: CaseResult[];
  let entries: VerdictEntry[];
  let console: string[];
  let summary: string;
  beforeAll(async () => {
    const three = teamStatement('acme-q1.pdf');
    results = await runOnSandbox(RULES, { data: { statementThreeMonths: three } });
    entries = results.map((r) => {
      const partial = { ruleId: r.rule.id, verdict: r.verdict, violations: r.violations };
      return entryOf(r, decideCase(partial, { target: 'sandbox', accepted: {} }, false));
    });
    // The reporter renders what a run streamed to cases.ndjson: the console lines and summary.md of the run's end.
    const reportsDir = join(scratch, 'reports');
    const ndjson = entries.map((e) => `${JSON.stringify(e)}\n`).join('');
    console = [];
    const reporter = new GateReporter({
      reportsDir,
      meta: { target: 'sandbox', seed: 1 },
      strict: false,
      out: (line) => console.push(line),
      resumed: true,
    });
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, 'cases.ndjson'), ndjson);
    reporter.onInterrupt('SIGINT');
    summary = readFileSync(join(reportsDir, 'summary.md'), 'utf8');
  }, 120_000);

  it('both cases pass, judged on their own arithmetic (the one-month statement is the committed one, with facts)', () => {
    expect(results.map((r) => r.verdict)).toEqual(['pass', 'pass']);
    expect(results[0]?.observed).toContain('no facts for acme-q1.pdf');
    expect(results[1]?.observed ?? '').not.toContain('no facts');
  });

  it('the console says it once per statement, at the end of the run', () => {
    const lines = console.filter((l) => l.includes('acme-q1.pdf'));
    expect(lines).toEqual([
      'no facts for acme-q1.pdf: 1 case judged on its own arithmetic only (bankStatementAnalysis.request.three-months): put acme-q1.pdf.facts.json beside it (docs/statement-facts.md)',
    ]);
  });

  it('summary.md lists the statement and its cases', () => {
    expect(summary).toContain('## Statements without facts');
    expect(summary).toContain(
      '- acme-q1.pdf: 1 case judged on its own arithmetic only (bankStatementAnalysis.request.three-months): put acme-q1.pdf.facts.json beside it (docs/statement-facts.md)',
    );
  });

  it('the Allure case has a line of its own for it', () => {
    const about = caseAbout(results[0]?.rule as CaseResult['rule'], entries[0] as VerdictEntry, 'status 200');
    expect(about).toContainEqual([
      'Facts',
      'none for acme-q1.pdf: judged on its own arithmetic only (put acme-q1.pdf.facts.json beside it: docs/statement-facts.md)',
    ]);
    const other = caseAbout(results[1]?.rule as CaseResult['rule'], entries[1] as VerdictEntry, 'status 200');
    expect(other.map(([k]) => k)).not.toContain('Facts');
  });
});

describe('npm run doctor', () => {
  it('names each statement of the profile that has no facts file, and not the committed ones', async () => {
    const env = liveEnv(mkdtempSync(join(scratch, 'doctor-')), { url: 'http://127.0.0.1:9' });
    const profile = JSON.parse(readFileSync(env.VTS_TARGET_PROFILE as string, 'utf8')) as { data: Record<string, string> };
    profile.data.statementThreeMonths = teamStatement('team-q1.pdf');
    writeFileSync(env.VTS_TARGET_PROFILE as string, JSON.stringify(profile));
    const run = await runInProcess(['doctor', '--operation', 'bankStatementAnalysis'], env);
    const named = run.output.split('\n').filter((l) => l.includes('no facts file'));
    expect(named, run.output).toEqual([
      expect.stringMatching(
        /^hint: "statementThreeMonths" names .*team-q1\.pdf, which has no facts file: \d+ rules judge it on its own arithmetic only \(bankStatementAnalysis\.request\.three-months, .*\): put team-q1\.pdf\.facts\.json beside it \(docs\/statement-facts\.md\), or name a committed statement of fixtures\/inputs\/statements\/$/,
      ),
    ]);
  }, 60_000);
});
