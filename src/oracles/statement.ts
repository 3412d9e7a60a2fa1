// A read-only view of one `result` item of a bank statement analysis: its transactions and summaries, tolerant of any
// shape. A field of the wrong type reads as undefined and the oracles skip what depends on it: the schema reports it.
// Debits are read by their magnitude (their sign is not shown: sign.ts), so every oracle holds either sign.
import { rangeByMagnitude, type Sign, signOf } from './sign.js';

export type Obj = Record<string, unknown>;

export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface Transaction {
  value?: number;
  type?: 'credit' | 'debit';
  balance?: number;
  isSalary?: boolean;
  date?: Day;
}

export interface StatementItem {
  /** The item's JSON pointer: `/result/0`. */
  at: string;
  details: Obj;
  /** Undefined when `details.transactions` is not a list. Oldest first: a list given newest first (order not shown) is
   * reversed, and `order` maps each position back to the body's. */
  transactions?: Transaction[];
  order?: number[];
  overall: Obj;
  /** Undefined when `details.summary.monthly` is not a list; an entry that is not an object reads as {}. */
  monthly?: Obj[];
  /** The sign the debits came in (values and debit figures); undefined when there is none. */
  debitSign?: Sign;
}

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const objOr = (v: unknown): Obj => (isObj(v) ? v : {});

/** A finite number, else undefined. */
export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** An integer, else undefined. */
export const int = (v: unknown): number | undefined => (Number.isInteger(v) ? (v as number) : undefined);

export const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** DD/MM/YYYY (the documented form), a real calendar day; else undefined. */
export function parseDate(v: unknown): Day | undefined {
  const m = typeof v === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v) : null;
  if (m === null) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? { year, month, day } : undefined;
}

