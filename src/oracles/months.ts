// Monthly items: month an integer 1..12, one item per calendar month of the statement in (year, month) order, no month
// skipped (a month without transactions keeps its item), and an item for every month a transaction is dated in.
import type { Finding } from '../checks/check.js';
import { finding, perItem } from './oracle.js';
import { at, int, keyOf, monthKey, monthName } from './statement.js';

export const months = perItem((item) => {
  const monthly = item.monthly;
  if (monthly === undefined) return [];
  const out: Finding[] = [];
  let previous: number | undefined;
  for (const [i, m] of monthly.entries()) {
    const month = int(m.month);
    if (typeof m.month === 'number' && (month === undefined || month < 1 || month > 12))
      out.push(finding('Month out of range', at.month(item, i, 'month'), 'an integer 1 to 12', m.month, 'month is 1..12'));
    const key = keyOf(m);
    if (key === undefined) {
      previous = undefined;
      continue;
    }
    if (previous !== undefined && key <= previous)
      out.push(
        finding(
          'Months out of order',
          at.month(item, i),
          `after ${monthName(previous)}`,
          monthName(key),
          'monthly items in (year, month) order',
        ),
      );
    else if (previous !== undefined && key > previous + 1)
      out.push(
        finding(
          'Month missing',
          at.month(item, i),
          monthName(previous + 1),
          monthName(key),
          'one monthly item per calendar month, none skipped',
        ),
      );
    previous = key;
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
