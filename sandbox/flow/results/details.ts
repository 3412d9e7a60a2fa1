// result.details of getBankStatementParsingResults (spec › Results resource; issue 11 contract › The three-level
// results): the statements in request order, one account summary per account number, and the business checking
// level: one monthly summary per calendar month combined over the accounts, and the recurring series over them all.
import { type Account, ACTIVE_ALTERNATE_LENDERS, accountOf, accountSummary, type AccountSummary } from './account-summary.js';
import { type BusinessMonthlySummary, businessMonth } from './monthly-summary.js';
import type { ParsedStatement } from './read-statement.js';
import { recurringSeries, type RecurringSeries } from './recurring.js';
import { seconds, statementObject, type StatementObject } from './statement-object.js';
import { type Stretch, statementStretch } from './stretch.js';
import { transactionsOf } from './transactions.js';

export interface ResultsDetails {
  contractId: string;
  merchantId: string;
  numberOfBankStatements: number;
  numberOfMonthsProcessed: number;
  overallProcessingTime: number;
  activeAlternateLenders: number;
  businessCheckingSummaries: BusinessMonthlySummary[];
  businessCheckingRecurringTransactions: RecurringSeries[];
  businessCheckingPossibleAlternateLenders: never[];
  accountSummaries: AccountSummary[];
  statements: StatementObject[];
}

export interface DetailsInput {
  readonly contractId: string;
  /** "" when the request sent none. */
  readonly merchantId: string;
  readonly statements: readonly ParsedStatement[];
  readonly processingSeconds: number;
}

/** A statement's stretch and account number; the account number is "" when the heading was not read. */
function readOf(parsed: ParsedStatement) {
  const stretch = statementStretch(parsed.analysis, transactionsOf(parsed.statementId, parsed.analysis));
  return { parsed, stretch, accountNumber: parsed.analysis.heading?.accountNumber ?? '' };
}

/** The accounts in the order their first statement was sent. */
function accountsOf(reads: readonly ReturnType<typeof readOf>[]): Account[] {
  const stretches = new Map<string, Stretch[]>();
  for (const { stretch, accountNumber } of reads)
    if (stretch !== undefined) stretches.set(accountNumber, [...(stretches.get(accountNumber) ?? []), stretch]);
  return [...stretches].map(([accountNumber, list]) => accountOf(accountNumber, list));
}

/** Each calendar month's stretches over the accounts that have it, in month order. */
function businessMonths(accounts: readonly Account[]): [number, Stretch[]][] {
  const months = new Map<number, Stretch[]>();
  for (const account of accounts)
    for (const [index, stretch] of account.months) months.set(index, [...(months.get(index) ?? []), stretch]);
  return [...months].sort(([a], [b]) => a - b);
}

export function buildDetails(input: DetailsInput): ResultsDetails {
  const reads = input.statements.map(readOf);
  const accounts = accountsOf(reads);
  const byNumber = new Map(accounts.map((account) => [account.accountNumber, account]));
  const months = businessMonths(accounts);
  return {
    contractId: input.contractId,
    merchantId: input.merchantId,
    numberOfBankStatements: input.statements.length,
    numberOfMonthsProcessed: months.length,
    overallProcessingTime: seconds(input.processingSeconds),
    activeAlternateLenders: ACTIVE_ALTERNATE_LENDERS,
    businessCheckingSummaries: months.map(([index, stretches]) => businessMonth(index, stretches)),
    businessCheckingRecurringTransactions: recurringSeries(accounts.flatMap((account) => account.txns)).series,
    businessCheckingPossibleAlternateLenders: [],
    accountSummaries: accounts.map(accountSummary),
    statements: reads.map(({ parsed, stretch, accountNumber }) =>
      statementObject(
        parsed,
        stretch === undefined ? undefined : { accountNumber, stretch },
        byNumber.get(accountNumber)?.recurringIds ?? new Set(),
      ),
    ),
  };
}
