// Faults of POST /v1/bank_statement_analysis: each breaks one gating rule of the harness, or one meaning it holds of
// the figures (an oracle) on one rule's request. They key on the text parts the rule sends (none, password,
// transactionThreshold, returnTransactions, returnS3Url, formatDateYearFirst), on which statement the answer is of (its
// months and page count, as read from the PDF), and on the documented messages and statuses.
import type { Reply } from '../envelope.js';
import { STATEMENT_ERRORS as E } from '../operations/bankStatementAnalysis.js';
import type { SeenRequest } from '../operations/operation.js';
import { type Fault, hasMessage, isStatus, onReply, withBody, withStatus } from './kit.js';

const OP = 'bankStatementAnalysis';

interface Transaction {
  date: string;
  value: number;
  balance: number;
}

// What a returned transaction looks like (a UPI debit of 1.00), for the fault that returns one when none is asked for.
const ONE_TRANSACTION = {
  date: '01/01/2026',
  description: 'UPI/000000000000/SANDBOX FAULT/ybl',
  mode: 'UPI',
  entityName: 'SANDBOX FAULT',
  entityName2: 'SANDBOX FAULT',
  value: 1,
  type: 'debit',
  isSalary: false,
  balance: 0,
};
interface Month {
  month: number;
  year: number;
  numberOfTransactions: number;
  eodBalances: number[];
}
interface Item {
  details: {
    transactionThreshold: number;
    transactions: Transaction[];
    transactions_count: number;
    num_pages: number;
    total_credit_transactions_value: number;
    summary: { overall: Record<string, number | null>; monthly: Month[] };
  };
  s3url?: string;
}

const fieldsOf = (request: SeenRequest): Readonly<Record<string, string>> =>
  request.body.kind === 'multipart' ? request.body.fields : {};
const partOf = (request: SeenRequest, name: string): string | undefined => fieldsOf(request)[name];
const itemOf = (reply: Reply): Item | undefined => (reply.body.result as Item[] | undefined)?.[0];
const cents = (value: number): number => Math.round(value * 100) / 100;

/** A 200 analysing a statement whose first month is `first`, `count` months long, its page count as `pages` says. */
const statement =
  (first: string, count: number, pages: (n: number) => boolean = () => true) =>
  (reply: Reply): boolean => {
    const item = itemOf(reply);
    if (reply.status !== 200 || item === undefined) return false;
    const [head] = item.details.summary.monthly;
    const month = head === undefined ? undefined : `${head.year}-${String(head.month).padStart(2, '0')}`;
    return month === first && item.details.summary.monthly.length === count && pages(item.details.num_pages);
  };

/** The plain statement rules send the PDF and no text part. */
const plain = (of: (reply: Reply) => boolean) => (reply: Reply, request: SeenRequest) =>
  of(reply) && Object.keys(fieldsOf(request)).length === 0;

const THREE_MONTHS = statement('2026-01', 3);
const ONE_MONTH = statement('2026-01', 1);
const TWELVE_MONTHS = statement('2025-01', 12, (pages) => pages < 50);
const FIFTY_PAGES = statement('2025-01', 12, (pages) => pages === 50);
const LEAP_FEBRUARY = statement('2024-02', 1);

/** Change the first result item (a copy: the analysis stays untouched). */
const withItem =
  (change: (item: Item) => void) =>
  (reply: Reply): Reply => {
    const result = structuredClone(reply.body.result) as Item[];
    change(result[0]!);
    return { ...reply, body: { ...reply.body, result } };
  };

const oracle = (
  id: string,
  breaks: string,
  describe: string,
  when: (reply: Reply, request: SeenRequest) => boolean,
  change: (item: Item) => void,
): Fault => ({
  id: `bankStatementAnalysis-${id}`,
  breaks: `bankStatementAnalysis.${breaks}`,
  describe,
  apply: { reply: onReply(OP, when, withItem(change)) },
});

const refused = (status: number, message: string) => (): Reply => ({
  status,
  body: { statusCode: status, status: 'failure', message },
});

