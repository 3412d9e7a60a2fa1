// The monthly items' counts and totals add up to the overall ones.
import { sumCents } from './money.js';
import { count, money, perItem } from './oracle.js';
import { at, int, num } from './statement.js';

const COUNTS = ['numberOfTransactions', 'numberOfCreditTransactions', 'numberOfDebitTransactions', 'numberOfSalaryTransactions'];
const TOTALS = ['totalCreditAmount', 'totalDebitAmount', 'totalSalaryAmount'];

/** Held where every month has the figure: one month without it is the schema's finding, not a wrong sum. */
export const monthlySums = perItem((item, scope) => {
  const monthly = item.monthly;
  if (!scope.unfiltered || monthly === undefined || monthly.length === 0) return [];
  const all = <T>(field: string, read: (v: unknown) => T | undefined): T[] | undefined => {
    const values = monthly.map((m) => read(m[field]));
    return values.every((v) => v !== undefined) ? (values as T[]) : undefined;
  };
  return [
    ...COUNTS.flatMap((field) => {
      const values = all(field, int);
      return values === undefined
        ? []
        : count(
            at.overall(item, field),
            item.overall[field],
            values.reduce((a, b) => a + b, 0),
            `sum of the months' ${field}`,
          );
    }),
    ...TOTALS.flatMap((field) => {
      const values = all(field, num);
      return values === undefined
        ? []
        : money(at.overall(item, field), item.overall[field], sumCents(values), `sum of the months' ${field}`);
    }),
  ];
});
