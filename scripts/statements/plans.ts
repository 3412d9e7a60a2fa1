// The statements' data, as plans the generator expands with a seeded PRNG. Amounts in paise.
import type { Mode } from './narrations.js';

/** A transaction placed by hand: the threshold value, or the debit that opens a stretch of negative balance. */
export interface Scripted {
  date: string;
  type: 'credit' | 'debit';
  mode: Mode;
  entity: string;
  /** Either the amount, or the balance the transaction leaves (its amount is then what gets there). */
  amount?: number;
  balanceAfter?: number;
}

export interface StatementPlan {
  seed: number;
  holder: string;
  /** The account number's last four digits (the rest print as X). */
  accountLast4: string;
  months: readonly string[];
  /** Transactions in all, salary and scripted ones included, spread evenly over the months that have any. */
  count: number;
  openingBalance: number;
  /** Credited on `day` of every month that has transactions. */
  salary: { employer: string; amount: number; day: number };
  /** Months of the period with no transaction at all. */
  quietMonths?: readonly string[];
  scripted?: readonly Scripted[];
}

/** The value the threshold rules use: statement-3-months holds exactly one transaction of it. */
export const THRESHOLD_PAISE = 500_000;

const monthsOf = (year: number, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${year}-${String(from + i).padStart(2, '0')}`);

export const PLANS = {
  oneMonth: {
    seed: 101,
    holder: 'ASHA VERMA',
    accountLast4: '4821',
    months: ['2026-01'],
    count: 15,
    openingBalance: 4_235_075,
    salary: { employer: 'ORBIT LABS', amount: 8_500_000, day: 1 },
  },
  threeMonths: {
    seed: 303,
    holder: 'RAHUL GUPTA',
    accountLast4: '7305',
    months: monthsOf(2026, 1, 3),
    count: 90,
    openingBalance: 1_800_000,
    salary: { employer: 'BLUE RIVER TECH', amount: 7_200_000, day: 1 },
    scripted: [
      { date: '2026-01-14', type: 'debit', mode: 'IMPS', entity: 'MEERA NAIR', amount: THRESHOLD_PAISE },
      // Rent beyond the balance on the 20th: negative until the salary of 1 March.
      { date: '2026-02-20', type: 'debit', mode: 'NEFT', entity: 'SUNRISE PROPERTIES', balanceAfter: -1_250_000 },
    ],
  },
  twelveMonths: {
    seed: 1212,
    holder: 'DEEPA NAIR',
    accountLast4: '3390',
    months: monthsOf(2025, 1, 12),
    count: 132,
    openingBalance: 5_500_000,
    salary: { employer: 'HARBOUR CARGO', amount: 6_400_000, day: 1 },
    quietMonths: ['2025-06'],
  },
  // 41 rows a page: 2,020 rows and the closing line fill exactly 50 pages.
  fiftyPages: {
    seed: 5050,
    holder: 'KARAN MALHOTRA',
    accountLast4: '6142',
    months: monthsOf(2025, 1, 12),
    count: 2020,
    openingBalance: 12_000_000,
    salary: { employer: 'NORTHSTAR LABS', amount: 15_000_000, day: 1 },
  },
  leapFebruary: {
    seed: 2902,
    holder: 'SANA QURESHI',
    accountLast4: '2904',
    months: ['2024-02'],
    count: 6,
    openingBalance: 980_000,
    salary: { employer: 'LOTUS TEXTILES', amount: 3_800_000, day: 1 },
    scripted: [{ date: '2024-02-29', type: 'debit', mode: 'UPI', entity: 'FRESH MART', amount: 129_900 }],
  },
} satisfies Record<string, StatementPlan>;

/** The months of `month-YYYY-MM.pdf`, one statement each, that the month-coverage rules combine. */
export const MONTHS_ALONE: readonly string[] = [...monthsOf(2025, 1, 12), ...monthsOf(2026, 1, 2)];

/** The balance month-2025-01 opens with; each later month opens with the closing balance of the month before. */
export const MONTH_ALONE_OPENING = 4_500_000;
// A whole 12,000.00 (a round-number withdrawal) each month; with this rent the balance never falls to the floor.
const RENT = 1_200_000;

/** `month-YYYY-MM.pdf`: its month alone, 10–18 transactions (seeded by the month), the rent on the 5th. */
export function monthAlonePlan(month: string, openingBalance: number): StatementPlan {
  const index = MONTHS_ALONE.indexOf(month);
  if (index < 0) throw new Error(`monthAlonePlan: ${month} is not in MONTHS_ALONE; add it there`);
  return {
    seed: Number(month.replace('-', '')),
    holder: 'NEHA KAPOOR',
    accountLast4: '5517',
    months: [month],
    count: 10 + ((index * 5) % 9),
    openingBalance,
    salary: { employer: 'CEDAR ANALYTICS', amount: 6_000_000, day: 1 },
    scripted: [{ date: `${month}-05`, type: 'debit', mode: 'NEFT', entity: 'SUNRISE PROPERTIES', amount: RENT }],
  };
}
