// How a row counts as covered (src/output/coverage/), on a small document and on the real ones, and the page: every
// table row of both documents listed under its section, uncovered rows marked, the HTML escaped and offline.
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { documentIndex, indexOf } from '../../../src/documents/document-index.js';
import type { Expectation, Rule } from '../../../src/model/types.js';
import { htmlPage } from '../../../src/output/coverage/html.js';
import { markdownPage } from '../../../src/output/coverage/markdown.js';
import { coveragePage } from '../../../src/output/coverage/page.js';
import { type RowCoverage, specCoverage } from '../../../src/output/coverage/spec-coverage.js';
import { allRules } from '../../../src/rules/index.js';
import { drop, set } from '../../../src/rules/mutate.js';

const rule = (id: string, source: string, expect: Expectation | undefined, more: Partial<Rule> = {}): Rule => ({
  id,
  operation: 'emailBasic',
  title: 'a title naming nothing',
  source,
  strength: 'documented',
  severity: 'normal',
  request: [],
  ...(expect === undefined ? {} : { expect }),
  ...more,
});

const SMALL = indexOf(
  'd.md',
  [
    '## Errors',
    '### Op',
    '| HTTP | Message | Condition |',
    '|---|---|---|',
    '| 400 | Bad <thing> | c |',
    '| 401 | Missing/Invalid credentials | c |',
    '## Limits',
    '| Limit | Applies to | Value |',
    '|---|---|---|',
    '| Token expiry | both | 1 to 86400 |',
    '| Image size | face match | 6 MB |',
    '## Resources and fields',
    '### Email verification result (`result`)',
    '| Field | Type | Meaning |',
    '|---|---|---|',
    '| breach.isBreached | boolean | m |',
    '| breach.noSuchField | boolean | m |',
    '| status | string | the envelope has one, result has none |',
    '#### Breach record',
    '| Field | Type |',
    '|---|---|',
    '| breach.noOfBreaches | integer |',
    '| <script>alert("x") & \'y\'</script> | a | b |',
    '### National-ID QR data (`result`)',
    '| Field | Type |',
    '|---|---|',
    '| data.pcn | string |',
    '## Endpoints',
    '### Token',
    '| Field | Required |',
    '|---|---|',
    '| expiry | yes |',
    '| workflowId | yes |',
  ].join('\n'),
);
const QR = 'd.md › Resources and fields › National-ID QR data (`result`)';
const SMALL_RULES = [
  rule('op.thing.bad', 'd.md › Errors › Op', { status: 400, message: { kind: 'literal', text: 'Bad widget' } }),
  rule(
    'op.credentials.wrong',
    'd.md › Errors › Op',
    { status: 401, message: { kind: 'literal', text: 'Missing/Invalid credentials' } },
    { strength: 'probe' },
  ),
  rule('authToken.expiry.max', 'd.md › Limits', { status: 200 }, { title: 'expiry 86400 is accepted' }),
  rule('emailBasic.request.breached', 'd.md › Resources and fields › Email verification result (`result`); d.md › Nowhere', {
    status: 200,
    variant: 'breached',
  }),
  rule('op.thing.other-status', 'd.md › Errors › Op', { status: 409, message: { kind: 'literal', text: 'Bad widget' } }),
  // Every variant of the status but one holds data.pcn; only the rule pinned to a variant that holds it covers the row.
  rule('philsysQRCheck.any.variant', QR, { status: 200 }, { operation: 'philsysQRCheck' }),
  rule('philsysQRCheck.card.variant', QR, { status: 200, variant: 'philsys-card' }, { operation: 'philsysQRCheck' }),
  // A probe with no expectation fails on nothing, whatever it sends.
  rule('authToken.workflowId.observed', 'd.md › Endpoints › Token', undefined, {
    operation: 'authToken',
    strength: 'probe',
    request: drop('workflowId'),
  }),
  rule(
    'authToken.some.case',
    'd.md › Endpoints › Token',
    { status: 200 },
    { operation: 'authToken', request: set({ expiry: 1 }) },
  ),
];
const small = specCoverage([SMALL], SMALL_RULES, [
  { id: 'fault-bad', breaks: 'op.thing.bad' },
  { id: 'fault-broad', breaks: 'op.other', alsoBreaks: ['op.thing.bad'] },
]);
const smallRow = (key: string): RowCoverage =>
  small.documents[0]!.sections.flatMap((s) => s.rows).find((r) => r.row.key === key)!;
