// The balance at the end of every calendar day: the balance after the day's last transaction, or the day before's
// carried forward (the opening balance before the first transaction).
import type { Statement } from './parse.js';

/** End-of-day balances (paise) of every day from `first` to `last` (day numbers), both included. */
export function endOfDayBalances(statement: Statement, first: number, last: number): number[] {
  const lastOfDay = new Map<number, number>();
  let carried = statement.opening;
  for (const row of statement.rows) {
    if (row.day < first) carried = row.balance;
    else lastOfDay.set(row.day, row.balance);
  }
  const balances: number[] = [];
  for (let day = first; day <= last; day += 1) {
    carried = lastOfDay.get(day) ?? carried;
    balances.push(carried);
  }
  return balances;
}
