// The month validation of parseBankStatement (spec › Parse bank statements; issue 11 contract › Month validation),
// with N = minRequiredMonths and D = dateOfApplication: the statements' periods must touch at least N calendar
// months; then window A (the N months before D's month) must be covered, or, before the 7th, window B (A one month
// earlier). The rules are data (settings.ts MonthRules), so a fault changes one of them where it is applied.
import type { MonthRules } from '../settings.js';
import { dateOf, type YearMonthDay } from '../statements/calendar.js';

/** A statement's period, first to last day printed (calendar.ts day numbers). */
export interface Period {
  readonly from: number;
  readonly to: number;
}

export const coverageMessage = (n: number): string => `Bank Statement period less than ${n} months`;
export const missingMessage = (n: number): string => `Last ${n} months Bank statement missing`;

const DAYS_PER_BLOCK = 30;
const two = (n: number): string => String(n).padStart(2, '0');
// A month as text, so a month number outside 1..12 (a wrong wrap) names no real month instead of being normalised.
const keyOf = (year: number, month: number): string => `${year}-${two(month)}`;

/** The calendar months (YYYY-MM) the periods touch. */
export function monthsTouched(periods: readonly Period[]): Set<string> {
  const months = new Set<string>();
  for (const { from, to } of periods) {
    let { year, month } = dateOf(from);
    const last = dateOf(to);
    while (year < last.year || (year === last.year && month <= last.month)) {
      months.add(keyOf(year, month));
      [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    }
  }
  return months;
}

/** Whole 30-day blocks in the days the periods cover (a wrong reading of "months", kept for its fault). */
function thirtyDayBlocks(periods: readonly Period[]): number {
  const days = new Set<number>();
  for (const { from, to } of periods) for (let day = from; day <= to; day += 1) days.add(day);
  return Math.floor(days.size / DAYS_PER_BLOCK);
}

/** `length` months ending `before` months before D's month (window A: before 1; window B: before 2), as YYYY-MM. */
function windowOf(date: YearMonthDay, length: number, before: number, rules: MonthRules): string[] {
  let month = date.month - length - before + 1;
  let year = date.year;
  while (month < rules.wrapBelow) {
    month += 12;
    if (!rules.yearKeptDays.includes(date.day)) year -= 1;
  }
  return Array.from({ length }, () => {
    const key = keyOf(year, month);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    return key;
  });
}

/** The documented error message for these statements, or undefined when they pass. */
export function monthProblem(periods: readonly Period[], n: number, date: YearMonthDay, rules: MonthRules): string | undefined {
  const required = rules.requiredMonths[n] ?? n;
  const covered = monthsTouched(periods);
  const count =
    rules.coverageUnit === 'calendar-month'
      ? covered.size
      : rules.coverageUnit === 'statement-file'
        ? periods.length
        : thirtyDayBlocks(periods);
  if (rules.coverageChecked && count < required) return coverageMessage(n);
  if (rules.uncheckedDays.includes(date.day)) return undefined;
  const all = (window: readonly string[]) => window.every((month) => covered.has(month));
  if (all(windowOf(date, required, 1, rules))) return undefined;
  if (rules.earlierWindowDays.includes(date.day) && all(windowOf(date, required, 2, rules))) return undefined;
  return missingMessage(n);
}
