// eodBalances, where a month has them: one value per day of its month (29 in a leap February), and on a day with
// transactions the balance after the last of them.
import type { Finding } from '../model/types.js';
import { cents } from './money.js';
import { finding, money, perItem } from './oracle.js';
import { at, byMonth, complete, daysIn, keyedMonths } from './statement.js';

export const eodBalances = perItem((item, scope) => {
  const listed = scope.listed ? complete(item.transactions, 'balance') : undefined;
  const months = listed === undefined ? undefined : byMonth(listed);
  return keyedMonths(item).flatMap(({ m, i, key }): Finding[] => {
    if (!Array.isArray(m.eodBalances)) return [];
    const [year, month] = [Math.floor(key / 12), (key % 12) + 1];
    const eod = m.eodBalances as unknown[];
    const days = daysIn(year, month);
    if (eod.length !== days)
      return [
        finding(
          'Wrong number of end-of-day balances',
          at.month(item, i, 'eodBalances'),
          days,
          eod.length,
          `one value per day of ${year}-${String(month).padStart(2, '0')}`,
        ),
      ];
    // The last balance listed on each day, in list order: what that day ended with.
    const endOf = new Map<number, number>();
    for (const t of (months?.get(key) ?? []).map((k) => listed?.[k])) if (t?.date !== undefined) endOf.set(t.date.day, t.balance);
    return [...endOf].flatMap(([day, balance]) =>
      money(
        `${at.month(item, i, 'eodBalances')}/${day - 1}`,
        eod[day - 1],
        cents(balance),
        `the balance after the last transaction of day ${day}`,
      ),
    );
  });
});
