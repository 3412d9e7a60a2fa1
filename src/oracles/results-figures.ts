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

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const amounts = (ts: Txn[]): number[] | undefined =>
  ts.every((t) => t.amount !== undefined) ? ts.map((t) => cents(t.amount as number)) : undefined;

/** The figures recomputed from a period's transactions. Not the round-number ones: a round number is not defined, so
 * they are held only as sums of the level below and within bounds (round-number.ts). */
export function figuresOf(flow: Flow): Figures {
  const [deposits, withdrawals] = [amounts(flow.deposits), amounts(flow.withdrawals)];
  return {
    depositCount: flow.deposits.length,
    withdrawalCount: flow.withdrawals.length,
    grossDeposits: deposits && sum(deposits),
    grossWithdrawals: withdrawals && sum(withdrawals),
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

// The account months of each business month (same month and year), when every account month's key reads. With several
// accounts the business level is held only when each says it is a checking account (accountType's values are not
// shown), else which accounts it combines cannot be known. A business month no account has is not held.
export function businessMonths(results: Results): { summary: Summary; key: number; parts: AccountMonth[] }[] {
  if (results.accounts.some((a) => a.months.some((m) => m.key === undefined))) return [];
  if (results.accounts.length > 1 && !results.accounts.every((a) => /checking/i.test(a.kind))) return [];
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

/** The balances a period's days take, in cents: what a daily figure, however the vendor takes it, must lie within. */
export interface DailyBounds {
  /** Days of the period. */
  days: number;
  /** Days whose end-of-day balance is below 0, and days on which the balance was below 0 at any moment. */
  negativeAtEndOfDay: number;
  negativeAtAnyMoment: number;
  /** The lowest and highest balance the period shows: its start, and the balance after each transaction. */
  lowestCents: number;
  highestCents: number;
}

// The daily balances from `from` to `to` (day numbers): the start balance, then each transaction in date order
// (deposits first on a day: the kinder order, so "at any moment" counts low), carried over. Undefined if one does not read.
export function dailyBounds(startCents: number, from: number, to: number, flow: Flow): DailyBounds | undefined {
  if (to < from) return undefined;
  const byDay = new Map<number, { in: number[]; out: number[] }>();
  for (const [kind, list] of [
    ['in', flow.deposits],
    ['out', flow.withdrawals],
  ] as const)
    for (const t of list) {
      if (t.amount === undefined || t.day === undefined) return undefined;
      if (t.day < from || t.day > to) continue;
      const day = byDay.get(t.day) ?? { in: [], out: [] };
      day[kind].push(cents(t.amount));
      byDay.set(t.day, day);
    }
  let balance = startCents;
  let [lowest, highest, atEnd, atAny] = [balance, balance, 0, 0];
  for (let day = from; day <= to; day++) {
    let dipped = balance < 0;
    const moves = byDay.get(day);
    for (const delta of [...(moves?.in ?? []), ...(moves?.out ?? []).map((c) => -c)]) {
      balance += delta;
      [lowest, highest] = [Math.min(lowest, balance), Math.max(highest, balance)];
      if (balance < 0) dipped = true;
    }
    if (balance < 0) atEnd++;
    if (dipped) atAny++;
  }
  return {
    days: to - from + 1,
    negativeAtEndOfDay: atEnd,
    negativeAtAnyMoment: atAny,
    lowestCents: lowest,
    highestCents: highest,
  };
}
