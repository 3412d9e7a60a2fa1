// Each oracle on a hand-built body: silent when it adds up, one finding naming the pointer, expected and received when
// one figure is moved past the tolerance.
import { describe, expect, it } from 'vitest';
import { ORACLES, runOracles } from '../../../src/oracles/index.js';
import { changed, HAND_BUILT, plus } from './fixture.js';

const oracle = (name: string) => {
  const found = ORACLES.bankStatementAnalysis?.[name];
  if (found === undefined) throw new Error(`no oracle ${name}`);
  return found;
};
const D = '/result/0/details';
const O = `${D}/summary/overall`;
const M = `${D}/summary/monthly`;

describe('the hand-built body', () => {
  it('passes every oracle', () => expect(runOracles('bankStatementAnalysis', HAND_BUILT, {})).toEqual([]));
  it('passes with the fields a request sends as form text', () =>
    expect(runOracles('bankStatementAnalysis', HAND_BUILT, { transactionThreshold: '0', returnTransactions: 'yes' })).toEqual(
      [],
    ));
});

// [oracle, pointer moved, how, pointer reported, expected, received]
const BROKEN: [string, string, (old: unknown) => unknown, string, unknown, unknown][] = [
  ['transactions-count', `${D}/transactions_count`, plus(1), `${D}/transactions_count`, 4, 5],
  ['transactions-count', `${O}/numberOfTransactions`, plus(-1), `${O}/numberOfTransactions`, 4, 3],
  ['transactions-count', `${M}/1/numberOfTransactions`, plus(1), `${M}/1/numberOfTransactions`, 1, 2],
  [
    'credit-debit-totals',
    `${D}/total_credit_transactions_value`,
    plus(0.02),
    `${D}/total_credit_transactions_value`,
    550.25,
    550.27,
  ],
  ['credit-debit-totals', `${D}/total_debit_transactions_count`, plus(1), `${D}/total_debit_transactions_count`, 2, 3],
  ['credit-debit-totals', `${O}/totalDebitAmount`, plus(-0.02), `${O}/totalDebitAmount`, 300, 299.98],
  ['credit-debit-totals', `${M}/0/totalCreditAmount`, plus(0.02), `${M}/0/totalCreditAmount`, 500, 500.02],
  ['credit-debit-ratio', `${O}/creditDebitRatio`, () => 0.55, `${O}/creditDebitRatio`, 1.8342, 0.55],
  [
    'statistic-bounds',
    `${O}/averageBalance`,
    () => 1500.02,
    `${O}/averageBalance`,
    '≥ 1200 (minimumBalance) and ≤ 1500 (maximumBalance)',
    1500.02,
  ],
  [
    'statistic-bounds',
    `${M}/1/minimumDailyBalance`,
    () => 1199.98,
    `${M}/1/minimumDailyBalance`,
    'between 1200 and 1250.25',
    1199.98,
  ],
  ['statistic-bounds', `${O}/maximumCreditAmount`, () => 500.02, `${O}/maximumCreditAmount`, 'between 50.25 and 500', 500.02],
  ['balance-chain', `${D}/transactions/2/balance`, plus(0.02), `${D}/transactions/2/balance`, 1200, 1200.02],
  ['balance-chain', `${O}/closingBalance`, plus(0.02), `${O}/closingBalance`, 1250.25, 1250.27],
  ['balance-chain', `${M}/1/openingBalance`, plus(-0.02), `${M}/1/openingBalance`, 1200, 1199.98],
  ['months', `${M}/1/month`, () => 13, `${M}/1/month`, 'an integer 1 to 12', 13],
  // A February transaction's month without its item (the item says another month): the transaction names it.
  ['months', `${M}/1/year`, () => 2023, `${D}/transactions/3/date`, 'a monthly item for 2024-02', 'no item for 2024-02'],
  ['months', `${M}/1/month`, () => 3, `${D}/transactions/3/date`, 'a monthly item for 2024-02', 'no item for 2024-02'],
  ['eod-balances', `${M}/1/eodBalances`, (old) => (old as number[]).slice(0, 28), `${M}/1/eodBalances`, 29, 28],
  ['eod-balances', `${M}/0/eodBalances/19`, plus(0.02), `${M}/0/eodBalances/19`, 1200, 1200.02],
  ['monthly-sums', `${M}/1/numberOfSalaryTransactions`, plus(1), `${O}/numberOfSalaryTransactions`, 2, 1],
  ['salary', `${O}/totalSalaryAmount`, plus(0.02), `${O}/totalSalaryAmount`, 500, 500.02],
  ['salary', `${M}/0/averageSalaryAmount`, () => 499.98, `${M}/0/averageSalaryAmount`, 'between 500 and 500', 499.98],
];

