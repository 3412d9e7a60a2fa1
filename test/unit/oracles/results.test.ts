// The results oracles on a hand-built conforming body (two one-month statements of one account, a recurring series):
// silent when it adds up, one finding at the moved figure when one is moved, and never a throw on any shape.
import { describe, expect, it } from 'vitest';
import { ORACLES, runOracles } from '../../../src/oracles/index.js';
import { changed, plus } from './fixture.js';

const ACCOUNT = '000123456789';
const deposit = (txnId: string, txnDate: string, amount: number, description = 'ACH CREDIT CLIENT PAYMENT') => ({
  amount,
  description,
  txnDate,
  txnId,
  isRevenue: true,
  isPossibleAlternateLender: false,
});
const withdrawal = (txnId: string, txnDate: string, amount: number, description = 'DEBIT CARD PURCHASE') => ({
  amount,
  description,
  txnDate,
  txnId,
  isPossibleAlternateLender: false,
  isRecurringTransaction: description.startsWith('ACME'),
});

// November opens at 100.00: −300.00 on the 3rd (−200.00 to the 9th), +1000.00 on the 10th, −49.50 on the 15th, +250.50
// on the 20th. End of day: 100 ×2, −200 ×7, 800 ×5, 750.50 ×5, 1001 ×11 → mean 17563.50 / 30 = 585.45, 7 days below 0.
const NOVEMBER = {
  deposits: [deposit('n-d1', '2025-11-10', 1000), deposit('n-d2', '2025-11-20', 250.5)],
  withdrawals: [withdrawal('n-w1', '2025-11-03', 300), withdrawal('n-w2', '2025-11-15', 49.5, 'ACME LOAN ACH')],
};
// December opens at 1001.00: +500.00 on the 5th, −1600.00 on the 10th, −49.50 on the 15th, +75.25 on the 22nd, −50.00
// on the 29th. End of day: 1001 ×4, 1501 ×5, −99 ×5, −148.50 ×7, −73.25 ×7, −123.25 ×3 → 9092 / 31 = 293.29, 22 below 0.
const DECEMBER = {
  deposits: [deposit('d-d1', '2025-12-05', 500), deposit('d-d2', '2025-12-22', 75.25)],
  withdrawals: [
    withdrawal('d-w1', '2025-12-10', 1600),
    withdrawal('d-w2', '2025-12-15', 49.5, 'ACME LOAN ACH'),
    withdrawal('d-w3', '2025-12-29', 50, 'ACME LOAN ACH'),
  ],
};

const period = {
  november: {
    periodStartDate: '2025-11-01',
    periodEndDate: '2025-11-30',
    periodStartBalance: 100,
    periodEndBalance: 1001,
    averageDailyBalance: 585.45,
    averageTransactionSize: 400,
    daysOfNegativeBalance: 7,
    grossDeposits: 1250.5,
    maxDeposit: 1000,
    minDeposit: 250.5,
    averageDeposit: 625.25,
    depositCount: 2,
    withdrawalCount: 2,
    maxWithdrawal: 300,
    minWithdrawal: 49.5,
    averageWithdrawal: 174.75,
    grossWithdrawals: 349.5,
    totalRoundNumberOfTransactions: 2,
    totalRoundNumberTransactionsSum: 1300,
    suspiciousActivity: 'no',
    authenticityScore: 100,
    periodBalanceMismatch: 'no',
  },
  december: {
    periodStartDate: '2025-12-01',
    periodEndDate: '2025-12-31',
    periodStartBalance: 1001,
    periodEndBalance: -123.25,
    averageDailyBalance: 293.29,
    averageTransactionSize: 454.95,
    daysOfNegativeBalance: 22,
    grossDeposits: 575.25,
    maxDeposit: 500,
    minDeposit: 75.25,
    averageDeposit: 287.63,
    depositCount: 2,
    withdrawalCount: 3,
    maxWithdrawal: 1600,
    minWithdrawal: 49.5,
    averageWithdrawal: 566.5,
    grossWithdrawals: 1699.5,
    totalRoundNumberOfTransactions: 2,
    totalRoundNumberTransactionsSum: 2100,
    suspiciousActivity: 'no',
    authenticityScore: 100,
    periodBalanceMismatch: 'no',
  },
};