const summary = (r: RowCoverage) => ({ covered: r.covered, rules: r.rules.map((x) => `${x.id} ${x.by} ${x.faults.join(',')}`) });

describe('how a row counts as covered', () => {
  it('an Errors row: by a rule citing its table that expects its status and text, a <placeholder> filled in; its faults break it (another status does not cover it)', () => {
    expect(summary(smallRow('400 Bad <thing>'))).toEqual({ covered: true, rules: ['op.thing.bad row fault-bad,fault-broad'] });
  });

  it('a row only a probe expects is not covered, and is counted apart', () => {
    expect(summary(smallRow('401 Missing/Invalid credentials'))).toEqual({
      covered: false,
      rules: ['op.credentials.wrong row '],
    });
    expect(small.documents[0]!.totals).toEqual({
      rows: 12,
      covered: 6,
      probed: 2,
      reasoned: 0,
      open: 4,
      sections: 9,
      cited: 5,
    });
  });

  it('another row: by a rule citing its section that names every word of its key; citing alone is not enough', () => {
    expect(summary(smallRow('Token expiry'))).toEqual({ covered: true, rules: ['authToken.expiry.max name '] });
    expect(summary(smallRow('Image size'))).toEqual({ covered: false, rules: [] });
  });

  it('a field: by a rule citing its section whose request sets it; a probe that drops it, expecting nothing, only touches it', () => {
    expect(summary(smallRow('expiry'))).toEqual({ covered: true, rules: ['authToken.some.case name '] });
    expect(summary(smallRow('workflowId'))).toEqual({ covered: false, rules: ['authToken.workflowId.observed name '] });
  });

  it('a response field: by a rule whose every schema holds it under result; a field no schema holds is not covered', () => {
    expect(summary(smallRow('breach.isBreached'))).toEqual({ covered: true, rules: ['emailBasic.request.breached schema '] });
    expect(summary(smallRow('breach.noSuchField'))).toEqual({ covered: false, rules: [] });
    expect(summary(smallRow('status'))).toEqual({ covered: false, rules: [] });
    // A #### table lies in the ### the rule cites.
    expect(summary(smallRow('breach.noOfBreaches'))).toEqual({ covered: true, rules: ['emailBasic.request.breached schema '] });
    expect(summary(smallRow('data.pcn'))).toEqual({ covered: true, rules: ['philsysQRCheck.card.variant schema '] });
  });

  it('a source part that names no section is listed, not counted', () => {
    expect(small.unresolved).toEqual([{ ruleId: 'emailBasic.request.breached', source: 'd.md › Nowhere' }]);
  });
});

const faults = FAULTS.map(({ id, breaks, alsoBreaks }) => ({ id, breaks, alsoBreaks }));
const real = specCoverage(documentIndex(), allRules(), faults);
const realRow = (document: string, key: string) =>
  real.documents
    .find((d) => d.document === document)!
    .sections.flatMap((s) => s.rows)
    .find((r) => r.row.key === key)!;

