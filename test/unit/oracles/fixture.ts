// A small statement analysis body written out by hand (2024-01..2024-02, leap February), and ways to break one figure.
import { tokensOf } from '../../../src/base/json-pointer.js';

const day = (d: number, m: number) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2024`;
const tx = (date: string, value: number, type: 'credit' | 'debit', balance: number, isSalary = false) => ({
  date,
  description: `NEFT/N1/${isSalary ? 'ACME LTD SALARY JAN' : 'SAMPLE SHOP'}`,
  mode: 'NEFT',
  entityName: 'SAMPLE SHOP',
  entityName2: 'SAMPLE SHOP',
  value,
  type,
  isSalary,
  balance,
});

// Opening 1000.00; the balances follow by hand: +500 (salary), −200.50, −99.50, +50.25.
const transactions = [
  tx(day(5, 1), 500, 'credit', 1500, true),
  tx(day(5, 1), 200.5, 'debit', 1299.5),
  tx(day(20, 1), 99.5, 'debit', 1200),
  tx(day(10, 2), 50.25, 'credit', 1250.25),
];

// End of each day: Jan 1–4 1000, Jan 5–19 1299.50, Jan 20–31 1200; Feb 1–9 1200, Feb 10–29 1250.25.
const eod = (runs: [number, number][]) => runs.flatMap(([n, v]) => Array<number>(n).fill(v));

export const HAND_BUILT = {
  status: 'success',
  statusCode: 200,
  result: [
    {
      details: {
        documentType: 'TEXT_PDF',
        transactionThreshold: 0,
        transactions,
        transactions_count: 4,
        num_pages: 1,
        total_credit_transactions_count: 2,
        total_credit_transactions_value: 550.25,
        total_debit_transactions_count: 2,
        total_debit_transactions_value: 300,
        summary: {
          overall: {
            numberOfTransactions: 4,
            openingBalance: 1000,
            closingBalance: 1250.25,
            minimumBalance: 1200,
            maximumBalance: 1500,
            averageBalance: 1312.44,
            minimumDailyBalance: 1000,
            maximumDailyBalance: 1299.5,
            averageDailyBalance: 1228.29,
            minimumWeeklyBalance: 1000,
            maximumWeeklyBalance: 1299.5,
            averageWeeklyBalance: 1200,
            minimumMonthlyBalance: 1222.34,
            maximumMonthlyBalance: 1234.66,
            averageMonthlyBalance: 1228.5,
            numberOfCreditTransactions: 2,
            totalCreditAmount: 550.25,
            minimumCreditAmount: 50.25,
            maximumCreditAmount: 500,
            averageCreditAmount: 275.13,
            numberOfDebitTransactions: 2,
            totalDebitAmount: 300,
            minimumDebitAmount: 99.5,
            maximumDebitAmount: 200.5,
            averageDebitAmount: 150,
            numberOfSalaryTransactions: 1,
            totalSalaryAmount: 500,
            averageSalaryAmount: 500,
            creditDebitRatio: 1.83,
          },
          monthly: [
            {
              month: 1,
              year: 2024,
              numberOfTransactions: 3,
              openingBalance: 1000,
              closingBalance: 1200,
              minimumBalance: 1200,
              maximumBalance: 1500,
              averageBalance: 1333.17,
              minimumDailyBalance: 1000,
              maximumDailyBalance: 1299.5,
              averageDailyBalance: 1222.34,
              minimumWeeklyBalance: 1000,
              maximumWeeklyBalance: 1299.5,
              averageWeeklyBalance: 1200,
              numberOfCreditTransactions: 1,
              totalCreditAmount: 500,
              minimumCreditAmount: 500,
              maximumCreditAmount: 500,
              averageCreditAmount: 500,
              numberOfDebitTransactions: 2,
              totalDebitAmount: 300,
              minimumDebitAmount: 99.5,
              maximumDebitAmount: 200.5,
              averageDebitAmount: 150,
              numberOfSalaryTransactions: 1,
              totalSalaryAmount: 500,
              averageSalaryAmount: 500,
              eodBalances: eod([
                [4, 1000],
                [15, 1299.5],
                [12, 1200],
              ]),
            },
            {
              month: 2,
              year: 2024,
              numberOfTransactions: 1,
              openingBalance: 1200,
              closingBalance: 1250.25,
              minimumBalance: 1250.25,
              maximumBalance: 1250.25,
              averageBalance: 1250.25,
              minimumDailyBalance: 1200,
              maximumDailyBalance: 1250.25,
              averageDailyBalance: 1234.66,
              minimumWeeklyBalance: 1200,
              maximumWeeklyBalance: 1250.25,
              averageWeeklyBalance: 1225,
              numberOfCreditTransactions: 1,
              totalCreditAmount: 50.25,
              minimumCreditAmount: 50.25,
              maximumCreditAmount: 50.25,
              averageCreditAmount: 50.25,
              numberOfDebitTransactions: 0,
              totalDebitAmount: 0,
              minimumDebitAmount: 0,
              maximumDebitAmount: 0,
              averageDebitAmount: 0,
              numberOfSalaryTransactions: 0,
              totalSalaryAmount: 0,
              averageSalaryAmount: 0,
              eodBalances: eod([
                [9, 1200],
                [20, 1250.25],
              ]),
            },
          ],
        },
      },
      fraudChecks: { date: 'PASSED' },
    },
  ],
};

/** A deep copy of `body` with the value at `pointer` replaced by `change(old)` (undefined deletes it). */
export function changed(body: unknown, pointer: string, change: (old: unknown) => unknown): unknown {
  const copy = structuredClone(body);
  const tokens = [...tokensOf(pointer)];
  const last = tokens.pop() as string;
  let parent = copy as Record<string, unknown>;
  for (const t of tokens) parent = parent[t] as Record<string, unknown>;
  const value = change(parent[last]);
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = value;
  return copy;
}

export const plus = (delta: number) => (old: unknown) => Math.round(((old as number) + delta) * 100) / 100;
