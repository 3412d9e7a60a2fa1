// A period's figures recomputed from its transactions (money in integer cents): counts, gross sums, round-number
// transactions and end-of-day balances; and which account months make up each business month.
import { cents } from './money.js';
import { accountFlow, type Account, type Flow, inMonth, type Results, type Summary, type Txn } from './results-body.js';
import { int, num, type Obj } from './statement.js';

/** The figures each level sums from the one below, in the order findings report them. */
export const FIGURES = [
  { field: 'depositCount', money: false },
  { field: 'withdrawalCount', money: false },
  { field: 'grossDeposits', money: true },
  { field: 'grossWithdrawals', money: true },
  { field: 'totalRoundNumberOfTransactions', money: false },
  { field: 'totalRoundNumberTransactionsSum', money: true },
] as const;
export type Figure = (typeof FIGURES)[number]['field'];
/** Counts, and amounts in cents; a figure that cannot be known is undefined. */
export type Figures = Partial<Record<Figure, number>>;

/** A round-number transaction: its amount a whole multiple of 100.00. */
const ROUND_CENTS = 10_000;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const amounts = (ts: Txn[]): number[] | undefined =>
  ts.every((t) => t.amount !== undefined) ? ts.map((t) => cents(t.amount as number)) : undefined;

export function figuresOf(flow: Flow): Figures {
  const [deposits, withdrawals] = [amounts(flow.deposits), amounts(flow.withdrawals)];
  const round =
    deposits === undefined || withdrawals === undefined
      ? undefined
      : [...deposits, ...withdrawals].filter((c) => c % ROUND_CENTS === 0);
  return {
    depositCount: flow.deposits.length,
    withdrawalCount: flow.withdrawals.length,
    grossDeposits: deposits && sum(deposits),
    grossWithdrawals: withdrawals && sum(withdrawals),
    totalRoundNumberOfTransactions: round?.length,
    totalRoundNumberTransactionsSum: round && sum(round),
  };
}

/** Figures of withdrawals, held by their magnitude: their sign is not shown. */
export const UNSIGNED: ReadonlySet<string> = new Set(['grossWithdrawals']);

/** A summary's figures as it reports them (numbers only; a withdrawal figure by its magnitude). */
const reported = (fields: Obj): Figures =>
  Object.fromEntries(
    FIGURES.map(({ field, money }) => {
      const n = money ? num(fields[field]) : int(fields[field]);
      const value = n !== undefined && UNSIGNED.has(field) ? Math.abs(n) : n;
      return [field, value === undefined ? undefined : money ? cents(value) : value];
    }),
  );

/** What a period's figures are: recomputed from its transactions where they read, else as the summary reports them. */
export function truthOf(flow: Flow | undefined, fields: Obj): Figures {
  const [computed, told] = [flow === undefined ? {} : figuresOf(flow), reported(fields)];
  return Object.fromEntries(FIGURES.map(({ field }) => [field, computed[field] ?? told[field]]));
}

export interface AccountMonth {
  account: Account;
  month: Summary;
  /** The account's statement transactions dated in that month, when they read. */
  flow?: Flow;
}

/**
 * The account months of each business month (same month and year), when every account month's key reads: one that
 * does not may belong to any business month. A business month no account has is not held.
 */
export function businessMonths(results: Results): { summary: Summary; key: number; parts: AccountMonth[] }[] {
  if (results.accounts.some((a) => a.months.some((m) => m.key === undefined))) return [];
  const flows = new Map(results.accounts.map((a) => [a, accountFlow(results, a.accountNumber)]));
  return results.business.flatMap((summary) => {
    const key = summary.key;
    if (key === undefined) return [];
    const parts = results.accounts.flatMap((account) =>
      account.months.filter((m) => m.key === key).map((month) => ({ account, month, flow: inMonth(flows.get(account), key) })),
    );
    return parts.length === 0 ? [] : [{ summary, key, parts }];
  });
}

/** The sum of a figure over parts; undefined when one part's is unknown. */
export function sumOf(values: (number | undefined)[]): number | undefined {
  return values.every((v) => v !== undefined) ? sum(values as number[]) : undefined;
}

/**
 * End-of-day balances over every day from `from` to `to` (day numbers): the start balance plus that day's and earlier
 * transactions of the period, carried over days without any. Undefined when a transaction's amount or date does not read.
 */
export function dailyBalances(
  startCents: number,
  from: number,
  to: number,
  flow: Flow,
): { negativeDays: number; averageCents: number } | undefined {
  if (to < from) return undefined;
  const net = new Map<number, number>();
  for (const [sign, list] of [
    [1, flow.deposits],
    [-1, flow.withdrawals],
  ] as const)
    for (const t of list) {
      if (t.amount === undefined || t.day === undefined) return undefined;
      if (t.day >= from && t.day <= to) net.set(t.day, (net.get(t.day) ?? 0) + sign * cents(t.amount));
    }
  // Walk the days on which the balance changes: each run of days keeps one balance.
  let [balance, day, total, negativeDays] = [startCents, from, 0, 0];
  for (const next of [...[...net.keys()].sort((a, b) => a - b), to + 1]) {
    total += balance * (next - day);
    if (balance < 0) negativeDays += next - day;
    balance += net.get(next) ?? 0;
    day = next;
  }
  return { negativeDays, averageCents: total / (to - from + 1) };
}
