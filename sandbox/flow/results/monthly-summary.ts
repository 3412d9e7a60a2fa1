// Monthly summary objects (spec › Monthly summary object): an account's month from its merged stretch, the business's
// month from its accounts' (issue 11 contract: counts and sums over the accounts, daysByCalMonth a string there).
import { daysInMonth } from '../../statements/calendar.js';
import { monthOfIndex, units } from './dates.js';
import { type Balances, balancesOf, combinedBalances, summaryFigures } from './figures.js';
import type { Stretch } from './stretch.js';
import type { Txn } from './transactions.js';

/** The sandbox tells no bank's transfers from another's: no transaction is an interbank transfer. */
const INTERBANK_TRANSFERS = 0;

/** The spec's fields in the spec's order. */
function monthly(index: number, balances: Balances, txns: readonly Txn[]) {
  const { month, year } = monthOfIndex(index);
  const figures = summaryFigures(balances, txns);
  const { periodStartDate, periodEndDate, periodStartBalance, periodEndBalance, ...amounts } = figures;
  const { suspiciousActivity, authenticityScore, periodBalanceMismatch, ...counted } = amounts;
  const revenue = txns.filter((t) => t.isRevenue).reduce((total, t) => total + t.cents, 0);
  return {
    month,
    year,
    periodStartDate,
    periodEndDate,
    periodStartBalance,
    periodEndBalance,
    daysByCalMonth: daysInMonth(year, (index % 12) + 1),
    ...counted,
    estimatedRevenue: units(revenue),
    totalInterbankTransfers: INTERBANK_TRANSFERS,
    suspiciousActivity,
    authenticityScore,
    periodBalanceMismatch,
  };
}

/** One account's month (its statements' parts merged), daysByCalMonth a number. */
export const accountMonth = (index: number, stretch: Stretch) => monthly(index, balancesOf(stretch), stretch.txns);

export type AccountMonthlySummary = ReturnType<typeof accountMonth>;

/** The business's month over its accounts' stretches of that month, daysByCalMonth a string. */
export function businessMonth(index: number, stretches: readonly Stretch[]) {
  const summary = monthly(
    index,
    combinedBalances(stretches.map(balancesOf)),
    stretches.flatMap((s) => s.txns),
  );
  return { ...summary, daysByCalMonth: String(summary.daysByCalMonth) };
}

export type BusinessMonthlySummary = ReturnType<typeof businessMonth>;
