// A read-only walk of the asynchronous results (`result.details`): its three levels, each summary with its JSON pointer,
// and each account's statement-level transactions. Tolerant of any shape: a field of the wrong type reads as undefined
// and the oracles skip what depends on it (the schema reports it).
import { dayNumber, isoDay, monthKey } from './iso-date.js';
import { type Sign, signOf } from './sign.js';
import { int, num, type Obj } from './statement.js';

export interface Txn {
  /** The item's JSON pointer. */
  at: string;
  /** A withdrawal's is its magnitude: its sign is not shown (`negative` says it came signed). */
  amount?: number;
  negative?: true;
  /** txnDate as days since 1970-01-01, and its month key. */
  day?: number;
  month?: number;
}

export interface Flow {
  deposits: Txn[];
  withdrawals: Txn[];
}

export interface Summary {
  at: string;
  fields: Obj;
  /** A monthly summary's month key (English month name and year), when both read. */
  key?: number;
}

export interface StatementAccount {
  summary: Summary;
  accountNumber?: string;
  /** Undefined when `transactions.deposits` or `.withdrawals` is not a list. */
  flow?: Flow;
}

export interface Account {
  at: string;
  accountNumber?: string;
  /** accountType and accountCategory as given (their values are not shown). */
  kind: string;
  months: Summary[];
}

/** A recurring series or a possible alternate lender. */
export interface Series {
  at: string;
  fields: Obj;
  /** Undefined when `transactions` is not a list. */
  transactions?: Txn[];
}

export interface Results {
  details: Obj;
  /** Undefined when `statements` is not a list. */
  statementCount?: number;
  statementAccounts: StatementAccount[];
  accounts: Account[];
  business: Summary[];
  series: Series[];
}

export const DETAILS = '/result/details';
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const objOr = (v: unknown): Obj => (isObj(v) ? v : {});
const listOr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `unsigned`: a withdrawal, read by its magnitude (its sign is not shown: sign.ts). */
function txn(v: unknown, at: string, unsigned: boolean): Txn {
  const t = objOr(v);
  const d = isoDay(t.txnDate);
  const amount = num(t.amount);
  return {
    at,
    amount: unsigned && amount !== undefined ? Math.abs(amount) : amount,
    ...(unsigned && amount !== undefined && amount < 0 ? { negative: true as const } : {}),
    ...(d === undefined ? {} : { day: dayNumber(d), month: monthKey(d.year, d.month) }),
  };
}

const txns = (v: unknown, at: string, unsigned = false): Txn[] | undefined =>
  Array.isArray(v) ? v.map((t, i) => txn(t, `${at}/${i}`, unsigned)) : undefined;

function flowOf(v: unknown, at: string): Flow | undefined {
  const t = objOr(v);
  const [deposits, withdrawals] = [txns(t.deposits, `${at}/deposits`), txns(t.withdrawals, `${at}/withdrawals`, true)];
  return deposits === undefined || withdrawals === undefined ? undefined : { deposits, withdrawals };
}

function monthly(v: unknown, at: string): Summary {
  const fields = objOr(v);
  const month = typeof fields.month === 'string' ? MONTH_NAMES.indexOf(fields.month.trim().toLowerCase()) + 1 : 0;
  const year = int(fields.year);
  return { at, fields, ...(month > 0 && year !== undefined ? { key: monthKey(year, month) } : {}) };
}

const seriesOf = (v: unknown, at: string): Series[] =>
  listOr(v).map((s, i) => ({
    at: `${at}/${i}`,
    fields: objOr(s),
    transactions: txns(objOr(s).transactions, `${at}/${i}/transactions`, objOr(s).type === 'withdrawal'),
  }));

/** The results' details; undefined when the body has no `result.details` object. */
export function resultsOf(body: unknown): Results | undefined {
  const result = isObj(body) ? body.result : undefined;
  const details = isObj(result) ? result.details : undefined;
  if (!isObj(details)) return undefined;
  const D = DETAILS;
  const statementAccounts = listOr(details.statements).flatMap((s, i) =>
    listOr(objOr(s).accounts).map((a, j): StatementAccount => {
      const at = `${D}/statements/${i}/accounts/${j}`;
      const account = objOr(a);
      return {
        summary: { at: `${at}/statementSummary`, fields: objOr(account.statementSummary) },
        accountNumber: text(account.accountNumber),
        flow: flowOf(account.transactions, `${at}/transactions`),
      };
    }),
  );
  const accounts = listOr(details.accountSummaries).map((a, i): Account => {
    const at = `${D}/accountSummaries/${i}`;
    const account = objOr(a);
    return {
      at,
      accountNumber: text(account.accountNumber),
      kind: `${text(account.accountType) ?? ''} ${text(account.accountCategory) ?? ''}`,
      months: listOr(account.monthlySummaries).map((m, k) => monthly(m, `${at}/monthlySummaries/${k}`)),
    };
  });
  return {
    details,
    statementCount: Array.isArray(details.statements) ? details.statements.length : undefined,
    statementAccounts,
    accounts,
    business: listOr(details.businessCheckingSummaries).map((m, k) => monthly(m, `${D}/businessCheckingSummaries/${k}`)),
    series: [
      ...seriesOf(details.businessCheckingRecurringTransactions, `${D}/businessCheckingRecurringTransactions`),
      ...seriesOf(details.businessCheckingPossibleAlternateLenders, `${D}/businessCheckingPossibleAlternateLenders`),
      ...listOr(details.accountSummaries).flatMap((a, i) => [
        ...seriesOf(objOr(a).recurringTransactions, `${D}/accountSummaries/${i}/recurringTransactions`),
        ...seriesOf(objOr(a).possibleAlternateLenders, `${D}/accountSummaries/${i}/possibleAlternateLenders`),
      ]),
    ],
  };
}

/** An account's statement-level transactions over every statement listing its number; undefined when none does or one
 * does not read (a sum over part of them would be a wrong finding). */
export function accountFlow(results: Results, accountNumber: string | undefined): Flow | undefined {
  if (accountNumber === undefined) return undefined;
  const matching = results.statementAccounts.filter((s) => s.accountNumber === accountNumber);
  if (matching.length === 0 || matching.some((s) => s.flow === undefined)) return undefined;
  const flows = matching.map((s) => s.flow as Flow);
  return { deposits: flows.flatMap((f) => f.deposits), withdrawals: flows.flatMap((f) => f.withdrawals) };
}

/** The transactions dated in a month; undefined when one's date does not read (it may belong to that month). */
export function inMonth(flow: Flow | undefined, key: number): Flow | undefined {
  if (flow === undefined || [...flow.deposits, ...flow.withdrawals].some((t) => t.month === undefined)) return undefined;
  return { deposits: flow.deposits.filter((t) => t.month === key), withdrawals: flow.withdrawals.filter((t) => t.month === key) };
}

/** The sign the results give withdrawals (not shown: sign.ts): 'negative' when any statement-level withdrawal came signed. */
export const withdrawalSign = (results: Results): Sign | undefined =>
  signOf(
    results.statementAccounts
      .flatMap((s) => s.flow?.withdrawals ?? [])
      .flatMap((t) => (t.amount === undefined ? [] : [t.negative ? -t.amount : t.amount])),
  );
