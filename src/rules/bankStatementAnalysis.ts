// Rules of POST {ind_engine_url}/v1/bank_statement_analysis: one statement PDF as form-data, analysed in the answer.
// The figures' arithmetic is held on every 200 by the oracles (src/oracles/); these rules choose the statements and
// flags that exercise it, and the documented errors.
import type { Value } from '../model/edits.js';
import type { Expectation, RuleTable } from '../model/types.js';
import { credentialsFrom, dropParts, file, formWithHeaderCredentials, setParts } from './form.js';
import { withoutCredentials } from './header-credentials.js';
import { failing, refusal, type Row, rulesOf, transactionIdRequired, wrongAppKey } from './table.js';
import { data, unchanged } from './mutate.js';

const DOC = 'bank-statement-analysis.md';
const ENDPOINT = `${DOC} › Endpoints › Synchronous statement analysis`;
const ERRORS = `${DOC} › Errors › Synchronous analysis`;
const RESULT = `${DOC} › Resources and fields › Synchronous analysis result`;

const pdf = (key: string): Record<string, Value> => ({ pdf: file(key) });
const analysed: Expectation = { status: 200 };
/** The threshold the rules use: statement-3-months holds a transaction of exactly this value. */
const THRESHOLD = '5000';

/** The flags whose effect is not shown, each with the value that is not its default; a one-page statement keeps it cheap. */
const FLAG_STATEMENT = 'statementOneMonth';
const FLAG_PROBES = [
  ['fraudChecks.requested', 'enableFraudChecks', 'yes'],
  ['entities.requested', 'extractEntities', 'yes'],
  ['country.usa', 'country', 'usa'],
  ['imagePdf.text-not-allowed', 'allowImagePDF', 'no'],
  ['flaggedTransactions.requested', 'flagTransactions', 'yes'],
  ['recurringTransactions.requested', 'returnRecurringTransactions', 'yes'],
  ['averageMonthlyBalance.requested', 'returnAverageMonthlyBalance', 'yes'],
  ['statementSummary.requested', 'returnStatementSummary', 'yes'],
  ['eodBalances.requested', 'returnEODBalances', 'yes'],
  ['salaryInfo.requested', 'returnSalaryInfo', 'yes'],
] as const;

