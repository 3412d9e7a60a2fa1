// The month-validation scenarios of the parse operation, as data. Their outcome is not written here: the month-coverage
// oracle (src/oracles/month-coverage.ts) computes it from the statements' periods, and the rules hold the vendor to it.
import { committedStatement } from '../uploads/statement-facts.js';
import { monthCoverage, type MonthOutcome } from '../oracles/month-coverage.js';

export interface MonthScenario {
  /** The rule id's last segment. */
  name: string;
  /** minRequiredMonths; absent: not sent (no month validation). */
  months?: number;
  files: string[];
  dateOfApplication: string;
}

const month = (m: string) => `month-${m}.pdf`;

/** Days 6, 7 and 8; the year's end; twelve months; a leap February; a statement of several months; several of one; none. */
export const MONTH_SCENARIOS: readonly MonthScenario[] = [
  {
    name: 'day-seven-preceding',
    months: 3,
    files: ['2025-10', '2025-11', '2025-12'].map(month),
    dateOfApplication: '2026-01-07',
  },
  {
    name: 'day-seven-earlier-only',
    months: 3,
    files: ['2025-09', '2025-10', '2025-11'].map(month),
    dateOfApplication: '2026-01-07',
  },
  {
    name: 'day-eight-earlier-only',
    months: 3,
    files: ['2025-09', '2025-10', '2025-11'].map(month),
    dateOfApplication: '2026-01-08',
  },
  {
    name: 'day-six-earlier-window',
    months: 3,
    files: ['2025-09', '2025-10', '2025-11'].map(month),
    dateOfApplication: '2026-01-06',
  },
  {
    name: 'day-six-neither-window',
    months: 3,
    files: ['2025-07', '2025-08', '2025-09'].map(month),
    dateOfApplication: '2026-01-06',
  },
  { name: 'coverage-short', months: 3, files: ['2025-11', '2025-12'].map(month), dateOfApplication: '2026-01-10' },
  { name: 'one-month-year-end', months: 1, files: [month('2025-12')], dateOfApplication: '2026-01-31' },
  {
    name: 'twelve-months',
    months: 12,
    files: Array.from({ length: 12 }, (_, i) => month(`2025-${String(i + 1).padStart(2, '0')}`)),
    dateOfApplication: '2026-01-15',
  },
  { name: 'leap-february', months: 1, files: ['statement-leap-february.pdf'], dateOfApplication: '2024-03-07' },
  // Months are the calendar months the periods cover, not statement files: one statement of three months meets three,
  // three statements of one month do not.
  {
    name: 'one-statement-three-months',
    months: 3,
    files: ['statement-3-months.pdf'],
    dateOfApplication: '2026-04-10',
  },
  {
    name: 'same-month-thrice',
    months: 3,
    files: [month('2025-12'), month('2025-12'), month('2025-12')],
    dateOfApplication: '2026-01-10',
  },
  { name: 'omitted', files: [month('2025-07')], dateOfApplication: '2026-01-15' },
];

/** The calendar months a committed statement covers, from the manifest its generator writes. */
function monthsOf(file: string): string[] {
  const months = committedStatement(file)?.months ?? [];
  if (months.length === 0)
    throw new Error(`fixtures/inputs/statements/manifest.json lists no months for ${file}: run npm run fixtures:statements`);
  return months;
}

const lastDay = (ym: string): string => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The statements' periods: each file's first month's first day to its last month's last day. */
export const periodsOf = (files: readonly string[]) =>
  files.map((f) => {
    const months = monthsOf(f);
    return { start: `${months[0]}-01`, end: lastDay(months.at(-1) as string) };
  });

export const outcomeOf = (s: MonthScenario): MonthOutcome =>
  monthCoverage({
    periods: periodsOf(s.files),
    dateOfApplication: s.dateOfApplication,
    ...(s.months === undefined ? {} : { minRequiredMonths: s.months }),
  });
