// Property-based: a body computed plainly from random transactions (cents, credits and debits, 1–12 months from any
// month, leap years among them) passes every oracle; the same body with one figure moved past the tolerance is reported
// by the oracle that holds that figure, at its pointer.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { lookup } from '../../../src/base/json-pointer.js';
import { runOracles } from '../../../src/oracles/index.js';
import type { RequestFields } from '../../../src/oracles/request.js';
import { type SampleTransaction, sampleStatement } from '../../../src/oracles/sample.js';
import { changed, plus } from './fixture.js';

// The run's seed: a failure prints fast-check's seed and path, and VTS_SEED=<run seed> replays the same cases.
fc.configureGlobal({ seed: inject('seed') });

const D = '/result/0/details';
const O = `${D}/summary/overall`;
const M = `${D}/summary/monthly`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const statement = fc
  .record({
    year: fc.constantFrom(2023, 2024, 2025, 2028),
    month: fc.integer({ min: 1, max: 12 }),
    months: fc.integer({ min: 1, max: 12 }),
    openingCents: fc.integer({ min: -5_000_000, max: 50_000_000 }),
    dailyAverage: fc.constantFrom('calendar' as const, 'active' as const),
    eodBalances: fc.boolean(),
    raw: fc.array(
      fc.record({
        offset: fc.nat(),
        day: fc.integer({ min: 1, max: 31 }),
        valueCents: fc.integer({ min: 1, max: 10_000_000 }),
        credit: fc.boolean(),
        isSalary: fc.boolean(),
      }),
      { maxLength: 80 },
    ),
  })
  .map(({ year, month, months, openingCents, dailyAverage, eodBalances, raw }) => {
    const transactions: SampleTransaction[] = raw.map((t) => {
      const index = month - 1 + (t.offset % months);
      const [y, m] = [year + Math.floor(index / 12), (index % 12) + 1];
      return {
        year: y,
        month: m,
        day: Math.min(t.day, daysIn(y, m)),
        valueCents: t.valueCents,
        type: t.credit ? 'credit' : 'debit',
        isSalary: t.credit && t.isSalary,
      };
    });
    const options = { openingCents, start: { year, month }, months, dailyAverage, eodBalances };
    return { transactions, body: sampleStatement(transactions, options) };
  });

const at = (body: unknown, pointer: string) => lookup(body, pointer).value;
const monthly = (body: unknown) => at(body, M) as Record<string, unknown>[];
const run = (body: unknown, request: RequestFields = {}) => runOracles('bankStatementAnalysis', body, request);

describe('a body computed from its transactions', () => {
  it('passes every oracle, whichever way its daily average is taken', () =>
    fc.assert(
      fc.property(statement, ({ body }) => {
        expect(run(body)).toEqual([]);
      }),
    ));

  it('passes with a threshold: the listed transactions are those ≥ T, the figures over all of them', () =>
    fc.assert(
      fc.property(statement, fc.integer({ min: 1, max: 10_000_000 }), ({ body }, t) => {
        const threshold = t / 100;
        const filtered = changed(body, `${D}/transactions`, (old) =>
          (old as { value: number }[]).filter((x) => x.value >= threshold),
        );
        expect(run(filtered, { transactionThreshold: String(threshold) })).toEqual([]);
      }),
    ));

  it('passes with returnTransactions no and no transaction listed', () =>
    fc.assert(
      fc.property(statement, ({ body }) => {
        expect(
          run(
            changed(body, `${D}/transactions`, () => []),
            { returnTransactions: 'no' },
          ),
        ).toEqual([]);
      }),
    ));
});

interface Perturbation {
  oracle: string;
  /** Whether the body has what the perturbation moves. */
  applies: (body: unknown) => boolean;
  /** The moved body, the pointer the oracle must report and the request. */
  apply: (body: unknown, pick: number) => { body: unknown; pointer: string; request?: RequestFields };
}

const nth = (n: number, pick: number) => pick % n;
const withTransactions = (body: unknown) => (at(body, `${D}/transactions`) as unknown[]).length > 0;
const activeMonths = (body: unknown) => monthly(body).flatMap((m, i) => ((m.numberOfTransactions as number) > 0 ? [i] : []));