const monthly = (month: 'november' | 'december', days: number | string) => ({
  month: month === 'november' ? 'November' : 'December',
  year: 2025,
  ...period[month],
  daysByCalMonth: days,
  estimatedRevenue: period[month].grossDeposits,
  totalInterbankTransfers: 0,
});

// The loan: 49.50 on 15 Nov and 15 Dec, 50.00 on 29 Dec → mean 49.67, gaps 30 and 14 days → 22.
const series = () => ({
  firstTxnDate: '2025-11-15',
  latestTxnDate: '2025-12-29',
  totalCountOfInstallments: 3,
  avgDaysInterval: 22,
  avgAmount: 49.67,
  type: 'withdrawal',
  installments: [
    { amount: 49.5, installmentsCount: 2 },
    { amount: 50, installmentsCount: 1 },
  ],
  transactions: [NOVEMBER.withdrawals[1], DECEMBER.withdrawals[1], DECEMBER.withdrawals[2]].map((t) => ({
    ...t,
    isRecurringTransaction: true,
  })),
});

const statement = (fileName: string, month: 'november' | 'december', flow: typeof NOVEMBER) => ({
  fileName,
  statementId: `vts-${month}`,
  numberOfPages: 1,
  bankName: 'SAMPLE BANK',
  processingStatus: 'COMPLETED',
  pdfType: 'TEXT_PDF',
  statementProcessingTime: 0.2,
  isValidUsBankStatement: true,
  businessName: 'SAMPLE LLC',
  businessOwnerName: 'SAM SAMPLE',
  businessAddress: '1 MAIN ST',
  accounts: [
    {
      accountNumber: ACCOUNT,
      accountType: 'checking',
      statementSummary: period[month],
      transactions: {
        withdrawals: flow.withdrawals,
        deposits: flow.deposits.map((d) => ({ ...d, isRecurringTransaction: false })),
      },
    },
  ],
  fraudChecks: { periodBalanceMismatch: false },
});

const RAW = {
  status: 'success',
  statusCode: 200,
  result: {
    details: {
      contractId: 'vts-contract',
      merchantId: '',
      numberOfBankStatements: 2,
      numberOfMonthsProcessed: 2,
      overallProcessingTime: 0.5,
      activeAlternateLenders: 0,
      businessCheckingSummaries: [monthly('november', '30'), monthly('december', '31')],
      businessCheckingRecurringTransactions: [series()],
      businessCheckingPossibleAlternateLenders: [],
      accountSummaries: [
        {
          accountNumber: ACCOUNT,
          accountId: 'acc-1',
          accountCategory: 'business',
          accountType: 'checking',
          activeAlternateLenders: 0,
          monthlySummaries: [monthly('november', 30), monthly('december', 31)],
          transactions: {
            withdrawals: [...NOVEMBER.withdrawals, ...DECEMBER.withdrawals],
            deposits: [...NOVEMBER.deposits, ...DECEMBER.deposits],
          },
          recurringTransactions: [series()],
          possibleAlternateLenders: [{ lenderName: 'ACME LOAN', isActive: true, frequency: 'irregular', ...series() }],
          interbankTransactions: { withdrawals: [], deposits: [] },
        },
      ],
      statements: [statement('month-2025-11.pdf', 'november', NOVEMBER), statement('month-2025-12.pdf', 'december', DECEMBER)],
    },
    summary: { action: '', details: [] },
  },
};
// Through JSON, so no two places of the body share an object (moving one figure moves only that one).
const BODY = JSON.parse(JSON.stringify(RAW)) as typeof RAW;

