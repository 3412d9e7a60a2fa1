// Calendar days as whole numbers (days since 1970-01-01, UTC), so a statement's days can be counted, compared and
// walked without time zones; and the two date forms the statements print.

export interface YearMonthDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MS_PER_DAY = 86_400_000;

export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;

export function dateOf(dayNo: number): YearMonthDay {
  const date = new Date(dayNo * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** How a statement writes its dates: DD/MM/YYYY, or YYYY-MM-DD when formatDateYearFirst is yes. */
export type DateForm = 'day-first' | 'year-first';

const FORMS: Readonly<Record<DateForm, { pattern: RegExp; order: readonly [number, number, number] }>> = {
  // [year, month, day] capture positions
  'day-first': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 2, 1] },
  'year-first': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [1, 2, 3] },
};

/** The day a text names in that form; undefined when it is not one, or not a real date (31/02/2026). */
export function parseDate(text: string, form: DateForm): number | undefined {
  const { pattern, order } = FORMS[form];
  const match = pattern.exec(text.trim());
  if (match === null) return undefined;
  const [year, month, day] = order.map((i) => Number(match[i]));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return dayNumber(year, month, day);
}

/** The form a date text is written in, whether or not it is the one expected. */
export const formOf = (text: string): DateForm | undefined =>
  (Object.keys(FORMS) as DateForm[]).find((form) => FORMS[form].pattern.test(text.trim()));

const two = (n: number): string => String(n).padStart(2, '0');

/** DD/MM/YYYY: how the result writes every date, whatever the statement's form. */
export function dayFirst(dayNo: number): string {
  const { year, month, day } = dateOf(dayNo);
  return `${two(day)}/${two(month)}/${year}`;
}

/** The (year, month) of a day, as one comparable number: year × 12 + month − 1. */
export const monthIndex = (dayNo: number): number => {
  const { year, month } = dateOf(dayNo);
  return year * 12 + month - 1;
};

export const firstDayOfMonth = (index: number): number => dayNumber(Math.floor(index / 12), (index % 12) + 1, 1);
export const lastDayOfMonth = (index: number): number => firstDayOfMonth(index + 1) - 1;
