// The bankStatementAnalysis envelopes: a documented analysis conforms; a wrong type, a missing figure, a month out of
// range or a result that is not a list does not; the party names and the s3url link are marked for redaction.
import { describe, expect, it } from 'vitest';
import { requestMarks, responseMarks } from '../../../src/validators/annotations.js';
import { documentedStatuses } from '../../../src/validators/registry.js';
import { type Body, conforms, mutate } from './bodies.js';

const OP = 'bankStatementAnalysis';
const FLOWS = ['Credit', 'Debit', 'Salary'] as const;
const BALANCES = ['', 'Daily', 'Weekly'] as const;

function figures(extra: Record<string, unknown>): Body {
  const out: Body = { numberOfTransactions: 2, openingBalance: 100, closingBalance: 1080, ...extra };
  for (const b of BALANCES)
    Object.assign(out, { [`minimum${b}Balance`]: 80, [`maximum${b}Balance`]: 1080, [`average${b}Balance`]: 500 });
  for (const f of FLOWS) {
    const amount = f === 'Debit' ? 20 : 1000;
    Object.assign(out, {
      [`numberOf${f}Transactions`]: 1,
      [`total${f}Amount`]: amount,
      ...(f === 'Salary' ? {} : { [`minimum${f}Amount`]: amount, [`maximum${f}Amount`]: amount }),
      [`average${f}Amount`]: amount,
    });
  }
  return out;
}

const TXNS = [
  {
    date: '02/01/2026',
    description: 'UPI/123456789012/RAVI KUMAR/okaxis',
    mode: 'UPI',
    entityName: 'RAVI KUMAR',
    entityName2: 'RAVI KUMAR',
    value: 20,
    type: 'debit',
    isSalary: false,
    balance: 80,
  },
  {
    date: '05/01/2026',
    description: 'NEFT/N123/ACME CORP SALARY JAN',
    mode: 'NEFT',
    entityName: 'ACME CORP',
    entityName2: 'ACME CORP',
    value: 1000,
    type: 'credit',
    isSalary: true,
    balance: 1080,
  },
];
const ANALYSIS: Body = {
  status: 'success',
  statusCode: 200,
  result: [
    {
      details: {
        documentType: 'TEXT_PDF',
        transactionThreshold: 0,
        transactions: TXNS,
        transactions_count: 2,
        num_pages: 1,
        total_credit_transactions_count: 1,
        total_credit_transactions_value: 1000,
        total_debit_transactions_count: 1,
        total_debit_transactions_value: 20,
        summary: {
          overall: figures({
            minimumMonthlyBalance: 1080,
            maximumMonthlyBalance: 1080,
            averageMonthlyBalance: 1080,
            creditDebitRatio: 50,
          }),
          monthly: [{ month: 1, year: 2026, ...figures({ eodBalances: Array.from({ length: 31 }, () => 1080) }) }],
        },
      },
      fraudChecks: { date: 'passed' },
      s3url: 'https://statements.example/abc?X-Amz-Signature=0f',
    },
  ],
};

