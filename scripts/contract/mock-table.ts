// reports/contract-mock.md: which rules a mock built only from contract/openapi.json passes, and why each other one
// cannot, from the verdicts.json of a `--target live` run against it (test/self/prism.test.ts; `npm run contract:mock`).
// `tsx scripts/contract/mock-table.ts <verdicts.json>` writes the page from such a file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../src/base/atomic-write.js';
import { reportsDir, shownPath } from '../../src/base/paths.js';
import type { VerdictEntry, VerdictsFile } from '../../src/gate/case-record.js';
import { isEvent, OPERATION_IDS, OPERATIONS } from '../../src/model/operations.js';
import type { Rule } from '../../src/model/types.js';
import { allRules } from '../../src/rules/index.js';

/** The page, in the reports folder: a run's output, never committed. */
export const pagePath = (): string => join(reportsDir(), 'contract-mock.md');
/** The export the mock is built from: the table says which statuses the mock answered that it does not list. */
export const OPENAPI = join(import.meta.dirname, '..', '..', 'contract', 'openapi.json');

/** What the table reads of the export: each path's documented statuses ("200", "2XX"). */
interface OpenApi {
  paths?: Record<string, { post?: { responses?: Record<string, unknown> } }>;
}

/** The command that reruns the mock and writes the page. */
export const REWRITE = 'npm run contract:mock';

interface Case {
  entry: VerdictEntry;
  rule: Rule | undefined;
  checks: string[];
}

interface Reason {
  id: string;
  why: string;
  applies: (c: Case) => boolean;
}

/** The statuses the rule's readings document, and what the mock answered, when the judged request got another. */
const statusMiss = (c: Case): { expected: number[]; actual: number } | undefined => {
  const judged = c.entry.violations.some((v) => v.check === 'statusCode' && v.step === undefined);
  const expected = [c.rule?.expect?.status, ...(c.rule?.alternatives ?? []).map((a) => a.expect.status)].filter(
    (s): s is number => s !== undefined,
  );
  // A status one of the readings documents was right: what failed is that reading's message or variant.
  const actual = c.entry.status;
  return judged && actual !== undefined && expected.length > 0 && !expected.includes(actual) ? { expected, actual } : undefined;
};
const missed = (c: Case, expected: (s: number) => boolean, actual: (s: number) => boolean) => {
  const m = statusMiss(c);
  return m !== undefined && m.expected.every(expected) && actual(m.actual);
};
const ok = (s: number) => s >= 200 && s < 300;
const has = (c: Case, ...checks: string[]) => c.checks.some((k) => checks.includes(k));
/** A violation on a step other than the judged one: an earlier step of the flow, or the event. */
const onAnotherStep = (c: Case) => c.entry.violations.some((v) => v.step !== undefined);

/**
 * Why a rule does not pass against the mock, first match wins: a probe by its kind; then the check that failed, read
 * with the rule's kind (the event, a later step of a flow), then, for the status, what the rule's readings document
 * against what the mock answered; then the message or the variant of a right status.
 */
