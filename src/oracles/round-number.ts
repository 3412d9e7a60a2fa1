// The round-number figures of every summary of the results, within their bounds: what a round number is is not defined
// ("Count of round-number transactions", "Sum of round-number transactions"), so no transaction can be called one; but
// they are some of the period's transactions: at most as many as its deposits and withdrawals, their sum at most the
// gross of both, and none sums to nothing. How the levels add them up is held by results-levels.ts.
import type { Finding } from '../model/types.js';
import { amount, below, cents } from './money.js';
import { finding } from './oracle.js';
import type { Results, Summary } from './results-body.js';
import { int, num } from './statement.js';

function bounded(summary: Summary): Finding[] {
  const f = summary.fields;
  const [n, total] = [int(f.totalRoundNumberOfTransactions), num(f.totalRoundNumberTransactionsSum)];
  const [deposits, withdrawals] = [int(f.depositCount), int(f.withdrawalCount)];
  const [gross, grossOut] = [num(f.grossDeposits), num(f.grossWithdrawals)];
  const out: Finding[] = [];
  if (n !== undefined && deposits !== undefined && withdrawals !== undefined && n > deposits + withdrawals)
    out.push(
      finding(
        'Statistic out of bounds',
        `${summary.at}/totalRoundNumberOfTransactions`,
        `≤ ${deposits + withdrawals} (depositCount + withdrawalCount)`,
        n,
        'round-number transactions are some of the period’s transactions',
      ),
    );
  if (total !== undefined && gross !== undefined && grossOut !== undefined) {
    const most = cents(gross) + cents(Math.abs(grossOut));
    if (below(amount(most), Math.abs(total)) || (n === 0 && cents(total) !== 0))
      out.push(
        finding(
          'Statistic out of bounds',
          `${summary.at}/totalRoundNumberTransactionsSum`,
          n === 0 ? '0 (no round-number transaction)' : `≤ ${amount(most)} (grossDeposits + grossWithdrawals)`,
          total,
          'the sum of some of the period’s transactions',
        ),
      );
  }
  return out;
}

export const roundNumberBounds = (results: Results): Finding[] =>
  [...results.statementAccounts.map((s) => s.summary), ...results.accounts.flatMap((a) => a.months), ...results.business].flatMap(
    bounded,
  );
