// Recurring series (spec › Recurring transaction object). The sandbox's rule: transactions of the same type whose
// normalised descriptions are equal form a series when they fall in two or more different calendar months. The
// normalised description is the narration's mode and party as the engine reads them (narration.ts: the reference
// number and the UPI handle left out, a salary's month dropped), upper-cased, digits removed, spaces collapsed; a
// description without `/` segments is itself, so normalised.
import { monthIndex } from '../../statements/calendar.js';
import { narrationFacts } from '../../statements/narration.js';
import { isoDate, meanCents, units } from './dates.js';
import { type RecurringIds, seriesItem } from './transaction-items.js';
import type { Txn } from './transactions.js';

export function normalisedDescription(description: string): string {
  const { mode, entityName } = narrationFacts(description);
  return `${mode}/${entityName}`.toUpperCase().replace(/\d/g, '').replace(/\s+/g, ' ').trim();
}

const MIN_MONTHS = 2;

/** The series' amounts, each with how many of its transactions have it, in order of first appearance. */
function installments(txns: readonly Txn[]) {
  const counts = new Map<number, number>();
  for (const txn of txns) counts.set(txn.cents, (counts.get(txn.cents) ?? 0) + 1);
  return [...counts].map(([amount, installmentsCount]) => ({ amount: units(amount), installmentsCount }));
}

function seriesOf(txns: readonly Txn[]) {
  const days = txns.map((t) => t.day);
  const total = txns.reduce((sum, t) => sum + t.cents, 0);
  const span = days.at(-1)! - days[0]!;
  return {
    firstTxnDate: isoDate(days[0]!),
    latestTxnDate: isoDate(days.at(-1)!),
    totalCountOfInstallments: txns.length,
    // Mean days between consecutive dates: their sum telescopes to last − first. 0 for one transaction.
    avgDaysInterval: txns.length < 2 ? 0 : Math.round((span / (txns.length - 1)) * 100) / 100,
    avgAmount: units(meanCents(total, txns.length)),
    type: txns[0]!.type,
    installments: installments(txns),
    transactions: txns.map(seriesItem),
  };
}

export type RecurringSeries = ReturnType<typeof seriesOf>;

/** The series among `txns` (any order), by first date, and the txnIds they hold. */
export function recurringSeries(txns: readonly Txn[]): { series: RecurringSeries[]; ids: RecurringIds } {
  const groups = new Map<string, Txn[]>();
  for (const txn of [...txns].sort((a, b) => a.day - b.day)) {
    const key = `${txn.type} ${normalisedDescription(txn.description)}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [txn]);
    else group.push(txn);
  }
  const recurring = [...groups.values()].filter((group) => new Set(group.map((t) => monthIndex(t.day))).size >= MIN_MONTHS);
  recurring.sort((a, b) => a[0]!.day - b[0]!.day);
  return {
    series: recurring.map(seriesOf),
    ids: new Set(recurring.flatMap((group) => group.map((t) => t.txnId))),
  };
}
