// A consistent bank statement analysis body computed plainly from a list of transactions, for the property tests and
// the bench. It shares no code with the oracles, so an oracle is never checked against its own reading.

export interface SampleTransaction {
  year: number;
  month: number;
  day: number;
  /** Positive, in cents. */
  valueCents: number;
  type: 'credit' | 'debit';
  isSalary: boolean;
}

export interface SampleOptions {
  openingCents: number;
  /** The statement's first month and how many months it covers (months without transactions keep their item). */
  start: { year: number; month: number };
  months: number;
  /** How the daily average is taken: over every calendar day, or over the days with transactions. */
  dailyAverage?: 'calendar' | 'active';
  eodBalances?: boolean;
}

const money = (c: number) => Math.round(c) / 100;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const stats = (prefix: string, xs: number[]) => ({
  [`minimum${prefix}`]: xs.length === 0 ? 0 : money(Math.min(...xs)),
  [`maximum${prefix}`]: xs.length === 0 ? 0 : money(Math.max(...xs)),
  [`average${prefix}`]: money(mean(xs)),
});
const dayCount = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dd = (n: number) => String(n).padStart(2, '0');

/** Transactions sorted by date (stably), in the statement's order. */
export function sampleStatement(input: SampleTransaction[], options: SampleOptions): unknown {
  const txs = [...input].sort((a, b) => a.year - b.year || a.month - b.month || a.day - b.day);
  let running = options.openingCents;
  const rows = txs.map((t) => {
    running += t.type === 'credit' ? t.valueCents : -t.valueCents;
    return { ...t, balanceCents: running };
  });
  const periods = Array.from({ length: options.months }, (_, k) => {
    const index = options.start.month - 1 + k;
    return { year: options.start.year + Math.floor(index / 12), month: (index % 12) + 1 };
  });
  // End-of-day balances over every day of the period, and whether the day had a transaction.
  let carried = options.openingCents;
  let cursor = 0;
  const days = periods.flatMap(({ year, month }) =>
    Array.from({ length: dayCount(year, month) }, (_, d) => {
      let active = false;
      while (
        cursor < rows.length &&
        rows[cursor]?.year === year &&
        rows[cursor]?.month === month &&
        rows[cursor]?.day === d + 1
      ) {
        carried = rows[cursor]?.balanceCents as number;
        active = true;
        cursor++;
      }
      return { year, month, eod: carried, active };
    }),
  );
  const daily = (ds: typeof days) => (options.dailyAverage === 'active' ? ds.filter((d) => d.active) : ds).map((d) => d.eod);
  const weekly = (ds: typeof days) =>
    Array.from({ length: Math.ceil(ds.length / 7) }, (_, w) => mean(ds.slice(w * 7, w * 7 + 7).map((d) => d.eod)));
  const figures = (ts: typeof rows, ds: typeof days) => {
    const credits = ts.filter((t) => t.type === 'credit').map((t) => t.valueCents);
    const debits = ts.filter((t) => t.type === 'debit').map((t) => t.valueCents);
    const salaries = ts.filter((t) => t.isSalary).map((t) => t.valueCents);
    const dailyValues = daily(ds);
    return {
      numberOfTransactions: ts.length,
      ...stats(
        'Balance',
        ts.map((t) => t.balanceCents),
      ),
      ...stats('DailyBalance', dailyValues.length > 0 ? dailyValues : ds.map((d) => d.eod)),
      ...stats('WeeklyBalance', weekly(ds)),
      numberOfCreditTransactions: credits.length,
      totalCreditAmount: money(credits.reduce((a, b) => a + b, 0)),
      ...stats('CreditAmount', credits),
      numberOfDebitTransactions: debits.length,
      totalDebitAmount: money(debits.reduce((a, b) => a + b, 0)),
      ...stats('DebitAmount', debits),
      numberOfSalaryTransactions: salaries.length,
      totalSalaryAmount: money(salaries.reduce((a, b) => a + b, 0)),
      averageSalaryAmount: money(mean(salaries)),
    };
  };
  let opening = options.openingCents;
  const monthly = periods.map(({ year, month }) => {
    const ts = rows.filter((t) => t.year === year && t.month === month);
    const ds = days.filter((d) => d.year === year && d.month === month);
    const closing = ts.at(-1)?.balanceCents ?? opening;
    const item = {
      month,
      year,
      ...figures(ts, ds),
      openingBalance: money(opening),
      closingBalance: money(closing),
      ...(options.eodBalances ? { eodBalances: ds.map((d) => money(d.eod)) } : {}),
    };
    opening = closing;
    return item;
  });
  const all = figures(rows, days);
  const monthlyBalances = periods.map(({ year, month }) =>
    mean(days.filter((d) => d.year === year && d.month === month).map((d) => d.eod)),
  );
  const credit = rows.filter((t) => t.type === 'credit').reduce((a, t) => a + t.valueCents, 0);
  const debit = rows.filter((t) => t.type === 'debit').reduce((a, t) => a + t.valueCents, 0);
  return {
    status: 'success',
    statusCode: 200,
    result: [
      {
        details: {
          documentType: 'TEXT_PDF',
          transactionThreshold: 0,
          transactions: rows.map((t) => ({
            date: `${dd(t.day)}/${dd(t.month)}/${t.year}`,
            description: `NEFT/N${t.valueCents}/SAMPLE PARTY`,
            mode: 'NEFT',
            entityName: 'SAMPLE PARTY',
            entityName2: 'SAMPLE PARTY',
            value: money(t.valueCents),
            type: t.type,
            isSalary: t.isSalary,
            balance: money(t.balanceCents),
          })),
          transactions_count: rows.length,
          num_pages: 1,
          total_credit_transactions_count: all.numberOfCreditTransactions,
          total_credit_transactions_value: all.totalCreditAmount,
          total_debit_transactions_count: all.numberOfDebitTransactions,
          total_debit_transactions_value: all.totalDebitAmount,
          summary: {
            overall: {
              ...all,
              openingBalance: money(options.openingCents),
              closingBalance: money(rows.at(-1)?.balanceCents ?? options.openingCents),
              ...stats('MonthlyBalance', monthlyBalances),
              creditDebitRatio: debit === 0 ? null : Math.round((credit / debit) * 100) / 100,
            },
            monthly,
          },
        },
        fraudChecks: { date: 'PASSED' },
      },
    ],
  };
}

/** A deterministic statement of `count` transactions over 12 months (2024, a leap year), salary each month. */
export function sampleTransactions(count: number, seed = 1): SampleTransaction[] {
  let state = seed >>> 0 || 1;
  const next = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  return Array.from({ length: count }, (_, i) => {
    const month = (i % 12) + 1;
    const salary = i < 12;
    return {
      year: 2024,
      month,
      day: salary ? 1 : next(dayCount(2024, month)) + 1,
      valueCents: salary ? 8_500_000 : next(2_000_000) + 1,
      type: salary || next(3) === 0 ? 'credit' : 'debit',
      isSalary: salary,
    };
  });
}
