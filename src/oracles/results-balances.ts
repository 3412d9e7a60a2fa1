// Each summary's balances agree with its transactions (bank-statement-analysis.md › Results resource):
// periodBalanceMismatch says whether periodStartBalance + deposits − withdrawals misses periodEndBalance, and
// daysOfNegativeBalance and averageDailyBalance lie within what the balances of every day of the period allow.
import type { Finding } from '../model/types.js';
import { dayNumber, isoDay } from './iso-date.js';
import { amount, below, cents, TOLERANCE_CENTS } from './money.js';
import { finding, type Oracle } from './oracle.js';
import { accountFlow, type Flow, inMonth, resultsOf, type Summary } from './results-body.js';
import { businessMonths, dailyBounds, type Figures, sumOf, truthOf } from './results-figures.js';
import { int, num } from './statement.js';

/** The flag's reading, when it is recognisably yes or no (its allowed values are not shown). */
function flag(v: unknown): 'yes' | 'no' | undefined {
  const word = typeof v === 'string' ? v.trim().toLowerCase() : undefined;
  return word === 'yes' || word === 'true' ? 'yes' : word === 'no' || word === 'false' ? 'no' : undefined;
}

function mismatch(summary: Summary, truth: Figures): Finding[] {
  const reported = flag(summary.fields.periodBalanceMismatch);
  const [start, end] = [num(summary.fields.periodStartBalance), num(summary.fields.periodEndBalance)];
  const [deposits, withdrawals] = [truth.grossDeposits, truth.grossWithdrawals];
  if (reported === undefined || start === undefined || end === undefined || deposits === undefined || withdrawals === undefined)
    return [];
  const expected = Math.abs(cents(start) + deposits - withdrawals - cents(end)) > TOLERANCE_CENTS ? 'yes' : 'no';
  return reported === expected
    ? []
    : [
        finding(
          'Figure does not add up',
          `${summary.at}/periodBalanceMismatch`,
          expected,
          summary.fields.periodBalanceMismatch,
          'periodBalanceMismatch "no" when periodStartBalance + deposits − withdrawals (from the transactions) = periodEndBalance, else "yes"',
        ),
      ];
}

// daysOfNegativeBalance and averageDailyBalance within what the period's balances allow (how each is taken is not
// shown): the days between the end-of-day and any-moment counts, the average between the period's lowest and highest.
function daily(summary: Summary, flow: Flow | undefined): Finding[] {
  const [from, to] = [isoDay(summary.fields.periodStartDate), isoDay(summary.fields.periodEndDate)];
  const start = num(summary.fields.periodStartBalance);
  if (flow === undefined || from === undefined || to === undefined || start === undefined) return [];
  const bounds = dailyBounds(cents(start), dayNumber(from), dayNumber(to), flow);
  if (bounds === undefined) return [];
  const out: Finding[] = [];
  const negative = int(summary.fields.daysOfNegativeBalance);
  const [fewest, most] = [bounds.negativeAtEndOfDay, bounds.negativeAtAnyMoment];
  if (negative !== undefined && (negative < fewest || negative > most))
    out.push(
      finding(
        'Statistic out of bounds',
        `${summary.at}/daysOfNegativeBalance`,
        fewest === most ? fewest : `${fewest} to ${most}`,
        negative,
        'daysOfNegativeBalance: days below 0 at the end of the day, up to days below 0 at any moment, of the period',
      ),
    );
  const average = num(summary.fields.averageDailyBalance);
  if (average !== undefined && (below(average, amount(bounds.lowestCents)) || below(amount(bounds.highestCents), average)))
    out.push(
      finding(
        'Statistic out of bounds',
        `${summary.at}/averageDailyBalance`,
        `${amount(bounds.lowestCents)} to ${amount(bounds.highestCents)}`,
        average,
        'averageDailyBalance: within the lowest and the highest balance of the period',
      ),
    );
  return out;
}

/** A business month's flag holds on the sums over its account months; its daily figures only when one account makes it
 * up (the contract sums accounts, the document counts "unique days … in any account": they differ with two). */
export const resultsBalances: Oracle = (body) => {
  const results = resultsOf(body);
  if (results === undefined) return [];
  const statements = results.statementAccounts.flatMap((s) => [
    ...mismatch(s.summary, truthOf(s.flow, s.summary.fields)),
    ...daily(s.summary, s.flow),
  ]);
  const accounts = results.accounts.flatMap((account) => {
    const flow = accountFlow(results, account.accountNumber);
    return account.months.flatMap((m) => {
      const month = m.key === undefined ? undefined : inMonth(flow, m.key);
      return [...mismatch(m, truthOf(month, m.fields)), ...daily(m, month)];
    });
  });
  const business = businessMonths(results).flatMap(({ summary, parts }) => {
    const truths = parts.map((p) => truthOf(p.flow, p.month.fields));
    const sums = {
      grossDeposits: sumOf(truths.map((t) => t.grossDeposits)),
      grossWithdrawals: sumOf(truths.map((t) => t.grossWithdrawals)),
    };
    return [...mismatch(summary, sums), ...(parts.length === 1 ? daily(summary, parts[0]?.flow) : [])];
  });
  return [...statements, ...accounts, ...business];
};