describe('the documents’ coverage', () => {
  it('an Errors row is covered by the rules expecting it, each with the faults that break it', () => {
    const row = realRow('verification-and-token-services.md', '400 Expiry should be greater than 0');
    expect(row.covered).toBe(true);
    expect(row.rules.map((r) => r.id)).toEqual(['login.expiry.zero', 'login.expiry.negative']);
    for (const r of row.rules)
      expect(r.faults, r.id).toEqual(FAULTS.filter((f) => f.breaks === r.id || f.alsoBreaks?.includes(r.id)).map((f) => f.id));
    expect(row.rules.every((r) => r.faults.length > 0)).toBe(true);
  });

  it('a row no rule covers is reported as such: on the page, marked and listed', () => {
    expect(smallRow('Image size')).toMatchObject({ covered: false, rules: [] });
    const md = markdownPage(coveragePage(small));
    expect(md).toContain('| `Image size` | **not covered** |  |');
    expect(md).toContain('### Rows of d.md neither covered, probed nor given a reason (4)');
    expect(md).toContain('- Limits: `Image size`');
  });

  it('an operation path and an address placeholder: by every rule that calls the operation (at that host)', () => {
    const gating = (r: RowCoverage) => r.rules.filter((x) => x.strength === 'documented');
    const path = realRow('verification-and-token-services.md', '/v2/auth/token');
    expect(path.covered).toBe(true);
    expect(new Set(gating(path).map((r) => `${r.id.split('.')[0]} ${r.by}`))).toEqual(new Set(['authToken operation']));
    const host = realRow('verification-and-token-services.md', '{region_url}');
    expect(new Set(gating(host).map((r) => `${r.id.split('.')[0]} ${r.by}`))).toEqual(new Set(['matchFace host']));
    const md = markdownPage(coveragePage(real));
    expect(md).toMatch(/\| `\/v2\/auth\/token` \| \d+ gating rules of `authToken` call it \(\d+ faults prove them\) \|/);
  });

  it('a request field: by the rules of its endpoint that send it changed, whatever section they cite', () => {
    const appId = realRow('verification-and-token-services.md', 'appId');
    expect(appId.row.section).toBe('verification-and-token-services.md › Endpoints › Generate access token (current method)');
    expect(appId.rules.filter((r) => r.strength === 'documented').map((r) => `${r.id} ${r.by}`)).toContain(
      'authToken.appId.missing request',
    );
  });

  it('a response field written from the envelope: by every rule whose schemas all hold exactly that path', () => {
    const token = realRow('verification-and-token-services.md', 'result.authToken');
    expect(token.covered).toBe(true);
    expect(new Set(token.rules.map((r) => `${r.id.split('.')[0]} ${r.by}`))).toEqual(new Set(['authToken schema']));
    expect(new Set(realRow('verification-and-token-services.md', 'result.token').rules.map((r) => r.id.split('.')[0]))).toEqual(
      new Set(['login']),
    );
  });

  it('a row with a reason: shown in its table and listed, counted apart', () => {
    const row = realRow('verification-and-token-services.md', '400 Invalid value passed to idFaceString');
    expect(row.covered).toBe(false);
    expect(row.reason).toMatch(/no request can be built/);
    const md = markdownPage(coveragePage(real));
    expect(md).toContain(`| \`400 Invalid value passed to idFaceString\` | **reason**: ${row.reason} |`);
  });
});

/** The first cell of each table line under each `### ` heading of the Markdown page, heading by heading. */
function keysBySection(md: string): string[][] {
  const out: string[][] = [];
  for (const line of md.split('\n')) {
    if (line.startsWith('## ')) out.push([]);
    if (line.startsWith('### ')) out.push([]);
    const cell = /^\| (`+) ?(.*?) ?\1 \|/.exec(line);
    if (cell && out.length > 0) out.at(-1)!.push(cell[2]!.replace(/\\\|/g, '|'));
  }
  return out;
}

describe('the page', () => {
  const blocks = coveragePage(real);
  const md = markdownPage(blocks);
  const html = htmlPage(blocks);

  it('lists every table row of both documents under its section, and the totals on top', () => {
    const documents = md.slice(md.indexOf(`\n## ${real.documents[0]!.document}`));
    // Per document: its heading, a heading per section, then the headings of its rows only probed, with a reason, and in
    // none of the three (lists, no table).
    const expected = documentIndex().flatMap((doc) => [
      [],
      ...doc.sections.map((s) => doc.rows.filter((r) => r.section === s.path).map((r) => r.key)),
      [],
      [],
      [],
    ]);
    expect(keysBySection(documents)).toEqual(expected);
    const top = md.slice(0, md.indexOf('\n## '));
    for (const d of real.documents) expect(top).toContain(`${d.totals.covered} of ${d.totals.rows} rows covered`);
  });

  it('the HTML page holds the same rows, escaped, and can reach no host', () => {
    for (const row of documentIndex().flatMap((d) => d.rows))
      expect(html, row.key).toContain(
        `<td><code>${row.key.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</code></td>`,
      );
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
    expect(html).not.toMatch(/\b(src|href|action)=|url\(|@import|https?:\/\//i);
  });

  it('escapes what the documents hold: no tag of theirs reaches the HTML, no pipe breaks a Markdown table', () => {
    const smallHtml = htmlPage(coveragePage(small));
    expect(smallHtml).toContain('<code>&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;</code>');
    expect(smallHtml).not.toContain('<script');
    expect(markdownPage([{ table: { head: ['a'], rows: [[[{ code: 'x | y' }]], [['<b>']]] } }])).toBe(
      '| a |\n|---|\n| `x \\| y` |\n| \\<b\\> |\n',
    );
  });
});
