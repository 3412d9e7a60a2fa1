// Dates and money as the results print them: YYYY-MM-DD, English month names, amounts in currency units (2 decimals)
// from the integer cents every sum is made in (the engine's paise: money.ts).
import { dateOf, parseDate } from '../../statements/calendar.js';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const two = (n: number): string => String(n).padStart(2, '0');

/** A day number (calendar.ts) as YYYY-MM-DD. */
export function isoDate(dayNo: number): string {
  const { year, month, day } = dateOf(dayNo);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The engine's DD/MM/YYYY back to a day number. */
export function dayOfEntry(date: string): number {
  const day = parseDate(date, 'day-first');
  if (day === undefined) throw new Error(`the engine printed ${date}, not DD/MM/YYYY: see sandbox/statements/calendar.ts`);
  return day;
}

/** A month index (calendar.ts monthIndex: year × 12 + month − 1) as the summary's month name and year. */
export const monthOfIndex = (index: number) => ({ month: MONTH_NAMES[index % 12]!, year: Math.floor(index / 12) });

/** The engine's amounts (2-decimal floats) to whole cents, exactly. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** Cents to currency units: the nearest double to the 2-decimal value. */
export const units = (value: number): number => value / 100;

/** Whole cents of a mean, rounded, as the engine rounds its averages (stats.ts); 0 for none. */
export const meanCents = (total: number, count: number): number => (count === 0 ? 0 : Math.round(total / count));
