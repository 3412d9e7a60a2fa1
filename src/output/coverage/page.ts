// The spec coverage page as blocks (headings, paragraphs, tables, lists), so the Markdown and the HTML page render the
// same content from one place.
import { PATH_SEPARATOR } from '../../documents/document-index.js';
import type { CoveringRule, DocumentCoverage, RowCoverage, SpecCoverage, Totals } from './spec-coverage.js';

export type Inline = string | { code: string } | { strong: string };
export type Block =
  | { heading: 1 | 2 | 3; text: Inline[] }
  | { paragraph: Inline[] }
  | { list: Inline[][] }
  | { table: { head: string[]; rows: Inline[][][] } };

export const HOW_COUNTED: Inline[][] = [
  [
    { strong: 'Errors rows' },
    ': a rule covers the row when its source cites the row’s table and it expects the row’s status and its message or errorCode (a ',
    { code: '<placeholder>' },
    ' stands for the name a rule fills in), the one matcher test/unit/documented-rows.test.ts holds every Errors row to.',
  ],
  [
    { strong: 'Field tables' },
    ' (headed "Field"): a rule citing the row’s section (or a section above it) covers the row when its ' +
      'id, title, request (a body field it sets, adds or drops) or expectation names the field path (',
    { code: 'breach.isBreached' },
    ' is named by a pointer ending in /breach/isBreached or a title writing it), or, for a response field ' +
      'table (outside Endpoints), when every schema its answer is held to holds that field (under ',
    { code: 'result' },
    ' where the heading says so) with a constraint: marked "via schema".',
  ],
  [
    { strong: 'Every other table' },
    ' (limits, states, placeholders, event types, QR types): a rule citing the section covers the row ' +
      'when every word of the row’s key is a word of the rule’s id, title, request or expectation ("Token ' +
      'expiry": ',
    { code: 'authToken.expiry.above-max' },
    ').',
  ],
  [
    { strong: 'What a request exercises' },
    ', whatever the rule cites: an operation path (',
    { code: '/v2/auth/token' },
    ') is covered by every rule that calls it; an address placeholder (',
    { code: '{auth_url}' },
    ') by every rule that calls an operation at it; a request field of an Endpoints table by every rule ' +
      'of that endpoint (the operation most rules citing the section call) whose request sets, adds or ' +
      'drops the field, or that names it; a response field written from the envelope (',
    { code: 'result.authToken' },
    ') by every rule whose schemas all hold exactly that path.',
  ],
  [
    'A gating rule counts only with an expectation (it can fail); a probe counts when it names or sends ' +
      'the row, expecting something or not (it records what the vendor does). A row is ',
    { strong: 'covered' },
    ' when a gating (documented) rule covers it; else it has a ',
    { strong: 'reason' },
    ' when src/output/coverage/reasons.ts says in one line why no request can test it (a probe may still record what a vendor does there); else it is ',
    { strong: 'probed' },
    ' when a probe touches it: a probe never fails a run. Faults are the sandbox faults whose ',
    { code: 'breaks' },
    ' (or ',
    { code: 'alsoBreaks' },
    ') names the rule: the mutation self-test proves each makes that rule fail. A row a rule tests ' +
      'without naming it shows as not covered: name it in the rule’s title.',
  ],
];

