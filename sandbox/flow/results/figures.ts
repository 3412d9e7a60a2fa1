// The figures of a statement summary and of a monthly summary (spec › Monthly summary object; issue 11 contract ›
// Arithmetic): transaction figures from the transactions, balance figures from the stretch's end-of-day balances. All
// in integer cents until printed.
import { isoDate, meanCents, units } from './dates.js';
import type { Stretch } from './stretch.js';
import type { Txn } from './transactions.js';

/** A stretch's balance facts; the business level combines them over accounts (combinedBalances). */
export interface Balances {
  readonly from: number;
  readonly to: number;
  readonly start: number;
  readonly end: number;
  /** Cents: the mean end-of-day balance over every day of the stretch, rounded. */
  readonly averageDaily: number;
  /** Day numbers whose end-of-day balance is below 0. */
  readonly negativeDays: readonly number[];
}

/** The sandbox has no fraud model: nothing is suspicious, every statement is taken as authentic (score 100 of 100). */
export const NOT_SUSPICIOUS = 'no';
export const AUTHENTICITY_SCORE = 100;

/** A round-number transaction: an amount that is a whole multiple of 100 currency units. */
const ROUND_CENTS = 100 * 100;
/** Balances that agree within 0.01 agree. */
const MISMATCH_CENTS = 1;

export function balancesOf(stretch: Stretch): Balances {
  const total = stretch.eod.reduce((a, b) => a + b, 0);
  return {
    from: stretch.from,
    to: stretch.to,
    start: stretch.start,
    end: stretch.end,
    averageDaily: meanCents(total, stretch.eod.length),
    negativeDays: stretch.eod.flatMap((balance, i) => (balance < 0 ? [stretch.from + i] : [])),
  };
}

/** Accounts' balances of one month as the business's: start, end and average daily balance summed, the negative days
 * those of any account ("unique days with negative balance in any business checking account"). */
export function combinedBalances(list: readonly Balances[]): Balances {
  const sum = (pick: (b: Balances) => number) => list.reduce((total, b) => total + pick(b), 0);
  return {
    from: Math.min(...list.map((b) => b.from)),
    to: Math.max(...list.map((b) => b.to)),
    start: sum((b) => b.start),
    end: sum((b) => b.end),
    averageDaily: sum((b) => b.averageDaily),
    negativeDays: [...new Set(list.flatMap((b) => b.negativeDays))].sort((a, b) => a - b),
  };
}

function amountFigures(amounts: readonly number[]) {
  const total = amounts.reduce((a, b) => a + b, 0);
  const [max, min] = amounts.length === 0 ? [0, 0] : [Math.max(...amounts), Math.min(...amounts)];
  return { total, count: amounts.length, max, min, average: meanCents(total, amounts.length) };
}

const amountsOf = (txns: readonly Txn[], type: Txn['type']) => txns.filter((t) => t.type === type).map((t) => t.cents);

/** statementSummary's fields, in the spec's order. */
export function summaryFigures(balances: Balances, txns: readonly Txn[]) {
  const deposits = amountFigures(amountsOf(txns, 'deposit'));
  const withdrawals = amountFigures(amountsOf(txns, 'withdrawal'));
  const round = txns.filter((t) => t.cents % ROUND_CENTS === 0);
  const computedEnd = balances.start + deposits.total - withdrawals.total;
  return {
    periodStartDate: isoDate(balances.from),
    periodEndDate: isoDate(balances.to),
    periodStartBalance: units(balances.start),
    periodEndBalance: units(balances.end),
    averageDailyBalance: units(balances.averageDaily),
    averageTransactionSize: units(meanCents(deposits.total + withdrawals.total, txns.length)),
    daysOfNegativeBalance: balances.negativeDays.length,
    grossDeposits: units(deposits.total),
    maxDeposit: units(deposits.max),
    minDeposit: units(deposits.min),
    averageDeposit: units(deposits.average),
    depositCount: deposits.count,
    withdrawalCount: withdrawals.count,
    maxWithdrawal: units(withdrawals.max),
    minWithdrawal: units(withdrawals.min),
    averageWithdrawal: units(withdrawals.average),
    grossWithdrawals: units(withdrawals.total),
    totalRoundNumberOfTransactions: round.length,
    totalRoundNumberTransactionsSum: units(round.reduce((total, t) => total + t.cents, 0)),
    suspiciousActivity: NOT_SUSPICIOUS,
    authenticityScore: AUTHENTICITY_SCORE,
    periodBalanceMismatch: Math.abs(computedEnd - balances.end) <= MISMATCH_CENTS ? 'no' : 'yes',
  };
}

export type StatementSummary = ReturnType<typeof summaryFigures>;
