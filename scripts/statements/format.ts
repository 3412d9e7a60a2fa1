// How the statements print dates and amounts (the contract's layout): amounts are integer paise until printed.
export type DateStyle = 'day-first' | 'year-first';

export const MONTH_ABBREVIATIONS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
export const MONTH_NAMES = [
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
];

/** Days in a `YYYY-MM` month (29 for 2024-02). */
export function daysIn(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, m ?? 0, 0)).getUTCDate();
}

export const isoDate = (month: string, day: number): string => `${month}-${String(day).padStart(2, '0')}`;

/** `YYYY-MM-DD` → `DD/MM/YYYY`, or unchanged for the year-first statement. */
export function formatDate(iso: string, style: DateStyle): string {
  if (style === 'year-first') return iso;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Paise → `1,234.56`, `-1,234.56`. */
export function formatAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new Error(`formatAmount: ${paise} is not a whole number of paise`);
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${paise < 0 ? '-' : ''}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

export const rupees = (paise: number): number => paise / 100;
