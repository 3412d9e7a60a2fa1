// The reasons of the coverage page (src/output/coverage/reasons.ts) held to the documents and the rules: each names a
// row that exists, no covered row has one, each is one line; and every row is covered, probed or given a reason.
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { documentIndex } from '../../../src/documents/document-index.js';
import { ROW_REASONS } from '../../../src/output/coverage/reasons.js';
import { specCoverage } from '../../../src/output/coverage/spec-coverage.js';
import { allRules } from '../../../src/rules/index.js';

const coverage = specCoverage(
  documentIndex(),
  allRules(),
  FAULTS.map(({ id, breaks, alsoBreaks }) => ({ id, breaks, alsoBreaks })),
);
const rows = coverage.documents.flatMap((d) => d.sections.flatMap((s) => s.rows));
const named = (r: { section: string; row: string }) => `${r.section} › ${r.row}`;

describe('the reasons no request can test a row', () => {
  it('each names a row of the documents (a reason for a row that no longer exists fails here)', () => {
    const keys = new Set(rows.map((r) => named({ section: r.row.section, row: r.row.key })));
    expect(ROW_REASONS.filter((r) => !keys.has(named(r))).map(named)).toEqual([]);
  });

  it('no row is both covered and given a reason', () => {
    const covered = new Set(rows.filter((r) => r.covered).map((r) => named({ section: r.row.section, row: r.row.key })));
    expect(ROW_REASONS.filter((r) => covered.has(named(r))).map(named)).toEqual([]);
  });

  it('each is one line, and no row has two', () => {
    for (const r of ROW_REASONS) expect(r.reason, named(r)).toMatch(/^[^\n]{10,200}$/);
    expect(new Set(ROW_REASONS.map(named)).size).toBe(ROW_REASONS.length);
  });

  it('every row is covered, probed or given a reason', () => {
    const open = rows.filter((r) => !r.covered && r.reason === undefined && r.rules.length === 0);
    expect(open.map((r) => named({ section: r.row.section, row: r.row.key }))).toEqual([]);
    expect(coverage.documents.reduce((n, d) => n + d.totals.open, 0)).toBe(0);
  });
});
