// Credit and debit counts and totals = those of the listed transactions by type, overall and per month.
import type { Finding } from '../model/types.js';
import { cents, sumCents } from './money.js';
import { count, money, perItem } from './oracle.js';
import { at, byMonth, complete, int, keyedMonths, num, type Obj, type Transaction } from './statement.js';

const TYPES = [
  { type: 'credit', details: 'total_credit_transactions', summary: 'Credit' },
  { type: 'debit', details: 'total_debit_transactions', summary: 'Debit' },
] as const;

type Sums = Record<'credit' | 'debit', { n: number; cents: number }>;

function sums(transactions: Required<Pick<Transaction, 'value' | 'type'>>[]): Sums {
  const of = (type: 'credit' | 'debit') => {
    const values = transactions.filter((t) => t.type === type).map((t) => t.value);
    return { n: values.length, cents: sumCents(values) };
  };
  return { credit: of('credit'), debit: of('debit') };
}

/** A summary's (overall or monthly) four figures against the sums. */
const summaryHeld = (pointer: (field: string) => string, summary: Obj, s: Sums, scope: string): Finding[] =>
  TYPES.flatMap(({ type, summary: name }) => [
    ...count(
      pointer(`numberOf${name}Transactions`),
      summary[`numberOf${name}Transactions`],
      s[type].n,
      `number of ${type} transactions ${scope}`,
    ),
    ...money(
      pointer(`total${name}Amount`),
      summary[`total${name}Amount`],
      s[type].cents,
      `sum of the ${type} transactions' values ${scope}`,
    ),
  ]);

export const creditDebitTotals = perItem((item, scope) => {
  if (!scope.unfiltered) return [];
  const listed = complete(scope.listed ? item.transactions : undefined, 'value', 'type');
  if (listed === undefined) {
    // Nothing to recompute from: the details agree with the overall summary, and each summary's counts split its
    // transactions into credits and debits.
    const agree = TYPES.flatMap(({ details, summary: name }) => {
      const n = int(item.details[`${details}_count`]);
      const total = num(item.details[`${details}_value`]);
      return [
        ...(n === undefined
          ? []
          : count(
              at.overall(item, `numberOf${name}Transactions`),
              item.overall[`numberOf${name}Transactions`],
              n,
              `details.${details}_count`,
            )),
        ...(total === undefined
          ? []
          : money(
              at.overall(item, `total${name}Amount`),
              item.overall[`total${name}Amount`],
              cents(total),
              `details.${details}_value`,
            )),
      ];
    });
    const periods = [
      { pointer: (f: string) => at.overall(item, f), summary: item.overall },
      ...(item.monthly ?? []).map((m, i) => ({ pointer: (f: string) => at.month(item, i, f), summary: m })),
    ];
    return [
      ...agree,
      ...periods.flatMap(({ pointer, summary }) => {
        const [credits, debits] = [int(summary.numberOfCreditTransactions), int(summary.numberOfDebitTransactions)];
        return credits === undefined || debits === undefined
          ? []
          : count(pointer('numberOfTransactions'), summary.numberOfTransactions, credits + debits, 'credit count + debit count');
      }),
    ];
  }
  const overall = sums(listed);
  const months = byMonth(listed);
  return [
    ...TYPES.flatMap(({ type, details }) => [
      ...count(
        at.details(item, `${details}_count`),
        item.details[`${details}_count`],
        overall[type].n,
        `number of ${type} transactions listed`,
      ),
      ...money(
        at.details(item, `${details}_value`),
        item.details[`${details}_value`],
        overall[type].cents,
        `sum of the ${type} transactions' values`,
      ),
    ]),
    ...summaryHeld((f) => at.overall(item, f), item.overall, overall, 'listed'),
    ...(months === undefined
      ? []
      : keyedMonths(item).flatMap(({ m, i, key }) => {
          const inMonth = (months.get(key) ?? []).map((t) => listed[t] as (typeof listed)[number]);
          return summaryHeld((f) => at.month(item, i, f), m, sums(inMonth), 'dated in this month');
        })),
  ];
});
