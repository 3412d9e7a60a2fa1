// The month validation of parseBankStatement (bank-statement-analysis.md › Parse bank statements): with
// minRequiredMonths = N the statements must touch at least N calendar months, and the N months before
// dateOfApplication's month must all be among them (before the 7th, the N months before those pass too).
import { dayNumber, isoDay, isoMonth, monthKey, readMonth } from './iso-date.js';

export type MonthOutcome =
  | { kind: 'not-validated' }
  | { kind: 'accepted'; window: string[] }
  | { kind: 'error'; reason: 'coverage' | 'missing'; message: string };

export interface MonthInput {
  /** Each statement's period as printed, first to last day, YYYY-MM-DD. */
  periods: { start: string; end: string }[];
  dateOfApplication?: string;
  minRequiredMonths?: number;
}

/** From this day of the application's month on, only the N months right before it pass. */
export const LATE_DAY = 7;

export const coverageMessage = (n: number): string => `Bank Statement period less than ${n} months`;
export const missingMessage = (n: number): string => `Last ${n} months Bank statement missing`;
/** What both month errors say whatever N: a text that revokes an accepted parse wherever it appears later. */
export const MONTH_ERROR_TEXTS = ['Bank Statement period less than', 'months Bank statement missing'] as const;

/** The month keys a period touches, first to last; none when a date is unreadable or the period ends before it starts. */
function touched(start: unknown, end: unknown): number[] {
  const [from, to] = [isoDay(start), isoDay(end)];
  if (from === undefined || to === undefined || dayNumber(to) < dayNumber(from)) return [];
  const first = monthKey(from.year, from.month);
  return Array.from({ length: monthKey(to.year, to.month) - first + 1 }, (_, i) => first + i);
}

/** The calendar months (YYYY-MM) a period touches: 2025-11-15 to 2026-01-10 → 2025-11, 2025-12, 2026-01. */
export const monthsTouched = (start: string, end: string): string[] => touched(start, end).map(isoMonth);

/** A YYYY-MM month moved by k months (k < 0: earlier). Throws on a month that is not YYYY-MM: a caller's typo. */
export function shiftMonth(month: string, k: number): string {
  const key = readMonth(month);
  if (key === undefined || !Number.isInteger(k) || key + k < 0)
    throw new RangeError(`shiftMonth: give a YYYY-MM month and an integer shift (got "${month}", ${k})`);
  return isoMonth(key + k);
}

/** The n months ending the month before `month`. */
const before = (month: number, n: number): number[] => Array.from({ length: n }, (_, i) => month - n + i);

/** What the service must answer. N outside 1..12 is an input validation error, not this rule. The reference date is
 * dateOfApplication (not "today"); without a readable one only the coverage is held, the window every month covered. */
export function monthCoverage({ periods, dateOfApplication, minRequiredMonths: n }: MonthInput): MonthOutcome {
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > 12) return { kind: 'not-validated' };
  const covered = new Set((Array.isArray(periods) ? periods : []).flatMap((p) => touched(p?.start, p?.end)));
  if (covered.size < n) return { kind: 'error', reason: 'coverage', message: coverageMessage(n) };
  const d = isoDay(dateOfApplication);
  if (d === undefined) return { kind: 'accepted', window: [...covered].sort((a, b) => a - b).map(isoMonth) };
  const month = monthKey(d.year, d.month);
  const windows = d.day >= LATE_DAY ? [before(month, n)] : [before(month, n), before(month - 1, n)];
  const met = windows.find((w) => w.every((k) => covered.has(k)));
  return met === undefined
    ? { kind: 'error', reason: 'missing', message: missingMessage(n) }
    : { kind: 'accepted', window: met.map(isoMonth) };
}