export const REASONS: readonly Reason[] = [
  {
    id: 'probe',
    why: 'a probe of what the documents do not show: its verdict is a spec gap whatever the answer, never a pass',
    applies: (c) => c.rule?.strength === 'probe',
  },
  {
    id: 'webhook event',
    why: 'the vendor calls the subscriber back with the event: a mock answers requests and sends no event',
    applies: (c) => has(c, 'eventFields') || (c.rule !== undefined && isEvent(c.rule.operation)),
  },
  {
    id: 'two-step flow',
    why: "the answer is held to another exchange of the flow (the parse's results must say what the months sent imply): a mock answers each request on its own",
    applies: (c) => has(c, 'later') || onAnotherStep(c),
  },
  {
    id: 'oracle',
    why: "the answer's figures must agree with what was sent (the statement's pages, transactions, balances) or with the parse they are the results of: arithmetic and state no schema states",
    applies: (c) => has(c, 'oracles'),
  },
  {
    id: "the vendor's own trouble",
    why: 'a rate limit, a busy or failing server: no request causes it by its shape, so a mock answering by the contract never gives it',
    applies: (c) =>
      missed(
        c,
        (s) => s === 429 || s >= 500,
        () => true,
      ),
  },
  {
    id: 'credential values',
    why: 'the contract says which headers carry the credentials, not which values are registered or have access: the mock accepts any',
    applies: (c) => missed(c, (s) => s === 401 || s === 403, ok),
  },
  {
    id: 'account state',
    why: 'an unknown workflow, an unregistered number, no matching company, an unsupported state: the contract cannot say which values exist',
    applies: (c) => missed(c, (s) => s === 404 || s === 409, ok),
  },
  {
    id: 'a value the request schema cannot say',
    why: 'the request is valid by the exported request schema, but the row rejects a value (a malformed address, an empty value, a file that is not what it claims, a face that is not there): the mock accepts it',
    applies: (c) => missed(c, (s) => s >= 400, ok),
  },
  {
    id: 'another error status',
    why: "the mock rejects the request, but with the status its validation picks (the first documented 422 or 400, 401 for the security scheme), not the row's",
    applies: (c) => statusMiss(c) !== undefined,
  },
  {
    id: 'one example per status: the message',
    why: "the status is right, but the mock serves that status's first example, whose errorCode or message belong to another row",
    applies: (c) => has(c, 'message', 'errorCode', 'statusCodeMirror'),
  },
  {
    id: 'one example per status: the variant',
    why: 'the status is right, but which variant answers (an undeliverable address, an INVALID VPA, a score asked for, a value echoed) depends on the values sent; the mock serves one',
    applies: (c) => has(c, 'responseSchema', 'variant', 'absentField', 'echoedField'),
  },
];

const reasonOf = (c: Case): string => {
  if (c.entry.verdict !== 'violation' && c.rule?.strength !== 'probe') return `verdict ${c.entry.verdict}`;
  return REASONS.find((r) => r.applies(c))?.id ?? `check ${c.checks.join(', ') || '(none)'}`;
};

const whyOf = (id: string): string =>
  REASONS.find((r) => r.id === id)?.why ??
  (id.startsWith('verdict ')
    ? 'not judged against the mock: see the case in verdicts.json'
    : 'no reason recorded for this check');

const code = (text: string) => `\`${text}\``;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
const counted = (items: string[]) =>
  [...new Set(items)]
    .sort()
    .map((i) => `${i} ×${items.filter((x) => x === i).length}`)
    .join(', ');