const rows: Row[] = [
  {
    id: 'bankStatementAnalysis.request.three-months',
    title: 'a three-month text statement is analysed: transactions, totals, overall and monthly figures that add up',
    source: `${ENDPOINT}; ${RESULT}`,
    request: unchanged,
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.statement.one-month',
    title: 'a one-month, one-page statement is analysed',
    source: RESULT,
    request: setParts(pdf('statementOneMonth')),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.statement.twelve-months',
    title: 'a twelve-month statement with a month of no transaction is analysed, every month listed',
    source: RESULT,
    request: setParts(pdf('statementTwelveMonths')),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.statement.leap-february',
    title: 'a statement of February 2024 is analysed (29 days)',
    source: RESULT,
    request: setParts(pdf('statementLeapFebruary')),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.statement.fifty-pages',
    title: 'a fifty-page statement is analysed',
    source: RESULT,
    request: setParts(pdf('statementFiftyPages')),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.date.year-first',
    title: 'a statement dated YYYY-MM-DD, with formatDateYearFirst yes, is analysed (dates returned DD/MM/YYYY)',
    source: `${ENDPOINT}; ${RESULT}`,
    request: setParts({ ...pdf('statementYearFirst'), formatDateYearFirst: 'yes' }),
    expect: analysed,
  },
  // Without the flag the answer to a year-first statement is not shown.
  {
    id: 'bankStatementAnalysis.date.year-first-without-flag',
    title: 'a statement dated YYYY-MM-DD without formatDateYearFirst — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts(pdf('statementYearFirst')),
  },
  {
    id: 'bankStatementAnalysis.password.correct',
    title: 'a password-protected statement with its password is analysed',
    source: ENDPOINT,
    request: setParts({ ...pdf('statementEncrypted'), password: data('statementPassword') }),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.password.wrong',
    title: 'a password-protected statement with a wrong password is refused',
    source: ERRORS,
    request: setParts({ ...pdf('statementEncrypted'), password: 'wrong-password' }),
    expect: failing(400, 'Password provided was incorrect'),
  },
  {
    id: 'bankStatementAnalysis.password.missing',
    title: 'a password-protected statement without a password is refused (the refusal is not shown: any 4xx)',
    source: `${ERRORS}; ${ENDPOINT}`,
    request: setParts(pdf('statementEncrypted')),
    expect: refusal(400),
  },
  // The field is `pdf`; the documented message names it `uploadPdf`.
  {
    id: 'bankStatementAnalysis.pdf.missing',
    title: 'a form without the statement file is refused, the message naming uploadPdf',
    source: `${ERRORS}; ${ENDPOINT}`,
    request: dropParts('pdf'),
    expect: failing(400, 'Input Validation Error: requires property "uploadPdf"'),
  },
  {
    id: 'bankStatementAnalysis.pdf.not-a-pdf',
    title: 'a file named .pdf that is not a PDF is refused',
    source: ERRORS,
    request: setParts(pdf('statementNotPdf')),
    expect: failing(400, 'Invalid file type for: uploadPdf'),
  },
  // allowImagePDF: "Allow scanned PDFs", default yes; what a scanned statement gives, or its refusal, is not shown.
  {
    id: 'bankStatementAnalysis.imagePdf.allowed',
    title: 'a scanned, image-only statement with allowImagePDF at its default (yes) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts(pdf('statementScanned')),
  },
  {
    id: 'bankStatementAnalysis.imagePdf.refused',
    title: 'a scanned, image-only statement with allowImagePDF no (refused; the message is not shown) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: setParts({ ...pdf('statementScanned'), allowImagePDF: 'no' }),
  },
  {
    id: 'bankStatementAnalysis.threshold.applied',
    title: `transactionThreshold ${THRESHOLD}: none returned below it, the one at it returned, details say ${THRESHOLD}`,
    source: `${ENDPOINT}; ${DOC} › Limits`,
    request: setParts({ transactionThreshold: THRESHOLD }),
    expect: analysed,
  },
  {
    id: 'bankStatementAnalysis.transactions.not-returned',
    title: 'returnTransactions no: no transaction is returned',
    source: ENDPOINT,
    request: setParts({ ...pdf('statementOneMonth'), returnTransactions: 'no' }),
    expect: { status: 200, pins: [{ pointer: '/result/0/details/transactions', none: true }] },
  },
  {
    id: 'bankStatementAnalysis.presignedUrl.requested',
    title: 'returnS3Url yes returns the s3url link',
    source: `${ENDPOINT}; ${RESULT}`,
    request: setParts({ ...pdf('statementOneMonth'), returnS3Url: 'yes' }),
    expect: { status: 200, pins: [{ pointer: '/result/0/s3url', nonEmpty: true }] },
  },
  // "Mapping of each flag to the response fields it adds or omits: not shown." Each flag's non-default value, after the
  // same statement without it: the case notes the fields it added or removed (src/checks/setting-fields.ts).
  ...FLAG_PROBES.map(([subject, flag, value]): Row => ({
    id: `bankStatementAnalysis.${subject}`,
    title: `${flag} ${value} (the fields it adds or removes are not shown) — observed against the answer without it`,
    source: ENDPOINT,
    strength: 'probe',
    before: [{ title: 'analyse the same statement without the setting', request: setParts(pdf(FLAG_STATEMENT)), status: 200 }],
    request: setParts({ ...pdf(FLAG_STATEMENT), [flag]: value }),
    expect: analysed,
  })),
  // The credentials are mandatory (Authentication); only the refusal's form, the 401, is not shown for this operation.
  {
    id: 'bankStatementAnalysis.credentials.missing',
    title: 'missing credentials are refused (mandatory; the 401 of this operation is not shown: any 4xx)',
    source: `${ERRORS}; ${DOC} › Authentication`,
    request: withoutCredentials,
    expect: refusal(401),
  },
  wrongAppKey('bankStatementAnalysis', `${ERRORS}; ${DOC} › Authentication`, {
    title: 'a registered appId with a wrong appKey is refused (the 401 of this operation is not shown: any 4xx)',
    expect: refusal(401),
  }),
  {
    id: 'bankStatementAnalysis.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: credentialsFrom('serverErrorAppId', 'serverErrorAppKey'),
    expect: failing(500, 'Internal Server Error'),
  },
  transactionIdRequired('bankStatementAnalysis'),
];

export const bankStatementAnalysisRules: RuleTable = {
  operation: 'bankStatementAnalysis',
  baseline: formWithHeaderCredentials([['pdf', file('statementThreeMonths')]], { transactionId: true }),
  rules: rulesOf('bankStatementAnalysis', rows),
};
