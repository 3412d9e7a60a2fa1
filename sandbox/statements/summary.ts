// summary.overall and summary.monthly of the synchronous analysis result. Amount figures (counts, totals, credit,
// debit, salary) are over the transactions the threshold includes; balance figures are the account's, from every row.
// A week is 7 days counted from the first day of the period (overall) or of the month (monthly), the last one shorter;
// its balance is the average of its end-of-day balances, and a month's balance is its average daily balance.
import { dateOf, firstDayOfMonth, lastDayOfMonth, monthIndex } from './calendar.js';
import { rupees } from './money.js';
import type { Statement, StatementRow } from './parse.js';
import { blockAverages, spread, sum } from './stats.js';
import { endOfDayBalances } from './timeline.js';

export interface AnalysedRow extends StatementRow {
  readonly isSalary: boolean;
}

const DAYS_PER_WEEK = 7;

const money = (spreadOf: { min: number; max: number; avg: number }) => ({
  min: rupees(spreadOf.min),
  max: rupees(spreadOf.max),
  avg: rupees(spreadOf.avg),
});

/** The balance, daily and weekly families, from the balances after each transaction and the end-of-day balances. */
function balanceFields(afterEach: readonly number[], daily: readonly number[]) {
  const balance = money(spread(afterEach));
  const day = money(spread(daily));
  const week = money(spread(blockAverages(daily, DAYS_PER_WEEK)));
  return {
    minimumBalance: balance.min,
    maximumBalance: balance.max,
    averageBalance: balance.avg,
    minimumDailyBalance: day.min,
    maximumDailyBalance: day.max,
    averageDailyBalance: day.avg,
    minimumWeeklyBalance: week.min,
    maximumWeeklyBalance: week.max,
    averageWeeklyBalance: week.avg,
  };
}

/** Counts, totals and spreads of the credits, the debits and the salary credits among `rows`. */
function amountFields(rows: readonly AnalysedRow[]) {
  const amounts = (keep: (row: AnalysedRow) => boolean) => rows.filter(keep).map((row) => row.amount);
  const credits = amounts((row) => row.type === 'credit');
  const debits = amounts((row) => row.type === 'debit');
  const salaries = amounts((row) => row.isSalary);
  const credit = money(spread(credits));
  const debit = money(spread(debits));
  return {
    numberOfCreditTransactions: credits.length,
    totalCreditAmount: rupees(sum(credits)),
    minimumCreditAmount: credit.min,
    maximumCreditAmount: credit.max,
    averageCreditAmount: credit.avg,
    numberOfDebitTransactions: debits.length,
    totalDebitAmount: rupees(sum(debits)),
    minimumDebitAmount: debit.min,
    maximumDebitAmount: debit.max,
    averageDebitAmount: debit.avg,
    numberOfSalaryTransactions: salaries.length,
    totalSalaryAmount: rupees(sum(salaries)),
    averageSalaryAmount: rupees(spread(salaries).avg),
  };
}

/** The balances after each transaction; a stretch without any keeps the balance it started with. */
const afterEach = (rows: readonly StatementRow[], startBalance: number): number[] =>
  rows.length === 0 ? [startBalance] : rows.map((row) => row.balance);

export function summarise(statement: Statement, rows: readonly AnalysedRow[], included: readonly AnalysedRow[]) {
  // A row dated outside the period still gets its month (fraudChecks.date reports it).
  const first = rows.reduce((day, row) => Math.min(day, row.day), statement.from);
  const last = rows.reduce((day, row) => Math.max(day, row.day), statement.to);
  const firstMonth = monthIndex(first);
  const lastMonth = monthIndex(last);
  // End-of-day balances from the first month's first day to the last month's last day: every month is whole.
  const start = firstDayOfMonth(firstMonth);
  const eod = endOfDayBalances(statement, start, lastDayOfMonth(lastMonth));
  const eodOf = (from: number, to: number) => eod.slice(from - start, to - start + 1);

  const monthAverages: number[] = [];
  const monthly = [];
  for (let index = firstMonth; index <= lastMonth; index += 1) {
    const [from, to] = [firstDayOfMonth(index), lastDayOfMonth(index)];
    const inMonth = (row: StatementRow) => row.day >= from && row.day <= to;
    const daily = eodOf(from, to);
    const opening = from === start ? statement.opening : eod[from - start - 1]!;
    const { year, month } = dateOf(from);
    const counted = included.filter(inMonth);
    monthAverages.push(spread(daily).avg);
    monthly.push({
      month,
      year,
      numberOfTransactions: counted.length,
      openingBalance: rupees(opening),
      closingBalance: rupees(daily.at(-1)!),
      ...balanceFields(afterEach(rows.filter(inMonth), opening), daily),
      ...amountFields(counted),
      eodBalances: daily.map(rupees),
    });
  }

  const amounts = amountFields(included);
  const monthFamily = money(spread(monthAverages));
  const overall = {
    numberOfTransactions: included.length,
    openingBalance: rupees(statement.opening),
    closingBalance: rupees(statement.closing),
    ...balanceFields(afterEach(rows, statement.opening), eodOf(first, last)),
    minimumMonthlyBalance: monthFamily.min,
    maximumMonthlyBalance: monthFamily.max,
    averageMonthlyBalance: monthFamily.avg,
    ...amounts,
    // Over the two totals as the result prints them, so a client dividing them gets this very number; no debit: null.
    creditDebitRatio: amounts.totalDebitAmount === 0 ? null : amounts.totalCreditAmount / amounts.totalDebitAmount,
  };
  return { overall, monthly };
}