const D = '/result/details';
const B = `${D}/businessCheckingSummaries`;
const A = `${D}/accountSummaries/0`;
const S = (i: number) => `${D}/statements/${i}/accounts/0`;
const run = (body: unknown) => runOracles('getBankStatementParsingResults', body, {});
const oracle = (name: string) => {
  const found = ORACLES.getBankStatementParsingResults?.[name];
  if (found === undefined) throw new Error(`no oracle ${name}`);
  return found;
};

describe('the hand-built results', () => {
  it('pass every oracle', () => expect(run(BODY)).toEqual([]));
  it('are judged by the three results oracles', () =>
    expect(Object.keys(ORACLES.getBankStatementParsingResults ?? {})).toEqual([
      'results-levels',
      'results-balances',
      'results-recurring',
    ]));
});

// [what is moved, pointer, how, oracle, title, expected]: the one finding is at the moved figure.
const ONE_FINDING: [string, string, (old: unknown) => unknown, string, string, unknown][] = [
  ['a business depositCount +1', `${B}/0/depositCount`, plus(1), 'results-levels', 'Figure does not add up', 2],
  [
    'a business grossWithdrawals +0.02',
    `${B}/1/grossWithdrawals`,
    plus(0.02),
    'results-levels',
    'Figure does not add up',
    1699.5,
  ],
  [
    'an account grossDeposits +1.00',
    `${A}/monthlySummaries/1/grossDeposits`,
    plus(1),
    'results-levels',
    'Figure does not add up',
    575.25,
  ],
  [
    'an account withdrawalCount −1',
    `${A}/monthlySummaries/1/withdrawalCount`,
    plus(-1),
    'results-levels',
    'Figure does not add up',
    3,
  ],
  [
    'an account round-number sum −100',
    `${A}/monthlySummaries/0/totalRoundNumberTransactionsSum`,
    plus(-100),
    'results-levels',
    'Figure does not add up',
    1300,
  ],
  [
    'a statement round-number count +1',
    `${S(1)}/statementSummary/totalRoundNumberOfTransactions`,
    plus(1),
    'results-levels',
    'Figure does not add up',
    2,
  ],
  [
    'a statement grossDeposits −0.02',
    `${S(0)}/statementSummary/grossDeposits`,
    plus(-0.02),
    'results-levels',
    'Figure does not add up',
    1250.5,
  ],
  ['numberOfBankStatements +1', `${D}/numberOfBankStatements`, plus(1), 'results-levels', 'Figure does not add up', 2],
  ['numberOfMonthsProcessed −1', `${D}/numberOfMonthsProcessed`, plus(-1), 'results-levels', 'Figure does not add up', 2],
  [
    'an account periodBalanceMismatch "yes"',
    `${A}/monthlySummaries/0/periodBalanceMismatch`,
    () => 'yes',
    'results-balances',
    'Figure does not add up',
    'no',
  ],
  [
    'a statement periodBalanceMismatch "TRUE"',
    `${S(1)}/statementSummary/periodBalanceMismatch`,
    () => 'TRUE',
    'results-balances',
    'Figure does not add up',
    'no',
  ],
  [
    'a business periodBalanceMismatch "yes"',
    `${B}/0/periodBalanceMismatch`,
    () => 'yes',
    'results-balances',
    'Figure does not add up',
    'no',
  ],
  [
    'an account daysOfNegativeBalance +1',
    `${A}/monthlySummaries/1/daysOfNegativeBalance`,
    plus(1),
    'results-balances',
    'Figure does not add up',
    22,
  ],
  [
    'a statement daysOfNegativeBalance −1',
    `${S(0)}/statementSummary/daysOfNegativeBalance`,
    plus(-1),
    'results-balances',
    'Figure does not add up',
    7,
  ],
  [
    'an account averageDailyBalance +0.02',
    `${A}/monthlySummaries/0/averageDailyBalance`,
    plus(0.02),
    'results-balances',
    'Figure does not add up',
    585.45,
  ],
  [
    'a business averageDailyBalance −1.00',
    `${B}/1/averageDailyBalance`,
    plus(-1),
    'results-balances',
    'Figure does not add up',
    293.29,
  ],
  [
    'a business series avgDaysInterval +0.5',
    `${D}/businessCheckingRecurringTransactions/0/avgDaysInterval`,
    plus(0.5),
    'results-recurring',
    'Figure does not add up',
    22,
  ],
  [
    'an account series totalCountOfInstallments +1',
    `${A}/recurringTransactions/0/totalCountOfInstallments`,
    plus(1),
    'results-recurring',
    'Figure does not add up',
    3,
  ],
  [
    'a lender avgAmount +0.02',
    `${A}/possibleAlternateLenders/0/avgAmount`,
    plus(0.02),
    'results-recurring',
    'Figure does not add up',
    49.67,
  ],
  [
    'an account month removed',
    `${A}/monthlySummaries/1`,
    () => undefined,
    'results-levels',
    'Month missing',
    'a monthly summary for 2025-12',
  ],
  ['a business month removed', `${B}/1`, () => undefined, 'results-levels', 'Month missing', 'a business summary for 2025-12'],
];