describe.each(BROKEN)('%s: %s moved', (name, moved, how, pointer, expected, actual) => {
  const body = changed(HAND_BUILT, moved, how);
  it(`reports ${pointer}`, () =>
    expect(oracle(name)(body, {})).toContainEqual(expect.objectContaining({ pointer, expected, actual })));
});

describe('within the tolerance', () => {
  it('one cent off is a rounding, not a finding', () =>
    expect(
      runOracles('bankStatementAnalysis', changed(HAND_BUILT, `${D}/total_credit_transactions_value`, plus(0.01)), {}),
    ).toEqual([]));
  it('float noise is not a finding', () =>
    expect(
      runOracles(
        'bankStatementAnalysis',
        changed(HAND_BUILT, `${O}/totalCreditAmount`, () => 0.1 + 550.15),
        {},
      ),
    ).toEqual([]));
});

describe('months', () => {
  it('reports a transaction dated in a month without an item', () =>
    expect(
      oracle('months')(
        changed(HAND_BUILT, `${M}/1`, () => undefined),
        {},
      ),
    ).toContainEqual(
      expect.objectContaining({
        title: 'Month missing',
        pointer: `${D}/transactions/3/date`,
        expected: 'a monthly item for 2024-02',
      }),
    ));
});

describe('credit-debit-ratio without a debit', () => {
  const noDebit = (ratio: unknown) =>
    changed(
      changed(HAND_BUILT, `${O}/totalDebitAmount`, () => 0),
      `${O}/creditDebitRatio`,
      () => ratio,
    );
  it.for([null, 0, 550.25, 'Infinity', undefined])('accepts %s', (ratio) =>
    expect(oracle('credit-debit-ratio')(noDebit(ratio), {})).toEqual([]),
  );
  it('reports a negative ratio', () =>
    expect(oracle('credit-debit-ratio')(noDebit(-1), {})).toEqual([
      expect.objectContaining({ pointer: `${O}/creditDebitRatio`, actual: -1 }),
    ]));
  it('accepts a ratio rounded to two decimals either way', () => {
    for (const ratio of [1.83, 1.84, 1.8342, 1.834166])
      expect(
        oracle('credit-debit-ratio')(
          changed(HAND_BUILT, `${O}/creditDebitRatio`, () => ratio),
          {},
        ),
      ).toEqual([]);
  });
});

describe('threshold', () => {
  it('passes a value exactly the threshold', () =>
    expect(oracle('threshold')(HAND_BUILT, { transactionThreshold: '50.25' })).toEqual([]));
  it('reports a value a cent below it', () =>
    expect(oracle('threshold')(HAND_BUILT, { transactionThreshold: '50.26' })).toEqual([
      expect.objectContaining({
        title: 'Transaction below threshold',
        pointer: `${D}/transactions/3/value`,
        expected: '≥ 50.26',
        actual: 50.25,
      }),
    ]));
  it('reads the threshold the body says it used when the request is not known', () =>
    expect(
      oracle('threshold')(
        changed(HAND_BUILT, `${D}/transactionThreshold`, () => 100),
        {},
      ),
    ).toHaveLength(2));
});

describe('a finding', () => {
  it('carries its title, its oracle and what it held', () =>
    expect(
      runOracles('bankStatementAnalysis', changed(HAND_BUILT, `${D}/total_credit_transactions_value`, plus(0.02)), {}),
    ).toEqual([
      {
        title: 'Figure does not add up',
        pointer: `${D}/total_credit_transactions_value`,
        expected: 550.25,
        actual: 550.27,
        keyword: 'credit-debit-totals',
        params: { holds: "sum of the credit transactions' values" },
      },
    ]));
  it('no oracle throws on bodies of any shape', () => {
    for (const body of [
      null,
      1,
      'x',
      [],
      {},
      { result: null },
      { result: [null, 1, { details: [] }] },
      { result: [{ details: { transactions: [null, { value: 'x' }], summary: { overall: [], monthly: [null, 3] } } }] },
    ])
      expect(() => runOracles('bankStatementAnalysis', body, { transactionThreshold: 'abc' })).not.toThrow();
  });
});
