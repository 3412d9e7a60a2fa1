// A synchronous analysis held to the facts of the statement sent, not only to its own arithmetic: a body that leaves a
// transaction out and recomputes every figure stays consistent, and only the truth of the file tells. Counts, totals and
// balances overall and per month, the months covered, the page count. Held where every transaction counts (threshold
// 0: see request.ts), and when the answer is one result for the one statement.
import type { Finding } from '../model/types.js';
import type { KnownStatement } from '../uploads/statement-facts.js';
import { factAmount, factCount, monthFacts, monthFinding, monthsOf } from './facts.js';
import type { Oracle } from './oracle.js';
import { scopeOf } from './request.js';
import { at, itemsOf, keyOf, monthName, type StatementItem } from './statement.js';

/** Where the document puts each fact: details and the overall summary. */
const OVERALL = [
  ['transactionsCount', 'details', 'transactions_count'],
  ['transactionsCount', 'overall', 'numberOfTransactions'],
  ['creditCount', 'details', 'total_credit_transactions_count'],
  ['creditCount', 'overall', 'numberOfCreditTransactions'],
  ['debitCount', 'details', 'total_debit_transactions_count'],
  ['debitCount', 'overall', 'numberOfDebitTransactions'],
  ['creditTotal', 'details', 'total_credit_transactions_value'],
  ['creditTotal', 'overall', 'totalCreditAmount'],
  ['debitTotal', 'details', 'total_debit_transactions_value'],
  ['debitTotal', 'overall', 'totalDebitAmount'],
  ['openingBalance', 'overall', 'openingBalance'],
  ['closingBalance', 'overall', 'closingBalance'],
] as const;

/** Per month: the fact and the monthly item's field. */
const MONTHLY = [
  ['transactionsCount', 'numberOfTransactions'],
  ['creditCount', 'numberOfCreditTransactions'],
  ['debitCount', 'numberOfDebitTransactions'],
  ['creditTotal', 'totalCreditAmount'],
  ['debitTotal', 'totalDebitAmount'],
  ['openingBalance', 'openingBalance'],
  ['closingBalance', 'closingBalance'],
] as const;

const isCount = (fact: string) => fact.endsWith('Count');

function overall(item: StatementItem, known: KnownStatement): Finding[] {
  const facts = known.facts ?? {};
  return [
    ...factCount(at.details(item, 'num_pages'), item.details.num_pages, known.pages, 'pages', known),
    ...OVERALL.flatMap(([fact, where, field]) => {
      const pointer = where === 'details' ? at.details(item, field) : at.overall(item, field);
      const reported = where === 'details' ? item.details[field] : item.overall[field];
      return isCount(fact)
        ? factCount(pointer, reported, facts[fact], fact, known)
        : factAmount(pointer, reported, facts[fact], fact, known);
    }),
  ];
}

function monthly(item: StatementItem, known: KnownStatement): Finding[] {
  const items = item.monthly;
  const covered = monthsOf(known);
  if (items === undefined || covered.length === 0) return [];
  const out: Finding[] = [];
  const reported = new Set<string>();
  for (const [i, m] of items.entries()) {
    const key = keyOf(m);
    if (key === undefined) continue;
    const month = monthName(key);
    reported.add(month);
    if (!covered.includes(month)) {
      out.push(monthFinding('extra', at.month(item, i), month, covered, known.from));
      continue;
    }
    const facts = monthFacts(known, month);
    for (const [fact, field] of MONTHLY)
      out.push(
        ...(isCount(fact)
          ? factCount(at.month(item, i, field), m[field], facts?.[fact], fact, known, month)
          : factAmount(at.month(item, i, field), m[field], facts?.[fact], fact, known, { month })),
      );
  }
  // An item whose month does not read is the months oracle's finding; the months missing are named once each: a month
  // the statement has transactions in (whether a month without any has an item is not shown).
  if (items.every((m) => keyOf(m) !== undefined))
    for (const month of covered)
      if (!reported.has(month) && monthFacts(known, month)?.transactionsCount !== 0)
        out.push(monthFinding('missing', `${item.at}/details/summary/monthly`, month, covered, known.from));
  return out;
}

export const statementFacts: Oracle = (body, request, sent) => {
  const [statement, ...others] = sent?.statements ?? [];
  const known = statement?.known;
  const items = itemsOf(body);
  const [item] = items;
  if (known === undefined || others.length > 0 || items.length !== 1 || item === undefined) return [];
  // The page count is the file's whatever the threshold; the figures only where every transaction counts.
  if (!scopeOf(item, request).unfiltered)
    return factCount(at.details(item, 'num_pages'), item.details.num_pages, known.pages, 'pages', known);
  return [...overall(item, known), ...monthly(item, known)];
};
