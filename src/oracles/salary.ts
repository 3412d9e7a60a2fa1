// numberOfSalaryTransactions and totalSalaryAmount = those of the transactions marked isSalary, overall and per month;
// averageSalaryAmount between the smallest and largest of their values.
import type { Finding } from '../model/types.js';
import { below, sumCents } from './money.js';
import { count, finding, money, perItem } from './oracle.js';
import { at, byMonth, complete, keyedMonths, num, type Obj } from './statement.js';

function held(summary: Obj, pointer: (field: string) => string, salaries: number[], scope: string): Finding[] {
  const out = [
    ...count(
      pointer('numberOfSalaryTransactions'),
      summary.numberOfSalaryTransactions,
      salaries.length,
      `number of isSalary transactions ${scope}`,
    ),
    ...money(
      pointer('totalSalaryAmount'),
      summary.totalSalaryAmount,
      sumCents(salaries),
      `sum of the isSalary transactions' values ${scope}`,
    ),
  ];
  const average = num(summary.averageSalaryAmount);
  if (salaries.length === 0 || average === undefined) return out;
  const [lo, hi] = [Math.min(...salaries), Math.max(...salaries)];
  if (below(average, lo) || below(hi, average))
    out.push(
      finding(
        'Statistic out of bounds',
        pointer('averageSalaryAmount'),
        `between ${lo} and ${hi}`,
        average,
        `within the isSalary values ${scope}`,
      ),
    );
  return out;
}

export const salary = perItem((item, scope) => {
  const listed = scope.listed ? complete(item.transactions, 'value', 'isSalary') : undefined;
  if (listed === undefined) return [];
  const salaries = (indexes: number[]) => indexes.flatMap((i) => (listed[i]?.isSalary ? [listed[i].value] : []));
  const months = byMonth(listed);
  return [
    ...held(item.overall, (f) => at.overall(item, f), salaries(listed.map((_, i) => i)), 'listed'),
    ...(months === undefined
      ? []
      : keyedMonths(item).flatMap(({ m, i, key }) =>
          held(m, (f) => at.month(item, i, f), salaries(months.get(key) ?? []), 'dated in this month'),
        )),
  ];
});