// Where a removed month is reported: the first December transaction, or the account month the business lacks.
const REPORTED_AT: Record<string, string> = {
  'an account month removed': `${S(1)}/transactions/deposits/0/txnDate`,
  'a business month removed': `${A}/monthlySummaries/1`,
};

describe.each(ONE_FINDING)('%s', (name, pointer, how, keyword, title, expected) => {
  it('is the one finding, at its pointer', () =>
    expect(run(changed(BODY, pointer, how))).toEqual([
      expect.objectContaining({ keyword, title, pointer: REPORTED_AT[name] ?? pointer, expected }),
    ]));
});

describe('within the tolerance', () => {
  it.for<[string, number]>([
    [`${A}/monthlySummaries/1/averageDailyBalance`, 0.01],
    [`${B}/0/grossDeposits`, -0.01],
    [`${D}/businessCheckingRecurringTransactions/0/avgDaysInterval`, 0.01],
    [`${D}/businessCheckingRecurringTransactions/0/avgAmount`, -0.01],
  ])('%s moved by %d passes', ([pointer, delta]) => expect(run(changed(BODY, pointer, plus(delta)))).toEqual([]));
  it('avgDaysInterval 22.02 does not', () =>
    expect(run(changed(BODY, `${D}/businessCheckingRecurringTransactions/0/avgDaysInterval`, () => 22.02))).toHaveLength(1));
});

describe('a business start balance off', () => {
  it('is reported as the sum over accounts, and the figures held from it follow', () =>
    expect(run(changed(BODY, `${B}/1/periodStartBalance`, plus(1)))).toEqual([
      expect.objectContaining({ keyword: 'results-levels', pointer: `${B}/1/periodStartBalance`, expected: 1001, actual: 1002 }),
      expect.objectContaining({ keyword: 'results-balances', pointer: `${B}/1/periodBalanceMismatch`, expected: 'yes' }),
      expect.objectContaining({ keyword: 'results-balances', pointer: `${B}/1/averageDailyBalance`, expected: 294.29 }),
    ]));
});

describe('the mismatch flag', () => {
  it.for(['NO', ' no ', 'False', 'false'])('reads %j as agreeing', (flag) =>
    expect(run(changed(BODY, `${A}/monthlySummaries/0/periodBalanceMismatch`, () => flag))).toEqual([]),
  );
  it.for(['maybe', '', 0, false, null])('skips %j (its values are not shown)', (flag) =>
    expect(run(changed(BODY, `${A}/monthlySummaries/0/periodBalanceMismatch`, () => flag))).toEqual([]),
  );
  it('is "yes" when the end balance misses start + deposits − withdrawals', () =>
    expect(oracle('results-balances')(changed(BODY, `${S(0)}/statementSummary/periodEndBalance`, plus(5)), {})).toContainEqual(
      expect.objectContaining({ pointer: `${S(0)}/statementSummary/periodBalanceMismatch`, expected: 'yes', actual: 'no' }),
    ));
});