describe('bankStatementAnalysis schemas', () => {
  it('document 200, 400 and 500', () => expect(documentedStatuses(OP)).toEqual([200, 400, 500]));
  it('accept a documented analysis', () => expect(conforms(OP, 200, ANALYSIS)).toBe(true));
  it('accept an analysis without the fields a flag may leave out, and a null ratio (no debit)', () => {
    let body = mutate(ANALYSIS, 'result.0.details.transactions', undefined);
    body = mutate(body, 'result.0.fraudChecks', undefined);
    body = mutate(body, 'result.0.s3url', undefined);
    body = mutate(body, 'result.0.details.summary.overall.creditDebitRatio', null);
    expect(conforms(OP, 200, body)).toBe(true);
  });
  // Issue 17 item 11: what a flag that defaults to no adds is not required (returnStatementSummary,
  // returnAverageMonthlyBalance, returnSalaryInfo); a ratio with no debit may be absent or a marker.
  it.for([
    ['the summary section', 'result.0.details.summary'],
    ['the overall monthly balance figures', 'result.0.details.summary.overall.averageMonthlyBalance'],
    ['the salary figures', 'result.0.details.summary.overall.totalSalaryAmount'],
    ["a month's salary figures", 'result.0.details.summary.monthly.0.numberOfSalaryTransactions'],
    ["a transaction's isSalary", 'result.0.details.transactions.0.isSalary'],
    ['creditDebitRatio', 'result.0.details.summary.overall.creditDebitRatio'],
  ] as const)('accept an analysis without %s', ([, path]) =>
    expect(conforms(OP, 200, mutate(ANALYSIS, path, undefined))).toBe(true),
  );
  it('accept a creditDebitRatio marker, and an empty family without its statistics', () => {
    expect(conforms(OP, 200, mutate(ANALYSIS, 'result.0.details.summary.overall.creditDebitRatio', 'NA'))).toBe(true);
    let body = mutate(ANALYSIS, 'result.0.details.summary.overall.numberOfDebitTransactions', 0);
    for (const f of ['minimumDebitAmount', 'maximumDebitAmount', 'averageDebitAmount'])
      body = mutate(body, `result.0.details.summary.overall.${f}`, undefined);
    expect(conforms(OP, 200, body)).toBe(true);
  });
  it.for([
    ['result an object, not a list', 'result', { details: {} }],
    ['statusCode a string', 'statusCode', '200'],
    ['transactions_count missing', 'result.0.details.transactions_count', undefined],
    ['a count that is a float', 'result.0.details.total_credit_transactions_count', 1.5],
    ['month 0', 'result.0.details.summary.monthly.0.month', 0],
    ['month 13', 'result.0.details.summary.monthly.0.month', 13],
    ['a date year first', 'result.0.details.transactions.0.date', '2026-01-02'],
    ['a type other than credit or debit', 'result.0.details.transactions.0.type', 'refund'],
    ['isSalary a string', 'result.0.details.transactions.1.isSalary', 'yes'],
    ['a debit statistic missing while there are debits', 'result.0.details.summary.overall.minimumDebitAmount', undefined],
    [
      'a monthly credit statistic missing while the month has credits',
      'result.0.details.summary.monthly.0.averageCreditAmount',
      undefined,
    ],
    ['creditDebitRatio an object', 'result.0.details.summary.overall.creditDebitRatio', { value: 1 }],
  ] as const)('refuse %s', ([, path, value]) => expect(conforms(OP, 200, mutate(ANALYSIS, path, value))).toBe(false));
  it('refuse an error without its message, or with another status', () => {
    expect(conforms(OP, 400, { status: 'failure', statusCode: 400, message: 'Invalid file type for: uploadPdf' })).toBe(true);
    expect(conforms(OP, 400, { status: 'failure', statusCode: 400, error: 'Invalid file type for: uploadPdf' })).toBe(false);
    expect(conforms(OP, 500, { status: 'failure', statusCode: 400, message: 'Internal Server Error' })).toBe(false);
  });
  it('mark the party names for stand-ins and the link and the password as secrets', () => {
    const marks = responseMarks(OP, 200, ANALYSIS).map((m) => [m.pointer, m.mark.secret ? 'secret' : m.mark.pii]);
    expect(marks).toEqual(
      expect.arrayContaining([
        ['/result/0/details/transactions/0/description', 'name'],
        ['/result/0/details/transactions/1/entityName', 'name'],
        ['/result/0/details/transactions/1/entityName2', 'name'],
        ['/result/0/s3url', 'secret'],
      ]),
    );
    expect(requestMarks(OP, { password: 'p', returnS3Url: 'yes' })).toEqual([
      { pointer: '/password', mark: { secret: true }, value: 'p' },
    ]);
  });
});
