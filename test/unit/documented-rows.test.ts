// Every row of the documents' Errors tables (read from spec/, src/documents/documents.ts) is covered by a rule that cites its
// table and expects its status and text (or errorCode): a documented rule, or a probe carrying the row's expectation
// where the row's field or condition is "not shown" (DESIGN.md §5 Rules). The matcher is the coverage page's too.
import { describe, expect, it } from 'vitest';
import { documentedErrorRows, errorRowsOf, expectsErrorRow } from '../../src/documents/documents.js';
import { allRules } from '../../src/rules/index.js';
import type { Rule } from '../../src/model/types.js';

const ROWS = documentedErrorRows();
const citing = (source: string): Rule[] => allRules().filter((rule) => rule.source.split('; ').includes(source));

describe('the documents’ Errors tables', () => {
  it('are read row by row: every section of both documents, each with its rows', () => {
    expect([...new Set(ROWS.map((r) => r.source.replace(/^.* › Errors › /, '')))]).toEqual([
      'Current token operation',
      'Legacy token operation',
      'Signature matching',
      'Email risk and domain verification',
      'Secretary-of-state search',
      'Prefill by mobile',
      'Fetch IFSC from UPI handle',
      'National-ID QR check',
      'Company registry lookup',
      'Face match',
      'Parse operation',
      'Synchronous analysis',
    ]);
    for (const row of ROWS) {
      expect(
        row.statuses.every((s) => s >= 400 && s < 600),
        JSON.stringify(row),
      ).toBe(true);
      expect(row.text, JSON.stringify(row)).not.toBe('');
    }
  });

  it('a table row the reader cannot take apart fails the reading, not the coverage', () => {
    const rows = errorRowsOf(
      'd.md',
      '## Errors\n\n### S\n\n| HTTP | Message | Condition |\n|---|---|---|\n| 400 or 409 | A | c |\n',
    );
    expect(rows).toEqual([{ source: 'd.md › Errors › S', statuses: [400, 409], column: 'message', text: 'A' }]);
  });

  it.for(
    ROWS.map((row) => [`${row.source.replace(/^.* › Errors › /, '')}: ${row.statuses.join('/')} "${row.text}"`, row] as const),
  )('%s is expected by a rule citing its table', ([, row]) => {
    const rules = citing(row.source);
    expect(
      rules.map((r) => r.id),
      `no rule cites ${row.source}`,
    ).not.toEqual([]);
    expect(
      rules.filter((rule) => expectsErrorRow(rule.expect, row)).map((r) => r.id),
      `no rule citing ${row.source} expects ${row.statuses.join(' or ')} with ${row.column} "${row.text}"`,
    ).not.toEqual([]);
  });
});
