// Monthly items: month an integer 1..12, and an item for every month a transaction is dated in. Their order, and whether
// a month without transactions has an item, are not shown ("summary.monthly: list, Per-month statistics"): neither
// gates (the order met is recorded: see orderNote in check.ts).
import type { Finding } from '../model/types.js';
import { finding, perItem } from './oracle.js';
import { at, int, keyOf, monthKey, monthName } from './statement.js';

export const months = perItem((item) => {
  const monthly = item.monthly;
  if (monthly === undefined) return [];
  const out: Finding[] = [];
  for (const [i, m] of monthly.entries()) {
    const month = int(m.month);
    if (typeof m.month === 'number' && (month === undefined || month < 1 || month > 12))
      out.push(finding('Month out of range', at.month(item, i, 'month'), 'an integer 1 to 12', m.month, 'month is 1..12'));
  }
  // Every month a transaction is dated in has its item; the first transaction of each month missing names it.
  const covered = new Set(monthly.map(keyOf));
  const named = new Set<number>();
  for (const [i, t] of (item.transactions ?? []).entries()) {
    if (t.date === undefined) continue;
    const key = monthKey(t.date.year, t.date.month);
    if (covered.has(key) || named.has(key)) continue;
    named.add(key);
    out.push(
      finding(
        'Month missing',
        at.transaction(item, i, 'date'),
        `a monthly item for ${monthName(key)}`,
        `no item for ${monthName(key)}`,
        "every transaction's month has a monthly item",
      ),
    );
  }
  return out;
});

/** Whether the monthly items run in calendar order (undefined when a month does not read). */
export function monthsInOrder(monthly: Record<string, unknown>[]): boolean | undefined {
  const keys = monthly.map(keyOf);
  if (keys.some((k) => k === undefined)) return undefined;
  return keys.every((k, i) => i === 0 || (k as number) > (keys[i - 1] as number));
}
