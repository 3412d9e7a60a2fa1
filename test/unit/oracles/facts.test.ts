// The oracles of what was sent (issue 17, items 1 and 2): an analysis held to the facts of the statement sent, the
// results held to those facts and to the parse that made them. A body that adds up but leaves a transaction out of its
// statement passes every arithmetic oracle and fails these.
import { describe, expect, it } from 'vitest';
import type { KnownStatement } from '../../../src/uploads/statement-facts.js';
import { runOracles } from '../../../src/oracles/index.js';
import type { Sent } from '../../../src/oracles/sent.js';
import { changed, HAND_BUILT, plus } from './fixture.js';
import { RESULTS_BODY } from './results-fixture.js';

const FROM = 'hand-built.pdf (a test)';

/** The facts of the hand-built statement: what HAND_BUILT reports, as its file would say. */
const HAND_FACTS: KnownStatement = {
  from: FROM,
  pages: 1,
  months: ['2024-01', '2024-02'],
  facts: {
    transactionsCount: 4,
    creditCount: 2,
    creditTotal: 550.25,
    debitCount: 2,
    debitTotal: 300,
    openingBalance: 1000,
    closingBalance: 1250.25,
    monthly: [
      {
        month: '2024-01',
        transactionsCount: 3,
        creditCount: 1,
        creditTotal: 500,
        debitCount: 2,
        debitTotal: 300,
        openingBalance: 1000,
        closingBalance: 1200,
      },
      {
        month: '2024-02',
        transactionsCount: 1,
        creditCount: 1,
        creditTotal: 50.25,
        debitCount: 0,
        debitTotal: 0,
        openingBalance: 1200,
        closingBalance: 1250.25,
      },
    ],
  },
};

const sync = (body: unknown, known: KnownStatement | null = HAND_FACTS, fields: Record<string, string> = {}) =>
  runOracles('bankStatementAnalysis', body, fields, {
    statements: [{ name: 'hand-built.pdf', ...(known === null ? {} : { known }) }],
  }).filter((f) => f.keyword === 'statement-facts');

const withFacts = (change: (f: KnownStatement) => void): KnownStatement => {
  const copy = structuredClone(HAND_FACTS);
  change(copy);
  return copy;
};