const PERTURBATIONS: Perturbation[] = [
  {
    oracle: 'transactions-count',
    applies: () => true,
    apply: (body) => ({ body: changed(body, `${D}/transactions_count`, plus(1)), pointer: `${D}/transactions_count` }),
  },
  ...[`${D}/total_credit_transactions_value`, `${O}/totalDebitAmount`].map((pointer): Perturbation => ({
    oracle: 'credit-debit-totals',
    applies: () => true,
    // Down only where the total stays above zero: below it, the total reads as the debits-negative convention.
    apply: (body, pick) => {
      const down = pick % 2 === 0 && (at(body, pointer) as number) > 0.02;
      return { body: changed(body, pointer, plus(down ? -0.02 : 0.02)), pointer };
    },
  })),
  {
    oracle: 'credit-debit-totals',
    applies: () => true,
    apply: (body, pick) => {
      const pointer = `${M}/${nth(monthly(body).length, pick)}/totalCreditAmount`;
      return { body: changed(body, pointer, plus(0.02)), pointer };
    },
  },
  {
    oracle: 'credit-debit-ratio',
    applies: (body) => (at(body, `${O}/totalDebitAmount`) as number) >= 1000,
    apply: (body) => {
      const pointer = `${O}/creditDebitRatio`;
      return { body: changed(body, pointer, (r) => (r as number) * 1.1 + 0.05), pointer };
    },
  },
  {
    oracle: 'statistic-bounds',
    applies: withTransactions,
    apply: (body) => {
      const pointer = `${O}/averageBalance`;
      return { body: changed(body, pointer, () => (at(body, `${O}/maximumBalance`) as number) + 0.02), pointer };
    },
  },
  {
    oracle: 'statistic-bounds',
    applies: withTransactions,
    apply: (body, pick) => {
      const months = activeMonths(body);
      const k = months[nth(months.length, pick)] as number;
      const pointer = `${M}/${k}/averageDailyBalance`;
      return { body: changed(body, pointer, () => (at(body, `${M}/${k}/minimumDailyBalance`) as number) - 0.02), pointer };
    },
  },
  {
    oracle: 'balance-chain',
    applies: withTransactions,
    apply: (body, pick) => {
      const pointer = `${D}/transactions/${nth((at(body, `${D}/transactions`) as unknown[]).length, pick)}/balance`;
      return { body: changed(body, pointer, plus(pick % 2 ? 0.02 : -0.02)), pointer };
    },
  },
  ...[`${O}/closingBalance`, `${M}/0/openingBalance`].map((pointer): Perturbation => ({
    oracle: 'balance-chain',
    applies: () => true,
    apply: (body) => ({ body: changed(body, pointer, plus(0.02)), pointer }),
  })),
  {
    // A month with transactions left without its item: its first transaction names it (order and empty months do not
    // gate: not shown).
    oracle: 'months',
    applies: (body) => activeMonths(body).length > 0,
    apply: (body, pick) => {
      const months = activeMonths(body);
      const k = months[nth(months.length, pick)] as number;
      const { month, year } = monthly(body)[k] as { month: number; year: number };
      const dated = `/${String(month).padStart(2, '0')}/${year}`;
      const first = (at(body, `${D}/transactions`) as { date: string }[]).findIndex((t) => t.date.endsWith(dated));
      return { body: changed(body, `${M}/${k}`, () => undefined), pointer: `${D}/transactions/${first}/date` };
    },
  },
  {
    oracle: 'eod-balances',
    applies: (body) => monthly(body)[0]?.eodBalances !== undefined,
    apply: (body, pick) => {
      const pointer = `${M}/${nth(monthly(body).length, pick)}/eodBalances`;
      return { body: changed(body, pointer, (old) => (old as number[]).slice(1)), pointer };
    },
  },
  {
    oracle: 'monthly-sums',
    applies: () => true,
    apply: (body, pick) => ({
      body: changed(body, `${M}/${nth(monthly(body).length, pick)}/totalSalaryAmount`, plus(0.02)),
      pointer: `${O}/totalSalaryAmount`,
    }),
  },
  {
    oracle: 'salary',
    applies: () => true,
    apply: (body) => ({
      body: changed(body, `${O}/numberOfSalaryTransactions`, plus(1)),
      pointer: `${O}/numberOfSalaryTransactions`,
    }),
  },
  {
    oracle: 'threshold',
    applies: withTransactions,
    apply: (body) => {
      const values = (at(body, `${D}/transactions`) as { value: number }[]).map((t) => t.value);
      const lowest = Math.min(...values);
      return {
        body,
        pointer: `${D}/transactions/${values.indexOf(lowest)}/value`,
        request: { transactionThreshold: (lowest + 0.01).toFixed(2) },
      };
    },
  },
];

describe.each(PERTURBATIONS.map((p, i) => [`${p.oracle} #${i}`, p] as const))('%s', (_, p) => {
  it('reports the moved figure', () =>
    fc.assert(
      fc.property(statement, fc.nat(), ({ body }, pick) => {
        fc.pre(p.applies(body));
        const moved = p.apply(body, pick);
        expect(run(moved.body, moved.request)).toContainEqual(
          expect.objectContaining({ keyword: p.oracle, pointer: moved.pointer }),
        );
      }),
    ));
});

describe('what the document does not show does not gate (issue 17, item 11)', () => {
  it('monthly items in any order, and a month without transactions left out, give no months finding', () =>
    fc.assert(
      fc.property(statement, fc.nat(), ({ body }, pick) => {
        const items = monthly(body);
        fc.pre(items.length >= 2);
        const reversed = changed(body, M, (old) => [...(old as unknown[])].reverse());
        expect(run(reversed).filter((f) => f.keyword === 'months')).toEqual([]);
        const empty = items.flatMap((m, i) => ((m.numberOfTransactions as number) === 0 ? [i] : []));
        fc.pre(empty.length > 0);
        const without = changed(body, `${M}/${empty[nth(empty.length, pick)] as number}`, () => undefined);
        expect(run(without).filter((f) => f.keyword === 'months')).toEqual([]);
      }),
    ));

  it('transactions listed newest first pass every oracle the oldest-first list passes, and a broken link is still found', () =>
    fc.assert(
      fc.property(statement, ({ body }) => {
        const listed = at(body, `${D}/transactions`) as { date: string; balance: number }[];
        fc.pre(listed.length >= 2 && listed[0]?.date !== listed.at(-1)?.date);
        const newest = changed(body, `${D}/transactions`, (old) => [...(old as unknown[])].reverse());
        expect(run(newest)).toEqual([]);
        const broken = changed(newest, `${D}/transactions/0/balance`, plus(0.02));
        expect(run(broken)).toContainEqual(
          expect.objectContaining({ keyword: 'balance-chain', pointer: `${D}/transactions/0/balance` }),
        );
      }),
    ));
});
