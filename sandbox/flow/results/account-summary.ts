// Account summaries (spec › Account summary object): one per account number, over every statement of that account.
import { accountMonth } from './monthly-summary.js';
import { recurringSeries, type RecurringSeries } from './recurring.js';
import { merged, monthParts, type Stretch } from './stretch.js';
import { accountItems, type RecurringIds } from './transaction-items.js';
import type { Txn } from './transactions.js';

/** What the sandbox bank's statements do not print, the sandbox's choice: every account is a business checking account
 * (the business checking level combines those), its id the number with a prefix. */
export const ACCOUNT = { type: 'CHECKING', category: 'BUSINESS', idPrefix: 'sbx-acct-' } as const;

/** No alternate lender is ever found, so none is active. */
export const ACTIVE_ALTERNATE_LENDERS = 0;

/** An account's statements (stretches, in request order) cut into calendar months and merged per month, in order. */
export function accountMonths(stretches: readonly Stretch[]): Map<number, Stretch> {
  const parts = new Map<number, Stretch[]>();
  for (const stretch of stretches)
    for (const [index, part] of monthParts(stretch)) parts.set(index, [...(parts.get(index) ?? []), part]);
  return new Map([...parts].sort(([a], [b]) => a - b).map(([index, list]) => [index, merged(list)]));
}

/** An account as the levels above read it: its months, its transactions by date, its recurring series. */
export interface Account {
  readonly accountNumber: string;
  readonly months: ReadonlyMap<number, Stretch>;
  readonly txns: readonly Txn[];
  readonly series: readonly RecurringSeries[];
  readonly recurringIds: RecurringIds;
}

export function accountOf(accountNumber: string, stretches: readonly Stretch[]): Account {
  const months = accountMonths(stretches);
  const txns = [...months.values()].flatMap((month) => month.txns);
  const { series, ids } = recurringSeries(txns);
  return { accountNumber, months, txns, series, recurringIds: ids };
}

export function accountSummary(account: Account) {
  return {
    accountNumber: account.accountNumber,
    accountId: `${ACCOUNT.idPrefix}${account.accountNumber}`,
    accountCategory: ACCOUNT.category,
    accountType: ACCOUNT.type,
    activeAlternateLenders: ACTIVE_ALTERNATE_LENDERS,
    monthlySummaries: [...account.months].map(([index, month]) => accountMonth(index, month)),
    transactions: accountItems(account.txns, account.recurringIds),
    recurringTransactions: account.series,
    possibleAlternateLenders: [],
    interbankTransactions: { withdrawals: [], deposits: [] },
  };
}

export type AccountSummary = ReturnType<typeof accountSummary>;
