// The asynchronous flow's dates: YYYY-MM-DD days and YYYY-MM months as integers (days since 1970-01-01, months since
// year 0), so periods walk and windows shift by adding 1. Integer arithmetic only: no Date, no local time.
import type { Day } from './statement.js';

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** YYYY-MM-DD (the documented form), a real calendar day; else undefined. */
export function isoDay(v: unknown): Day | undefined {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  if (m === null) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

/** Days since 1970-01-01 (Hinnant's days_from_civil): consecutive days differ by 1 across months and years. */
export function dayNumber({ year, month, day }: Day): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** A month as one integer: 2025-12 + 1 = 2026-01. */
export const monthKey = (year: number, month: number): number => year * 12 + (month - 1);

/** A month key as YYYY-MM. */
export const isoMonth = (key: number): string =>
  `${String(Math.floor(key / 12)).padStart(4, '0')}-${String((key % 12) + 1).padStart(2, '0')}`;

/** YYYY-MM as a month key; else undefined. */
export function readMonth(v: unknown): number | undefined {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})$/.exec(v) : null;
  const month = m === null ? 0 : Number(m[2]);
  return m !== null && month >= 1 && month <= 12 ? monthKey(Number(m[1]), month) : undefined;
}