describe('statement-facts: the synchronous analysis against the facts of the file sent', () => {
  it('is silent when the answer tells the truth of the file', () => expect(sync(HAND_BUILT)).toEqual([]));

  it('finds a statement of five transactions answered as four that add up (the last row left out)', () => {
    // The file had a fifth transaction, a debit of 10.00 on 28 February: the answer never saw it.
    const known = withFacts((k) => {
      Object.assign(k.facts!, { transactionsCount: 5, debitCount: 3, debitTotal: 310, closingBalance: 1240.25 });
      Object.assign(k.facts!.monthly![1]!, { transactionsCount: 2, debitCount: 1, debitTotal: 10, closingBalance: 1240.25 });
    });
    const found = sync(HAND_BUILT, known);
    expect(found.map((f) => [f.pointer, f.expected, f.actual])).toEqual([
      ['/result/0/details/transactions_count', 5, 4],
      ['/result/0/details/summary/overall/numberOfTransactions', 5, 4],
      ['/result/0/details/total_debit_transactions_count', 3, 2],
      ['/result/0/details/summary/overall/numberOfDebitTransactions', 3, 2],
      ['/result/0/details/total_debit_transactions_value', 310, 300],
      ['/result/0/details/summary/overall/totalDebitAmount', 310, 300],
      ['/result/0/details/summary/overall/closingBalance', 1240.25, 1250.25],
      ['/result/0/details/summary/monthly/1/numberOfTransactions', 2, 1],
      ['/result/0/details/summary/monthly/1/numberOfDebitTransactions', 1, 0],
      ['/result/0/details/summary/monthly/1/totalDebitAmount', 10, 0],
      ['/result/0/details/summary/monthly/1/closingBalance', 1240.25, 1250.25],
    ]);
    expect(new Set(found.map((f) => f.title))).toEqual(new Set(['Figure differs from the file sent']));
    // Each month's finding names its month; the holds says whose facts.
    expect(found.at(-1)?.params).toEqual({ holds: `closingBalance of 2024-02: the facts of ${FROM}`, month: '2024-02' });
  });

  it('holds the page count, within the tolerance the amounts', () => {
    expect(sync(changed(HAND_BUILT, '/result/0/details/num_pages', () => 2)).map((f) => f.pointer)).toEqual([
      '/result/0/details/num_pages',
    ]);
    expect(sync(changed(HAND_BUILT, '/result/0/details/summary/overall/openingBalance', plus(0.01)))).toEqual([]);
    expect(sync(changed(HAND_BUILT, '/result/0/details/summary/overall/openingBalance', plus(0.02)))).toHaveLength(1);
  });

  it('names a month the statement covers that the answer leaves out, and one it adds', () => {
    const missing = sync(
      HAND_BUILT,
      withFacts((k) => k.months!.push('2024-03')),
    );
    expect(missing.map((f) => [f.title, f.params?.month])).toEqual([['Month missing', '2024-03']]);
    const extra = sync(
      HAND_BUILT,
      withFacts((k) => (k.months = ['2024-01'])),
    );
    expect(extra.map((f) => [f.title, f.pointer, f.actual])).toEqual([
      ['Month not in the file sent', '/result/0/details/summary/monthly/1', '2024-02'],
    ]);
  });

  it('holds only the page count under a threshold: its figures may cover the returned transactions only', () => {
    const body = changed(HAND_BUILT, '/result/0/details/transactionThreshold', () => 250);
    const known = withFacts((k) => Object.assign(k.facts!, { transactionsCount: 9 }));
    expect(sync(body, known, { transactionThreshold: '250' })).toEqual([]);
    expect(
      sync(
        changed(body, '/result/0/details/num_pages', () => 3),
        known,
        { transactionThreshold: '250' },
      ),
    ).toHaveLength(1);
  });

  it('holds nothing without facts, nor when the answer is not one result for the one statement', () => {
    expect(sync(changed(HAND_BUILT, '/result/0/details/transactions_count', plus(1)), null)).toEqual([]);
    const two = { ...HAND_BUILT, result: [...HAND_BUILT.result, ...HAND_BUILT.result] };
    expect(sync(changed(two, '/result/0/details/transactions_count', plus(1)))).toEqual([]);
  });

  it('never throws on a body of another shape', () => {
    for (const body of [null, 'text', [], {}, { result: 'x' }, { result: [{ details: [] }] }, { result: [null] }])
      expect(() => sync(body)).not.toThrow();
  });
});

/** The facts of the two one-month statements of the hand-built results (each one account, one month). */
const month = (name: string, m: string, f: Partial<Record<string, number>>): KnownStatement => ({
  from: `${name} (a test)`,
  pages: 1,
  months: [m],
  facts: { ...f, monthly: [{ month: m, ...f }] },
});
const NOVEMBER = month('month-2025-11.pdf', '2025-11', {
  creditCount: 2,
  creditTotal: 1250.5,
  debitCount: 2,
  debitTotal: 349.5,
  openingBalance: 100,
  closingBalance: 1001,
});
const DECEMBER = month('month-2025-12.pdf', '2025-12', {
  creditCount: 2,
  creditTotal: 575.25,
  debitCount: 3,
  debitTotal: 1699.5,
  openingBalance: 1001,
  closingBalance: -123.25,
});
const PARSE = { contractId: 'vts-contract', merchantLegalName: 'SAMPLE LLC', merchantDBA: 'SAMPLE' };
const SENT: Sent = {
  statements: [
    { name: 'month-2025-11.pdf', statementId: 'vts-november', known: NOVEMBER },
    { name: 'month-2025-12.pdf', statementId: 'vts-december', known: DECEMBER },
  ],
  parse: PARSE,
};

const results = (body: unknown, sent: Sent = SENT, oracle = 'results-facts') =>
  runOracles('getBankStatementParsingResults', body, {}, sent).filter((f) => f.keyword === oracle);
const D = '/result/details';

