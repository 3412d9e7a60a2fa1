// Every answer held to the truth of what was sent (issue 17, items 1–3), run as cases against the sandbox: a vendor that
// leaves the last transaction of every statement out and recomputes every figure is caught on the synchronous analysis
// and on the results, by the facts oracles; results that are not their parse's are caught; a team's own statement is
// held to its facts file, and one without facts is judged as before, the report saying so; month coverage counts the
// calendar months statements cover, not the statement files.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STATEMENTS_DIR } from '../../src/uploads/statement-facts.js';
import type { CaseResult } from '../../src/model/types.js';
import { describeViolation } from '../../src/case/violation-text.js';
import { runOnSandbox } from './sandbox-run.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-facts-run-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The cases of these rules against a sandbox with these faults; `data` replaces test data of the profile. */
const run = (ids: string[], faults: string[] = [], data: Record<string, string> = {}): Promise<CaseResult[]> =>
  runOnSandbox(ids, { faults, data });

const lines = (r: CaseResult | undefined) => (r?.violations ?? []).map(describeViolation);

describe('a vendor that leaves the last transaction of every statement out (the figures recomputed)', () => {
  it('is a violation of the synchronous analysis, named by the statement-facts oracle', async () => {
    const [three] = await run(['bankStatementAnalysis.request.three-months'], ['bankStatementAnalysis-last-row-dropped']);
    expect(three?.verdict).toBe('violation');
    // Every arithmetic oracle is silent: only the facts of the file tell.
    expect(new Set(three?.violations.map((v) => v.keyword))).toEqual(new Set(['statement-facts']));
    expect(lines(three)).toContain(
      'Figure differs from the file sent (oracle statement-facts) at /result/0/details/transactions_count — Received: 89 / Documented: 90',
    );
    expect(lines(three).some((l) => l.startsWith('Figure differs from the file sent (oracle statement-facts, 2026-03) at'))).toBe(
      true,
    );
  });

  it('is a violation of the results, named by the results-facts oracle', async () => {
    const [completed] = await run(
      ['getBankStatementParsingResults.request.completed'],
      ['getBankStatementParsingResults-last-row-dropped'],
    );
    expect(completed?.verdict).toBe('violation');
    expect(new Set(completed?.violations.map((v) => v.keyword))).toEqual(new Set(['results-facts']));
    expect(
      lines(completed).some((l) =>
        l.startsWith(
          'Figure differs from the file sent (oracle results-facts, 2025-12) at /result/details/businessCheckingSummaries/1/',
        ),
      ),
    ).toBe(true);
  });
});

describe('results that are not their parse’s (item 2)', () => {
  it('the merchantId given as the contractId is a violation of results-parse', async () => {
    const [completed] = await run(
      ['getBankStatementParsingResults.request.completed'],
      ['getBankStatementParsingResults-contractId-is-merchantId'],
    );
    expect(completed?.verdict).toBe('violation');
    expect(completed?.violations.map((v) => [v.keyword, v.title, v.pointer])).toEqual([
      ['results-parse', 'Results do not match their parse', '/result/details/contractId'],
    ]);
  });
});

describe("a team's own statement (item 1)", () => {
  /** The committed three-month statement under a name of the team's, with a facts file beside it (or none). */
  const statement = (name: string, facts?: (f: Record<string, unknown>) => void, extraBytes = '') => {
    const path = join(scratch, name);
    copyFileSync(join(STATEMENTS_DIR, 'statement-3-months.pdf'), path);
    if (extraBytes) writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from(extraBytes)]));
    if (facts) {
      const entry = (
        JSON.parse(readFileSync(join(STATEMENTS_DIR, 'manifest.json'), 'utf8')) as { files: { name: string }[] }
      ).files.find((f) => f.name === 'statement-3-months.pdf') as Record<string, unknown>;
      const { name: _n, mediaType: _m, size: _s, sha256: _h, kind: _k, depicts: _d, ...shape } = entry;
      facts(shape);
      writeFileSync(`${path}.facts.json`, JSON.stringify(shape));
    }
    return path;
  };

  it('is held to its facts file: a fact the answer does not tell is a violation naming the file', async () => {
    const path = statement('acme-q1.pdf', (f) => Object.assign(f.facts as object, { creditCount: 18 }));
    const [three] = await run(['bankStatementAnalysis.request.three-months'], [], { statementThreeMonths: path });
    expect(three?.verdict).toBe('violation');
    expect(three?.violations.map((v) => [v.pointer, v.expected, v.actual, v.params?.holds])).toEqual([
      ['/result/0/details/total_credit_transactions_count', 18, 17, 'creditCount: the facts of acme-q1.pdf.facts.json'],
      [
        '/result/0/details/summary/overall/numberOfCreditTransactions',
        18,
        17,
        'creditCount: the facts of acme-q1.pdf.facts.json',
      ],
    ]);
  });

  it('without facts is judged on its own arithmetic, and the report says the facts were not there', async () => {
    // Other bytes (a trailing comment after %%EOF): no committed statement has them, no facts file is beside it.
    const path = statement('unknown-q1.pdf', undefined, '\n% a note of the team\n');
    const [three] = await run(['bankStatementAnalysis.request.three-months'], [], { statementThreeMonths: path });
    expect(three?.verdict).toBe('pass');
    expect(three?.observed).toContain('no facts for unknown-q1.pdf: judged on its own arithmetic only');
  });
});

describe('month coverage counts calendar months, not statement files (item 3)', () => {
  it('a vendor counting files fails both scenarios: one statement of three months, three of one month', async () => {
    const ids = ['parseBankStatement.months.one-statement-three-months', 'parseBankStatement.months.same-month-thrice'];
    const clean = await run(ids);
    expect(clean.map((r) => r.verdict)).toEqual(['pass', 'pass']);
    const counting = await run(ids, ['parseBankStatement-coverage-counts-files']);
    expect(counting.map((r) => r.verdict)).toEqual(['violation', 'violation']);
    expect(lines(counting[0])).toEqual(['Undocumented status code — Received: 400 / Documented: 202']);
  });
});
