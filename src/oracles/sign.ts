// One reading for amounts whose sign the documents do not show: the results' withdrawals ("withdrawals" by their list
// or series type, `amount` a number) and the synchronous analysis' debits (`type` debit, `value` a float). Either sign
// conforms: each such amount is held by its magnitude wherever an oracle reads it, and the sign met is recorded.
import type { OperationId } from '../model/operations.js';

export type Sign = 'negative' | 'positive';
export type Family = 'withdrawals' | 'debits';

export interface SignNotShown {
  operation: OperationId;
  family: Family;
  /** The document's sentence: a number, no sign. */
  because: string;
  /** The places the reading applies to, as docs/readings.md lists them. */
  fields: readonly string[];
}

/** Every family of amounts whose sign is not shown, per operation: what the oracles read by magnitude. */
export const SIGN_NOT_SHOWN: readonly SignNotShown[] = [
  {
    operation: 'getBankStatementParsingResults',
    family: 'withdrawals',
    because: 'Withdrawal item: `amount`; the monthly summary: `grossWithdrawals` … number',
    fields: [
      '`withdrawals[].amount` (statement and account level)',
      'withdrawal series: `transactions[].amount`, `avgAmount`',
      '`grossWithdrawals` at every level',
    ],
  },
  {
    operation: 'bankStatementAnalysis',
    family: 'debits',
    because: 'Transaction entry: `value` (float), `type` (`credit` or `debit`); the debit totals: float',
    fields: [
      '`transactions[].value` of `type` debit',
      '`total_debit_transactions_value`',
      '`totalDebitAmount`, `minimumDebitAmount`, `maximumDebitAmount`, `averageDebitAmount` (overall and monthly)',
      '`creditDebitRatio` (credit over the debit total, so signed as that total)',
    ],
  },
];

/** The sign a family came in: negative when any of its amounts did; undefined when it has none. */
export const signOf = (amounts: readonly number[]): Sign | undefined =>
  amounts.length === 0 ? undefined : amounts.some((a) => a < 0) ? 'negative' : 'positive';

/** The report's line for the sign met. */
export const signNote = (family: Family, sign: Sign): string =>
  `${family} ${sign === 'negative' ? 'signed negative' : 'as positive amounts'}`;

/** A minimum and a maximum by magnitude: signed negative, the smallest number is the largest amount, so either order. */
export const rangeByMagnitude = (min: number, max: number): [number, number] => {
  const [a, b] = [Math.abs(min), Math.abs(max)];
  return a <= b ? [a, b] : [b, a];
};