describe('two accounts', () => {
  // A second account with the same statements: each business month is the sum of the two.
  const twice = (body: unknown, business: boolean) => {
    const copy = structuredClone(body) as typeof BODY;
    const details = copy.result.details;
    const other = {
      ...structuredClone(details.accountSummaries[0]),
      accountNumber: '000999',
    } as (typeof details.accountSummaries)[0];
    details.accountSummaries.push(other);
    for (const s of details.statements)
      s.accounts.push({ ...structuredClone(s.accounts[0]), accountNumber: '000999' } as (typeof s.accounts)[0]);
    if (business)
      for (const m of details.businessCheckingSummaries)
        for (const f of [
          'depositCount',
          'withdrawalCount',
          'grossDeposits',
          'grossWithdrawals',
          'totalRoundNumberOfTransactions',
          'totalRoundNumberTransactionsSum',
          'periodStartBalance',
          'periodEndBalance',
        ] as const)
          m[f] *= 2;
    return copy;
  };
  it('sum into each business month', () => expect(run(twice(BODY, true))).toEqual([]));
  it('are reported where a business month holds only one of them', () =>
    expect(run(twice(BODY, false))).toContainEqual(
      expect.objectContaining({ keyword: 'results-levels', pointer: `${B}/0/depositCount`, expected: 4, actual: 2 }),
    ));
});

describe('values that are not numbers', () => {
  it.for<[string, unknown]>([
    [`${B}/0/depositCount`, '2'],
    [`${A}/monthlySummaries/0/grossDeposits`, null],
    [`${S(0)}/statementSummary/averageDailyBalance`, '585.45'],
    [`${S(0)}/statementSummary/periodStartBalance`, 'n/a'],
    [`${S(0)}/transactions/deposits/0/amount`, 'abc'],
    [`${S(1)}/transactions/withdrawals/2/txnDate`, '29/12/2025'],
    [`${D}/businessCheckingRecurringTransactions/0/avgAmount`, '49.67'],
    [`${A}/recurringTransactions/0/transactions/1/amount`, null],
    [`${A}/recurringTransactions/0/totalCountOfInstallments`, 3.5],
    [`${B}/1/month`, 12],
    [`${D}/numberOfMonthsProcessed`, 'two'],
  ])('%s as %j is skipped', ([pointer, value]) => expect(run(changed(BODY, pointer, () => value))).toEqual([]));
});

/** Every JSON pointer of a value, the root excluded. */
const pointersOf = (value: unknown, at = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [`${at}/${k}`, ...pointersOf(v, `${at}/${k}`)])
    : [];

describe('any shape', () => {
  it.for<[unknown]>([
    [null],
    ['results'],
    [[]],
    [{}],
    [{ result: [] }],
    [{ result: { details: [] } }],
    [{ result: { details: { statements: {}, accountSummaries: 'x', businessCheckingSummaries: [null, 1] } } }],
    [{ result: { details: { statements: [{ accounts: [{ transactions: { deposits: [null, 3], withdrawals: 'x' } }] }] } } }],
    [
      {
        result: {
          details: { businessCheckingRecurringTransactions: [{ transactions: [null, []] }], accountSummaries: [null, []] },
        },
      },
    ],
  ])('%j: no throw, no finding', ([body]) => expect(run(body)).toEqual([]));
  it('no oracle throws with any one value of the body replaced by null, a string or an array', () => {
    for (const pointer of pointersOf(BODY))
      for (const value of [null, 'x', [], {}]) expect(() => run(changed(BODY, pointer, () => value))).not.toThrow();
  });
});
