// Each recurring series and possible alternate lender agrees with its transactions (bank-statement-analysis.md ›
// Results resource): totalCountOfInstallments their count, avgAmount their mean amount, avgDaysInterval the mean days
// between consecutive txnDates (0 for one), within 0.01.
import type { Finding } from '../model/types.js';
import { sumCents } from './money.js';
import { count, finding, money, type Oracle } from './oracle.js';
import { resultsOf, type Series } from './results-body.js';
import { num } from './statement.js';

/** Days, like amounts, may be rounded to two decimals: 0.01 off passes, more does not. */
const DAYS_TOLERANCE = 0.01;

function interval(series: Series, days: number[]): Finding[] {
  const reported = num(series.fields.avgDaysInterval);
  // Consecutive in date order: the gaps add up to the latest date minus the first.
  const sorted = [...days].sort((a, b) => a - b);
  const expected = sorted.length < 2 ? 0 : ((sorted.at(-1) as number) - (sorted[0] as number)) / (sorted.length - 1);
  return reported === undefined || Math.abs(reported - expected) <= DAYS_TOLERANCE + 1e-9
    ? []
    : [
        finding(
          'Figure does not add up',
          `${series.at}/avgDaysInterval`,
          Math.round(expected * 100) / 100,
          series.fields.avgDaysInterval,
          'avgDaysInterval: mean days between consecutive txnDates of the series (0 for one)',
        ),
      ];
}

/** A withdrawal series' average by its magnitude, as its transactions' amounts are read (the sign is not shown). */
const magnitudeOf = (series: Series): unknown => {
  const avg = series.fields.avgAmount;
  return series.fields.type === 'withdrawal' && typeof avg === 'number' ? Math.abs(avg) : avg;
};

function judge(series: Series): Finding[] {
  const list = series.transactions;
  if (list === undefined) return [];
  const amounts = list.map((t) => t.amount);
  const days = list.map((t) => t.day);
  return [
    ...count(
      `${series.at}/totalCountOfInstallments`,
      series.fields.totalCountOfInstallments,
      list.length,
      'totalCountOfInstallments: the series’ transactions',
    ),
    ...(list.length > 0 && amounts.every((a) => a !== undefined)
      ? money(
          `${series.at}/avgAmount`,
          magnitudeOf(series),
          Math.round(sumCents(amounts as number[]) / list.length),
          'avgAmount: mean amount of the series’ transactions',
        ).map((f) => ({ ...f, actual: series.fields.avgAmount }))
      : []),
    ...(days.every((d) => d !== undefined) ? interval(series, days as number[]) : []),
  ];
}

export const resultsRecurring: Oracle = (body) => resultsOf(body)?.series.flatMap(judge) ?? [];
