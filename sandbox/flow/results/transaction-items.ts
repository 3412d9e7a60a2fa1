// Transaction items as the results print them (spec › Account summary object, Statement object, Recurring transaction
// object): amounts positive in currency units, dates YYYY-MM-DD. The sandbox knows no alternate lender.
import { isoDate, units } from './dates.js';
import type { Txn } from './transactions.js';

const NOT_A_LENDER = false;

/** Transactions that belong to a recurring series (recurring.ts), by txnId. */
export type RecurringIds = ReadonlySet<string>;

const common = (txn: Txn) => ({
  amount: units(txn.cents),
  description: txn.description,
  txnDate: isoDate(txn.day),
  txnId: txn.txnId,
});

export const withdrawalItem = (txn: Txn, recurring: RecurringIds) => ({
  ...common(txn),
  isPossibleAlternateLender: NOT_A_LENDER,
  isRecurringTransaction: recurring.has(txn.txnId),
});

export const depositItem = (txn: Txn) => ({
  ...common(txn),
  isRevenue: txn.isRevenue,
  isPossibleAlternateLender: NOT_A_LENDER,
});

/** A deposit at statement level also says whether it recurs. */
export const statementDepositItem = (txn: Txn, recurring: RecurringIds) => ({
  ...depositItem(txn),
  isRecurringTransaction: recurring.has(txn.txnId),
});

export const seriesItem = (txn: Txn) => ({
  ...common(txn),
  isRecurringTransaction: true,
  isPossibleAlternateLender: NOT_A_LENDER,
});

/** `{withdrawals, deposits}` of account level. */
export const accountItems = (txns: readonly Txn[], recurring: RecurringIds) => ({
  withdrawals: txns.filter((t) => t.type === 'withdrawal').map((t) => withdrawalItem(t, recurring)),
  deposits: txns.filter((t) => t.type === 'deposit').map(depositItem),
});

/** `{withdrawals, deposits}` of statement level. */
export const statementItems = (txns: readonly Txn[], recurring: RecurringIds) => ({
  withdrawals: txns.filter((t) => t.type === 'withdrawal').map((t) => withdrawalItem(t, recurring)),
  deposits: txns.filter((t) => t.type === 'deposit').map((t) => statementDepositItem(t, recurring)),
});