/** Text of the documents (a heading): its own `code` spans kept as code, the rest as text. */
const spans = (text: string): Inline[] =>
  text
    .split(/(`[^`]+`)/)
    .flatMap((part): Inline[] => (part === '' ? [] : /^`.+`$/.test(part) ? [{ code: part.slice(1, -1) }] : [part]));

/** A section's path inside its document. */
const within = (path: string): Inline[] => spans(path.split(PATH_SEPARATOR).slice(1).join(PATH_SEPARATOR));

/** "N of M rows covered (K more only by a probe; R with a reason)": what `npm run coverage` prints too. */
export const rowsLine = (t: Totals): string =>
  `${t.covered} of ${t.rows} rows covered (${t.probed} more only by a probe; ${t.reasoned} with a ` +
  `reason)${t.open > 0 ? `; ${t.open} in none of the three` : ''}`;

const totalsLine = (t: Totals): string => `${rowsLine(t)}; ${t.cited} sections cited of ${t.sections}`;

/** How a rule exercises a row, when not by naming it. */
const BY: Partial<Record<CoveringRule['by'], string>> = {
  schema: ' via schema',
  operation: ' calls it',
  host: ' calls it',
  request: ' sends it',
};

/** Rules that only call the row's path or host are many: counted per operation, not listed one by one. */
const callsOnly = (rules: CoveringRule[]): boolean =>
  rules.length > 0 && rules.every((r) => r.by === 'operation' || r.by === 'host');

function callers(rules: CoveringRule[], kind: 'gating rule' | 'probe'): Inline[] {
  const ops = [...new Set(rules.map((r) => r.id.split('.')[0] ?? ''))];
  const faults = new Set(rules.flatMap((r) => r.faults)).size;
  return [
    `${rules.length} ${kind}${rules.length === 1 ? '' : 's'} of `,
    ...ops.flatMap((op, i): Inline[] => [...(i > 0 ? [', '] : []), { code: op }]),
    ` call${rules.length === 1 ? 's' : ''} it${kind === 'gating rule' ? ` (${faults} faults prove them)` : ''}`,
  ];
}

function gatingCell(rules: CoveringRule[], reason: string | undefined): Inline[] {
  const gating = rules.filter((r) => r.strength === 'documented');
  if (gating.length === 0 && reason !== undefined) return [{ strong: 'reason' }, `: ${reason}`];
  if (gating.length === 0) return [{ strong: 'not covered' }];
  if (callsOnly(gating)) return callers(gating, 'gating rule');
  return gating.flatMap((rule, i): Inline[] => [
    ...(i > 0 ? ['; '] : []),
    { code: rule.id },
    BY[rule.by] ?? '',
    rule.faults.length === 0 ? ' (no fault)' : ' ← ',
    ...rule.faults.flatMap((f, j): Inline[] => [...(j > 0 ? [', '] : []), { code: f }]),
  ]);
}

function probesCell(rules: CoveringRule[]): Inline[] {
  const probes = rules.filter((r) => r.strength === 'probe');
  if (callsOnly(probes)) return callers(probes, 'probe');
  return probes.flatMap((rule, i): Inline[] => [...(i > 0 ? ['; '] : []), { code: rule.id }]);
}

const rowLine = (r: RowCoverage): Inline[][] => [[{ code: r.row.key }], gatingCell(r.rules, r.reason), probesCell(r.rules)];

const citedBy = (ids: { id: string; strength: string }[], strength: string): Inline[] =>
  ids.filter((r) => r.strength === strength).flatMap((r, i): Inline[] => [...(i > 0 ? [', '] : []), { code: r.id }]);

/** A list of rows under its heading, "None." when empty. */
function rowList(title: string, rows: RowCoverage[], more: (r: RowCoverage) => Inline[] = () => []): Block[] {
  return [
    { heading: 3, text: [`${title} (${rows.length})`] },
    rows.length === 0
      ? { paragraph: ['None.'] }
      : { list: rows.map((r): Inline[] => [...within(r.row.section), ': ', { code: r.row.key }, ...more(r)]) },
  ];
}

function documentBlocks(doc: DocumentCoverage): Block[] {
  const uncovered = doc.sections.flatMap((s) => s.rows.filter((r) => !r.covered));
  const reasoned = uncovered.filter((r) => r.reason !== undefined);
  const probed = uncovered.filter((r) => r.reason === undefined && r.rules.length > 0);
  const open = uncovered.filter((r) => r.reason === undefined && r.rules.length === 0);
  return [
    { heading: 2, text: [doc.document] },
    { paragraph: [`${totalsLine(doc.totals)}.`] },
    ...doc.sections.flatMap((s): Block[] => {
      const gating = citedBy(s.citing, 'documented');
      const probes = citedBy(s.citing, 'probe');
      return [
        { heading: 3, text: within(s.section.path) },
        {
          paragraph:
            s.citing.length === 0
              ? ['No rule cites this section.']
              : [
                  'Cited by gating rules: ',
                  ...(gating.length > 0 ? gating : ['none']),
                  '; probes: ',
                  ...(probes.length > 0 ? probes : ['none']),
                  '.',
                ],
        },
        ...(s.rows.length === 0
          ? []
          : [{ table: { head: ['row', 'gating rules ← faults that prove them', 'probes'], rows: s.rows.map(rowLine) } }]),
      ];
    }),
    ...rowList(`Rows of ${doc.document} only a probe touches`, probed, (r) => [' — ', ...probesCell(r.rules)]),
    ...rowList(`Rows of ${doc.document} no request can test`, reasoned, (r) => [` — ${r.reason ?? ''}`]),
    ...rowList(`Rows of ${doc.document} neither covered, probed nor given a reason`, open),
  ];
}

export function coveragePage(coverage: SpecCoverage): Block[] {
  return [
    { heading: 1, text: ['Spec coverage'] },
    {
      paragraph: [
        'Every section and every table row of the vendor’s two documents (spec/), the rules that cite it ' +
          '(src/rules/) and the sandbox faults that prove those rules can fail (sandbox/faults.ts). Written by ',
        { code: 'npm run coverage' },
        '; docs/spec-coverage.md explains it.',
      ],
    },
    { list: HOW_COUNTED },
    {
      table: {
        head: ['document', 'totals'],
        rows: coverage.documents.map((d) => [[{ code: d.document }], [totalsLine(d.totals)]]),
      },
    },
    ...(coverage.unresolved.length === 0
      ? []
      : [
          { heading: 2, text: [`Sources that name no section (${coverage.unresolved.length})`] } as Block,
          {
            paragraph: ['These parts of a rule’s source name no heading of the documents, so they count as no citation above.'],
          } as Block,
          {
            table: {
              head: ['rule', 'source'],
              rows: coverage.unresolved.map((u) => [[{ code: u.ruleId }], [u.source]]),
            },
          } as Block,
        ]),
    ...coverage.documents.flatMap(documentBlocks),
  ];
}