describe('results-facts: the results against the facts of the statements the parse sent', () => {
  it('is silent when the results tell the truth of the files', () => expect(results(RESULTS_BODY)).toEqual([]));

  it('finds a statement answered without a transaction its file has, at the statement and the business month', () => {
    const known = structuredClone(DECEMBER);
    Object.assign(known.facts!, { debitCount: 4, debitTotal: 1709.5, closingBalance: -133.25 });
    Object.assign(known.facts!.monthly![0]!, { debitCount: 4, debitTotal: 1709.5, closingBalance: -133.25 });
    const found = results(RESULTS_BODY, { ...SENT, statements: [SENT.statements[0]!, { ...SENT.statements[1]!, known }] });
    expect(found.map((f) => f.pointer)).toEqual([
      `${D}/statements/1/accounts/0/statementSummary/withdrawalCount`,
      `${D}/statements/1/accounts/0/statementSummary/grossWithdrawals`,
      `${D}/statements/1/accounts/0/statementSummary/periodEndBalance`,
      `${D}/businessCheckingSummaries/1/withdrawalCount`,
      `${D}/businessCheckingSummaries/1/grossWithdrawals`,
      `${D}/businessCheckingSummaries/1/periodEndBalance`,
    ]);
    expect(found[3]?.params?.month).toBe('2025-12');
  });

  it('holds a withdrawal total by its magnitude: its sign is not shown', () => {
    const negative = changed(RESULTS_BODY, `${D}/statements/0/accounts/0/statementSummary/grossWithdrawals`, () => -349.5);
    expect(results(negative)).toEqual([]);
  });

  it('holds each statement object found by its statementId to its file’s page count', () => {
    expect(results(changed(RESULTS_BODY, `${D}/statements/1/numberOfPages`, () => 3)).map((f) => f.pointer)).toEqual([
      `${D}/statements/1/numberOfPages`,
    ]);
  });

  it('names a month the statements cover that the business level leaves out, and one they do not', () => {
    const without = changed(RESULTS_BODY, `${D}/businessCheckingSummaries/1`, () => undefined);
    expect(results(without).map((f) => [f.title, f.params?.month])).toEqual([['Month missing', '2025-12']]);
    const extra = changed(RESULTS_BODY, `${D}/businessCheckingSummaries/1/year`, () => 2026);
    expect(results(extra).map((f) => [f.title, f.params?.month])).toEqual([
      ['Month not in the file sent', '2026-12'],
      ['Month missing', '2025-12'],
    ]);
  });
});

describe('results-parse: the results belong to the parse that made them', () => {
  const parse = (body: unknown, sent: Sent = SENT) => results(body, sent, 'results-parse');

  it('is silent on the results of this parse', () => expect(parse(RESULTS_BODY)).toEqual([]));

  it('finds the merchantId come back as the contractId', () => {
    const sent = { ...SENT, parse: { ...PARSE, merchantId: 'M-0001' } };
    const body = changed(
      changed(RESULTS_BODY, `${D}/merchantId`, () => 'vts-contract'),
      `${D}/contractId`,
      () => 'M-0001',
    );
    expect(parse(body, sent).map((f) => [f.title, f.pointer, f.expected, f.actual])).toEqual([
      ['Results do not match their parse', `${D}/contractId`, 'vts-contract', 'M-0001'],
      ['Results do not match their parse', `${D}/merchantId`, 'M-0001', 'vts-contract'],
    ]);
  });

  it('does not hold a merchantId the parse did not send', () =>
    expect(parse(changed(RESULTS_BODY, `${D}/merchantId`, () => 'M-9'))).toEqual([]));

  it('holds the statements: one per file sent, each statementId once', () => {
    const one: Sent = { ...SENT, statements: [SENT.statements[0]!] };
    expect(parse(RESULTS_BODY, one).map((f) => f.pointer)).toEqual([
      `${D}/numberOfBankStatements`,
      `${D}/statements/1/statementId`,
      `${D}/numberOfMonthsProcessed`,
    ]);
    const renamed = changed(RESULTS_BODY, `${D}/statements/0/statementId`, () => 'vts-other');
    expect(parse(renamed).map((f) => [f.pointer, f.actual])).toEqual([
      [`${D}/statements/0/statementId`, 'vts-other'],
      [`${D}/statements`, 'none'],
    ]);
  });

  it('holds the months processed to the calendar months the statements sent cover', () => {
    const found = parse(changed(RESULTS_BODY, `${D}/numberOfMonthsProcessed`, () => 1));
    expect(found.map((f) => [f.pointer, f.expected, f.actual])).toEqual([[`${D}/numberOfMonthsProcessed`, 2, 1]]);
    // Three statements of one month cover one month.
    const thrice: Sent = {
      ...SENT,
      statements: [0, 1, 2].map((i) => ({ name: 'm.pdf', statementId: `s${i}`, known: NOVEMBER })),
    };
    expect(results({ result: { details: { numberOfMonthsProcessed: 3 } } }, thrice, 'results-parse')).toEqual([
      expect.objectContaining({ pointer: `${D}/numberOfMonthsProcessed`, expected: 1, actual: 3 }),
    ]);
  });
});