export const BANK_STATEMENT_FAULTS: readonly Fault[] = [
  {
    id: `${OP}-last-row-dropped`,
    breaks: `${OP}.request.three-months`,
    // Every analysis the facts are held on, the flag probes' too (the truth of a 2xx gates): all but the threshold's
    // (its figures hold either reading).
    alsoBreaks: [
      'statement.one-month',
      'statement.twelve-months',
      'statement.leap-february',
      'statement.fifty-pages',
      'date.year-first',
      'password.correct',
      'transactions.not-returned',
      'presignedUrl.requested',
      'fraudChecks.requested',
      'entities.requested',
      'country.usa',
      'imagePdf.text-not-allowed',
      'flaggedTransactions.requested',
      'recurringTransactions.requested',
      'averageMonthlyBalance.requested',
      'statementSummary.requested',
      'eodBalances.requested',
      'salaryInfo.requested',
    ].map((rule) => `${OP}.${rule}`),
    alsoChanges: ['threshold.applied'].map((rule) => `${OP}.${rule}`),
    describe:
      'every statement is analysed without its last transaction, every figure recomputed from the rest: the answer adds up, and is false',
    apply: { settings: { rowsRead: { analysis: 'all-but-last', parse: 'all' } } },
  },
  oracle(
    'ratio-inverted',
    'request.three-months',
    'statement-3-months gets creditDebitRatio debit over credit',
    plain(THREE_MONTHS),
    (item) => {
      const overall = item.details.summary.overall;
      overall.creditDebitRatio = overall.totalDebitAmount! / overall.totalCreditAmount!;
    },
  ),
  oracle(
    'salary-total-off',
    'request.three-months',
    'statement-3-months gets totalSalaryAmount 1.00 above its salary credits',
    plain(THREE_MONTHS),
    (item) => {
      const overall = item.details.summary.overall;
      overall.totalSalaryAmount = cents(overall.totalSalaryAmount! + 1);
    },
  ),
  oracle(
    'balance-chain-broken',
    'statement.one-month',
    "statement-1-month's third transaction has a balance 10.00 off the chain",
    plain(ONE_MONTH),
    (item) => {
      const third = item.details.transactions[2]!;
      third.balance = cents(third.balance + 10);
    },
  ),
  oracle(
    'january-30-days',
    'statement.twelve-months',
    'statement-12-months gets 30 eodBalances for January',
    plain(TWELVE_MONTHS),
    (item) => {
      item.details.summary.monthly[0]!.eodBalances.pop();
    },
  ),
  oracle(
    'month-zero-based',
    'statement.twelve-months',
    'statement-12-months numbers its months 0 to 11',
    plain(TWELVE_MONTHS),
    (item) => {
      for (const month of item.details.summary.monthly) month.month -= 1;
    },
  ),
  oracle(
    'monthly-counts-off',
    'statement.twelve-months',
    "statement-12-months's February counts one transaction more than the overall figures hold",
    plain(TWELVE_MONTHS),
    (item) => {
      item.details.summary.monthly[1]!.numberOfTransactions += 1;
    },
  ),
  oracle(
    'credit-total-off',
    'statement.leap-february',
    'statement-leap-february gets total_credit_transactions_value 0.02 above its credits',
    plain(LEAP_FEBRUARY),
    (item) => {
      item.details.total_credit_transactions_value = cents(item.details.total_credit_transactions_value + 0.02);
    },
  ),
  oracle(
    'weekly-min-above-max',
    'statement.leap-february',
    'statement-leap-february gets minimumWeeklyBalance 100.00 above maximumWeeklyBalance',
    plain(LEAP_FEBRUARY),
    (item) => {
      const overall = item.details.summary.overall;
      overall.minimumWeeklyBalance = cents(overall.maximumWeeklyBalance! + 100);
    },
  ),
  oracle(
    'count-off-by-one',
    'statement.fifty-pages',
    'statement-50-pages gets transactions_count one above the transactions returned',
    plain(FIFTY_PAGES),
    (item) => {
      item.details.transactions_count += 1;
    },
  ),
  oracle(
    'dates-year-first',
    'date.year-first',
    'with formatDateYearFirst=yes the dates come back YYYY-MM-DD, as the statement prints them',
    (reply, request) => reply.status === 200 && partOf(request, 'formatDateYearFirst') === 'yes',
    (item) => {
      for (const t of item.details.transactions) t.date = t.date.split('/').reverse().join('-');
    },
  ),
  {
    id: 'bankStatementAnalysis-correct-password-refused',
    breaks: 'bankStatementAnalysis.password.correct',
    describe: 'the encrypted statement with its password is refused: 400 Password provided was incorrect',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => reply.status === 200 && partOf(request, 'password') !== undefined,
        refused(400, E.password),
      ),
    },
  },
  oracle(
    'threshold-ignored',
    'threshold.applied',
    'with transactionThreshold, the first transaction returned is worth 0.01 under it',
    (reply, request) => reply.status === 200 && partOf(request, 'transactionThreshold') !== undefined,
    (item) => {
      const { transactionThreshold, transactions } = item.details;
      transactions[0]!.value = cents(Math.max(0.01, transactionThreshold - 0.01));
    },
  ),
  // The settings held to the answer (issue 36): the threshold's boundary and its echo in details.
  oracle(
    'threshold-row-dropped',
    'threshold.applied',
    'with transactionThreshold, the transaction worth exactly the threshold is left out (as if "above" were meant)',
    (reply, request) => reply.status === 200 && partOf(request, 'transactionThreshold') !== undefined,
    (item) => {
      const { transactionThreshold, transactions } = item.details;
      item.details.transactions = transactions.filter((t) => Math.abs(t.value) !== transactionThreshold);
    },
  ),
  oracle(
    'threshold-not-echoed',
    'threshold.applied',
    'with transactionThreshold, details.transactionThreshold says 0 (the default) instead of the threshold sent',
    (reply, request) => reply.status === 200 && partOf(request, 'transactionThreshold') !== undefined,
    (item) => {
      item.details.transactionThreshold = 0;
    },
  ),
  oracle(
    'transactions-not-returned-by-default',
    'statement.leap-february',
    'statement-leap-february, sent without returnTransactions (default yes), gets no details.transactions',
    plain(LEAP_FEBRUARY),
    (item) => {
      delete (item.details as Partial<Item['details']>).transactions;
    },
  ),
  oracle(
    'transactions-returned',
    'transactions.not-returned',
    'with returnTransactions=no, one transaction is returned anyway',
    (reply, request) => reply.status === 200 && partOf(request, 'returnTransactions') === 'no',
    (item) => {
      item.details.transactions.push(ONE_TRANSACTION);
    },
  ),
  oracle(
    's3url-missing',
    'presignedUrl.requested',
    'with returnS3Url=yes, no s3url',
    (reply, request) => reply.status === 200 && partOf(request, 'returnS3Url') === 'yes',
    (item) => {
      delete item.s3url;
    },
  ),
  {
    id: 'bankStatementAnalysis-wrong-password-401',
    breaks: 'bankStatementAnalysis.password.wrong',
    describe: 'a wrong password is answered 401 instead of 400',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => hasMessage(E.password)(reply) && partOf(request, 'password') !== undefined,
        withStatus(401),
      ),
    },
  },
  {
    id: 'bankStatementAnalysis-not-a-pdf-reworded',
    breaks: 'bankStatementAnalysis.pdf.not-a-pdf',
    describe: 'a file that is not a PDF is reported as "Only PDF files are accepted"',
    apply: { reply: onReply(OP, hasMessage(E.notPdf), withBody({ message: 'Only PDF files are accepted' })) },
  },
  {
    id: 'bankStatementAnalysis-missing-names-pdf',
    breaks: 'bankStatementAnalysis.pdf.missing',
    describe: 'a form without the pdf part is reported as requires property "pdf" instead of "uploadPdf"',
    apply: {
      reply: onReply(OP, hasMessage(E.missing), withBody({ message: 'Input Validation Error: requires property "pdf"' })),
    },
  },
  {
    id: 'bankStatementAnalysis-500-as-200',
    breaks: 'bankStatementAnalysis.server.internal-error',
    describe: 'the server fault is answered 200 (statusCode 200), its error body kept',
    apply: { reply: onReply(OP, isStatus(500), withStatus(200)) },
  },
  // Documented absences: "Monthly items carry no … monthly balance fields"; `message` "only on error".
  oracle(
    'monthly-balances-in-month',
    'statement.one-month',
    "statement-1-month's monthly item carries minimumMonthlyBalance, maximumMonthlyBalance and averageMonthlyBalance",
    plain(ONE_MONTH),
    (item) => {
      const [month] = item.details.summary.monthly as (Month & Record<string, unknown>)[];
      Object.assign(month!, { minimumMonthlyBalance: 0, maximumMonthlyBalance: 0, averageMonthlyBalance: 0 });
    },
  ),
  {
    id: `${OP}-message-on-success`,
    breaks: `${OP}.statement.leap-february`,
    describe: 'statement-leap-february is answered 200 with a message, which the document gives "only on error"',
    apply: { reply: onReply(OP, plain(LEAP_FEBRUARY), withBody({ message: 'Statement analysed' })) },
  },
  // Issue 36, items 4 and 5: a flag probe's answer held to the truth; a documented refusal answered as a server fault.
  oracle(
    'eod-balances-off',
    'eodBalances.requested',
    "with returnEODBalances=yes, every end-of-day balance of the first month is 10.00 above the day's last balance",
    (reply, request) => reply.status === 200 && partOf(request, 'returnEODBalances') === 'yes',
    (item) => {
      const month = item.details.summary.monthly[0]!;
      month.eodBalances = month.eodBalances.map((b) => cents(b + 10));
    },
  ),
  {
    id: 'bankStatementAnalysis-not-a-pdf-500',
    breaks: 'bankStatementAnalysis.pdf.not-a-pdf',
    describe: 'a file that is not a PDF is answered 500 Internal Server Error instead of the documented 400',
    apply: { reply: onReply(OP, hasMessage(E.notPdf), refused(500, E.internal)) },
  },
  {
    id: `${OP}-no-password-accepted`,
    breaks: `${OP}.password.missing`,
    describe: 'a password-protected statement sent without its password is answered 200 (statusCode 200), its error body kept',
    apply: {
      reply: onReply(
        OP,
        (reply, request) => hasMessage(E.password)(reply) && partOf(request, 'password') === undefined,
        withStatus(200),
      ),
    },
  },
];