/** A month as one integer, so months compare and step by 1: 2025-12 + 1 = 2026-01. */
export const monthKey = (year: number, month: number): number => year * 12 + (month - 1);
export const monthName = (key: number): string => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}`;

function transaction(v: unknown, signs: number[]): Transaction {
  const t = objOr(v);
  const value = num(t.value);
  if (t.type === 'debit' && value !== undefined) signs.push(value);
  return {
    value: t.type === 'debit' && value !== undefined ? Math.abs(value) : value,
    type: t.type === 'credit' || t.type === 'debit' ? t.type : undefined,
    balance: num(t.balance),
    isSalary: typeof t.isSalary === 'boolean' ? t.isSalary : undefined,
    date: parseDate(t.date),
  };
}

const dayKey = (d: Day) => (d.year * 12 + d.month) * 32 + d.day;

/** Whether a list runs newest first: every date readable, none later than the one before, the last before the first. */
function newestFirst(list: Transaction[]): boolean {
  const keys = list.map((t) => (t.date === undefined ? undefined : dayKey(t.date)));
  if (keys.length < 2 || keys.some((k) => k === undefined)) return false;
  const k = keys as number[];
  return (k.at(-1) as number) < (k[0] as number) && k.every((key, i) => i === 0 || key <= (k[i - 1] as number));
}

const DEBIT_FIGURES = ['totalDebitAmount', 'minimumDebitAmount', 'maximumDebitAmount', 'averageDebitAmount'];

/** A summary with its debit figures by magnitude (the numbers as given added to `signs`): signed negative, minimum and
 * maximum may come in either order, and the ratio over the debit total is signed as that total. */
function unsignedDebits(summary: Obj, signs: number[]): Obj {
  const out = { ...summary };
  const given = DEBIT_FIGURES.map((f) => num(summary[f]));
  for (const [k, n] of given.entries()) if (n !== undefined) out[DEBIT_FIGURES[k] as string] = Math.abs(n);
  signs.push(...given.filter((n): n is number => n !== undefined));
  const [total, min, max] = given;
  if (min !== undefined && max !== undefined && (min < 0 || max < 0))
    [out.minimumDebitAmount, out.maximumDebitAmount] = rangeByMagnitude(min, max);
  const ratio = num(summary.creditDebitRatio);
  if (total !== undefined && total < 0 && ratio !== undefined) out.creditDebitRatio = Math.abs(ratio);
  return out;
}

// Each oracle of an answer reads its items: made once per body (the body and its items are read, never changed).
const madeOf = new WeakMap<object, StatementItem[]>();

/** Every item of `result`; none when the body has no `result` list. */
export function itemsOf(body: unknown): StatementItem[] {
  if (!isObj(body)) return makeItems(body);
  let items = madeOf.get(body);
  if (items === undefined) madeOf.set(body, (items = makeItems(body)));
  return items;
}

function makeItems(body: unknown): StatementItem[] {
  const result = isObj(body) && Array.isArray(body.result) ? body.result : [];
  return result.map((raw, i) => {
    const signs: number[] = [];
    const given = objOr(objOr(raw).details);
    const summary = objOr(given.summary);
    const debitTotal = num(given.total_debit_transactions_value);
    if (debitTotal !== undefined) signs.push(debitTotal);
    const details = debitTotal === undefined ? given : { ...given, total_debit_transactions_value: Math.abs(debitTotal) };
    const listed = Array.isArray(given.transactions) ? given.transactions.map((t) => transaction(t, signs)) : undefined;
    const reversed = listed !== undefined && newestFirst(listed);
    const overall = unsignedDebits(objOr(summary.overall), signs);
    const monthly = Array.isArray(summary.monthly) ? summary.monthly.map((m) => unsignedDebits(objOr(m), signs)) : undefined;
    const debitSign = signOf(signs);
    return {
      at: `/result/${i}`,
      details,
      transactions: reversed ? [...listed].reverse() : listed,
      ...(reversed ? { order: listed.map((_, k) => listed.length - 1 - k) } : {}),
      overall,
      monthly,
      ...(debitSign === undefined ? {} : { debitSign }),
    };
  });
}

/** JSON pointers into an item. */
export const at = {
  details: (item: StatementItem, field: string) => `${item.at}/details/${field}`,
  overall: (item: StatementItem, field: string) => `${item.at}/details/summary/overall/${field}`,
  month: (item: StatementItem, i: number, field?: string) =>
    `${item.at}/details/summary/monthly/${i}${field === undefined ? '' : `/${field}`}`,
  transaction: (item: StatementItem, i: number, field: string) =>
    `${item.at}/details/transactions/${item.order?.[i] ?? i}/${field}`,
};

/** The transactions when each has every field named, else undefined (the schema reports the one that lacks it). */
export function complete<K extends keyof Transaction>(
  transactions: Transaction[] | undefined,
  ...fields: K[]
): (Transaction & Required<Pick<Transaction, K>>)[] | undefined {
  if (transactions === undefined) return undefined;
  return transactions.every((t) => fields.every((f) => t[f] !== undefined))
    ? (transactions as (Transaction & Required<Pick<Transaction, K>>)[])
    : undefined;
}

/** The (year, month) key of a monthly item, when both are integers and the month is 1..12. */
export function keyOf(item: Obj): number | undefined {
  const year = int(item.year);
  const month = int(item.month);
  return year !== undefined && year >= 1 && month !== undefined && month >= 1 && month <= 12 ? monthKey(year, month) : undefined;
}

/** The monthly items with their (year, month) keys, when every item has one: a month 0 or 13 means they may be off by
 * one, so comparing them with "their" month's transactions would only echo that finding. */
export function keyedMonths(item: StatementItem): { m: Obj; i: number; key: number }[] {
  const keyed = (item.monthly ?? []).map((m, i) => ({ m, i, key: keyOf(m) }));
  return keyed.every((k) => k.key !== undefined) ? (keyed as { m: Obj; i: number; key: number }[]) : [];
}

/** Transaction indexes by month, in list order; undefined when any transaction's date is unreadable. */
export function byMonth(transactions: Transaction[]): Map<number, number[]> | undefined {
  const months = new Map<number, number[]>();
  for (const [i, t] of transactions.entries()) {
    if (t.date === undefined) return undefined;
    const key = monthKey(t.date.year, t.date.month);
    const list = months.get(key);
    if (list === undefined) months.set(key, [i]);
    else list.push(i);
  }
  return months;
}
