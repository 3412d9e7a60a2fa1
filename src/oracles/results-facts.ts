// The asynchronous results held to the facts of the statements the parse sent: each statement object (found by its
// statementId) to its file's page count, counts, totals and balances; the business checking months to the months the
// statements cover, and, where one statement alone covers a month, that month's counts, totals and balances. A
// withdrawal's sign is not shown: its magnitude is held.
import type { Finding } from '../model/types.js';
import type { KnownStatement } from '../uploads/statement-facts.js';
import { factAmount, factCount, monthFacts, monthFinding, monthsOf } from './facts.js';
import { isoMonth } from './iso-date.js';
import type { Oracle } from './oracle.js';
import { DETAILS, resultsOf } from './results-body.js';
import type { SentStatement } from './sent.js';
import type { Obj } from './statement.js';

/** Each fact and the summary field that reports it (statementSummary and the monthly summary share the names). */
const SUMMARY = [
  ['creditCount', 'depositCount'],
  ['debitCount', 'withdrawalCount'],
  ['creditTotal', 'grossDeposits'],
  ['debitTotal', 'grossWithdrawals'],
  ['openingBalance', 'periodStartBalance'],
  ['closingBalance', 'periodEndBalance'],
] as const;

const objOr = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

function summaryHeld(
  at: string,
  fields: Obj,
  facts: Partial<Record<(typeof SUMMARY)[number][0], number>>,
  known: KnownStatement,
  month?: string,
): Finding[] {
  return SUMMARY.flatMap(([fact, field]) =>
    fact.endsWith('Count')
      ? factCount(`${at}/${field}`, fields[field], facts[fact], fact, known, month)
      : factAmount(`${at}/${field}`, fields[field], facts[fact], fact, known, {
          ...(month ? { month } : {}),
          unsigned: fact === 'debitTotal',
        }),
  );
}

/** A statement object against its file: the page count, and its one account's summary. */
function statementHeld(raw: unknown, i: number, sent: SentStatement[]): Finding[] {
  const statement = objOr(raw);
  const known = sent.find((s) => s.statementId !== undefined && s.statementId === statement.statementId)?.known;
  if (known === undefined) return [];
  const at = `${DETAILS}/statements/${i}`;
  const accounts = Array.isArray(statement.accounts) ? statement.accounts : [];
  return [
    ...factCount(`${at}/numberOfPages`, statement.numberOfPages, known.pages, 'pages', known),
    // Two accounts in one statement split its figures in a way the facts do not say.
    ...(accounts.length === 1
      ? summaryHeld(`${at}/accounts/0/statementSummary`, objOr(objOr(accounts[0]).statementSummary), known.facts ?? {}, known)
      : []),
  ];
}

export const resultsFacts: Oracle = (body, _request, sent) => {
  const results = resultsOf(body);
  const statements = sent?.statements ?? [];
  if (results === undefined || statements.length === 0) return [];
  const out = (Array.isArray(results.details.statements) ? results.details.statements : []).flatMap((s, i) =>
    statementHeld(s, i, statements),
  );
  // The business months, when every statement sent has known months and every summary's month reads.
  const knowns = statements.map((s) => s.known);
  if (knowns.some((k) => k === undefined || monthsOf(k).length === 0) || results.business.some((m) => m.key === undefined))
    return out;
  const owners = new Map<string, KnownStatement[]>();
  for (const known of knowns as KnownStatement[])
    for (const month of monthsOf(known)) owners.set(month, [...(owners.get(month) ?? []), known]);
  const covered = [...owners.keys()].sort();
  const from = [...new Set((knowns as KnownStatement[]).map((k) => k.from))].join('; ');
  const reported = new Set<string>();
  for (const summary of results.business) {
    const month = isoMonth(summary.key as number);
    reported.add(month);
    const [only, ...more] = owners.get(month) ?? [];
    if (only === undefined) out.push(monthFinding('extra', summary.at, month, covered, from));
    else if (more.length === 0) out.push(...summaryHeld(summary.at, summary.fields, monthFacts(only, month) ?? {}, only, month));
  }
  for (const month of covered)
    if (!reported.has(month)) out.push(monthFinding('missing', `${DETAILS}/businessCheckingSummaries`, month, covered, from));
  return out;
};