/** The generated section's Markdown (unformatted): totals per operation, the passing rules, the others by reason. */
export function renderMockTable(verdicts: VerdictsFile, openapi: OpenApi): string {
  const rules = new Map(allRules().map((r) => [r.id, r]));
  const cases: Case[] = verdicts.cases.map((entry) => ({
    entry,
    rule: rules.get(entry.ruleId),
    checks: [...new Set(entry.violations.map((v) => v.check))].sort(),
  }));
  const passing = cases.filter((c) => c.entry.verdict === 'pass');
  const failing = cases.filter((c) => c.entry.verdict !== 'pass');
  const byOperation = OPERATION_IDS.map((op) => ({ op, all: cases.filter((c) => c.entry.operation === op) })).filter(
    (o) => o.all.length > 0,
  );

  const totals = table(
    ['operation', 'rules', 'pass against the mock', 'do not'],
    [
      ...byOperation.map(({ op, all }) => {
        const pass = all.filter((c) => c.entry.verdict === 'pass').length;
        return [code(op), all.length, pass, all.length - pass];
      }),
      ['**all**', cases.length, `**${passing.length}**`, `**${failing.length}**`],
    ],
  );

  const reasons = new Map<string, Case[]>();
  for (const c of failing) reasons.set(reasonOf(c), [...(reasons.get(reasonOf(c)) ?? []), c]);
  const order = (id: string) => {
    const i = REASONS.findIndex((r) => r.id === id);
    return i < 0 ? REASONS.length : i;
  };
  const grouped = [...reasons.entries()].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
  const reasonRows = grouped.map(([id, list]) => [id, list.length, counted(list.flatMap((c) => c.checks)) || '(none)']);
  const reasonLists = grouped
    .map(([id, list]) => `- **${id}** (${list.length}): ${whyOf(id)}.\n  ${list.map((c) => code(c.entry.ruleId)).join(', ')}`)
    .join('\n');

  // By the operation the judged request went to: a webhookEvent rule's is its parse.
  const sentTo = (c: Case) => c.rule?.sends ?? c.entry.operation;
  const answered = OPERATION_IDS.flatMap((op) => {
    const statuses = cases
      .filter((c) => sentTo(c) === op)
      .map((c) => c.entry.status)
      .filter((s): s is number => s !== undefined);
    if (statuses.length === 0) return [];
    const listed = Object.keys(openapi.paths?.[OPERATIONS[op].path]?.post?.responses ?? {});
    const inExport = (s: number) => listed.some((k) => k === String(s) || k === `${String(s)[0]}XX`);
    const own = [...new Set(statuses.filter((s) => !inExport(s)))].sort();
    return [[code(op), counted(statuses.map(String)), own.length > 0 ? own.join(', ') : '—']];
  });

  return [
    `Run: ${cases.length} rules of ${byOperation.length} operations, seed ${verdicts.seed}, ${verdicts.complete ? 'complete' : '**incomplete**'}.`,
    '### Totals',
    totals,
    '### Why the others do not pass',
    'One reason per rule, the first that applies, in the order of the table: a probe by its kind; then the check that failed, read with the rule\'s kind (the event, another step of the flow, an oracle); for a wrong status, what the rule\'s readings document against what the mock answered; for a right status, its message or its variant. "Checks failed" counts the checks that found a violation, as `verdicts.json` names them.',
    table(['reason', 'rules', 'checks failed'], [...reasonRows, ['**all**', failing.length, '']]),
    reasonLists,
    '### What the mock answered',
    "The status of each judged request, by the operation it went to (a `webhookEvent` rule's is its parse), and the statuses among them that the export does not list for that operation: the mock's own (401 from its security check, 404 for no route).",
    table(['operation', 'statuses (× cases)', 'not in the export'], answered),
    '### The rules that pass',
    byOperation
      .map(({ op, all }) => {
        const ids = all.filter((c) => c.entry.verdict === 'pass').map((c) => code(c.entry.ruleId));
        return `- ${code(op)} (${ids.length}): ${ids.join(', ') || 'none'}`;
      })
      .join('\n'),
  ].join('\n\n');
}

const HEAD = [
  '# A mock built only from the contract',
  `Written by \`${REWRITE}\`: Prism (static mode) serves contract/openapi.json and \`conformance --target live\` runs every rule against it (test/self/prism.test.ts). Which rules such a mock passes, and why each other one cannot.`,
].join('\n\n');

/** The page for a run's `verdicts` (and the export the mock served). */
export const mockPage = (verdicts: VerdictsFile, openapi: OpenApi = readJson(OPENAPI)): string =>
  `${HEAD}\n\n${renderMockTable(verdicts, openapi)}\n`;

/** The judged rules the mock fails for which no reason of the table applies (an infra verdict was not judged). */
export const unexplained = (verdicts: VerdictsFile): string[] => {
  const rules = new Map(allRules().map((r) => [r.id, r]));
  return verdicts.cases
    .map((entry) => ({ entry, rule: rules.get(entry.ruleId), checks: [...new Set(entry.violations.map((v) => v.check))] }))
    .filter((c) => c.entry.verdict !== 'pass' && reasonOf(c).startsWith('check '))
    .map((c) => `${c.entry.ruleId}: ${reasonOf(c)}`);
};

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
export const readVerdicts = (path: string): VerdictsFile => readJson<VerdictsFile>(path);

/** Writes the page for `verdicts`; returns where. */
export function writeMockPage(verdicts: VerdictsFile): string {
  const path = pagePath();
  writeFileAtomic(path, mockPage(verdicts));
  return path;
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('mock-table.ts')) {
  const file = process.argv[2];
  if (file === undefined) {
    console.error(`usage: tsx scripts/contract/mock-table.ts <verdicts.json> (or ${REWRITE}, which reruns the mock first)`);
    process.exit(2);
  }
  console.log(`contract:mock: the mock table of ${file} written to ${shownPath(writeMockPage(readVerdicts(file)))}`);
}
