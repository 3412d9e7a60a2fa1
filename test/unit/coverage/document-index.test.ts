// The project's index of the documents (src/documents/document-index.ts) held against spec/ itself: every heading a section,
// every table body line a row, each row under the section it lies in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { documentIndex, indexOf } from '../../../src/documents/document-index.js';

const INDEX = documentIndex();
const lines = (document: string) => readFileSync(join(ROOT, 'spec', document), 'utf8').split('\n');

describe.for(INDEX.map((d) => [d.document, d] as const))('the index of %s', ([document, index]) => {
  it('reads every table body line as a row: the lines starting with "|", less a header and a separator per table', () => {
    const table = lines(document).filter((l) => l.startsWith('|'));
    const separators = table.filter((l) => /^\|[\s:|-]+\|\s*$/.test(l)).length;
    expect(index.rows.length).toBe(table.length - 2 * separators);
  });

  it('makes every ##, ### and #### heading a section, in order, its path running through the headings above it', () => {
    const headings = lines(document).flatMap((l, i) => (/^#{2,4} /.test(l) ? [{ line: i + 1, text: l }] : []));
    expect(index.sections.map((s) => ({ line: s.line, text: `${'#'.repeat(s.level)} ${s.title}` }))).toEqual(headings);
    for (const s of index.sections) expect(s.path.split(' › ')).toHaveLength(s.level);
  });

  it('puts each row in a section of the index, with a key no other row of its section has', () => {
    const paths = new Set(index.sections.map((s) => s.path));
    for (const row of index.rows) expect(paths.has(row.section), row.section).toBe(true);
    for (const path of paths) {
      const keys = index.rows.filter((r) => r.section === path).map((r) => r.key);
      expect(new Set(keys).size, path).toBe(keys.length);
    }
  });
});

describe('a row belongs to its nearest heading', () => {
  const vts = INDEX.find((d) => d.document === 'verification-and-token-services.md')!;
  const bsa = INDEX.find((d) => d.document === 'bank-statement-analysis.md')!;

  it('a table outside any ### belongs to its ##', () => {
    const purpose = vts.rows.find((r) => r.key === '/v2/auth/token');
    expect(purpose?.section).toBe('verification-and-token-services.md › What the service does');
    const limits = bsa.rows.filter((r) => r.section === 'bank-statement-analysis.md › Limits').map((r) => r.key);
    expect(limits).toEqual(['minRequiredMonths', 'transactionThreshold', 'Retained data']);
  });

  it('a table under a #### belongs to the ####, below its ### and ##', () => {
    expect(bsa.rows.find((r) => r.key === 'totalCountOfInstallments')?.section).toBe(
      'bank-statement-analysis.md › Resources and fields › Results resource (asynchronous flow) › Recurring transaction object',
    );
  });

  it('an Errors row is keyed by its HTTP and second cell; a repeated first cell takes the next cells', () => {
    const errors = vts.rows.filter((r) => r.section.endsWith('› Errors › Legacy token operation')).map((r) => r.key);
    expect(errors).toContain('401 Missing/Invalid credentials');
    expect(vts.rows.filter((r) => r.section.endsWith('› Limits')).map((r) => r.key)).toEqual([
      'Token expiry',
      'Image size',
      'Rate · face match',
      'Rate · signature matching',
    ]);
  });

  it('reads a small document the same way: a heading level skipped back, two tables in one section', () => {
    const index = indexOf(
      'd.md',
      [
        '# D',
        '## A',
        '| K | V |',
        '|---|---|',
        '| x | 1 |',
        '### B',
        '#### C',
        '| K | V |',
        '|:--|--:|',
        '| y | 1 |',
        '| y | 2 |',
        '## E',
        '| Field | T |',
        '|---|---|',
        '| z | s |',
        '',
        '| Other | T |',
        '|---|---|',
        '| w | s |',
      ].join('\n'),
    );
    expect(index.sections.map((s) => s.path)).toEqual(['d.md › A', 'd.md › A › B', 'd.md › A › B › C', 'd.md › E']);
    expect(index.rows.map((r) => [r.section, r.key, r.header[0]])).toEqual([
      ['d.md › A', 'x', 'K'],
      ['d.md › A › B › C', 'y · 1', 'K'],
      ['d.md › A › B › C', 'y · 2', 'K'],
      ['d.md › E', 'z', 'Field'],
      ['d.md › E', 'w', 'Other'],
    ]);
  });
});
