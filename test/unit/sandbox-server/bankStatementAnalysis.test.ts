// bankStatementAnalysis through HTTP with the statement PDFs of fixtures/inputs/statements/: the figures against the
// manifest's facts and the meaning the harness holds of them (issue 10 contract), each flag the sandbox reads, and
// each documented error and sandbox choice (sandbox/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_ID_REQUIRED } from '../../../sandbox/operations/headers.js';
import { MAX_PDF_BYTES, STATEMENT_ERRORS as E } from '../../../sandbox/operations/bankStatementAnalysis.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import type { StatementFacts as Facts } from '../../../scripts/statements/facts.js';
import { type Body, v1Headers } from './helpers.js';
import { formOf } from './input-files.js';
import { STATEMENT_PASSWORD, statementParts } from './upload-forms.js';

const DIR = join(import.meta.dirname, '../../../fixtures/inputs/statements');

interface ManifestFile {
  name: string;
  pages?: number;
  months?: string[];
  kind: string;
  facts?: Facts;
}
const MANIFEST = (JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as { files: ManifestFile[] }).files;
const TEXT_STATEMENTS = MANIFEST.filter((f) => f.facts !== undefined);

interface Transaction {
  date: string;
  description: string;
  mode: string;
  entityName: string;
  entityName2: string;
  value: number;
  type: 'credit' | 'debit';
  isSalary: boolean;
  balance: number;
}
type Figures = Record<string, number>;
type Month = Figures & { eodBalances: number[] };
interface Details {
  documentType: string;
  transactionThreshold: number;
  transactions: Transaction[];
  transactions_count: number;
  num_pages: number;
  total_credit_transactions_count: number;
  total_credit_transactions_value: number;
  total_debit_transactions_count: number;
  total_debit_transactions_value: number;
  summary: { overall: Figures; monthly: Month[] };
}
interface Item {
  details: Details;
  fraudChecks: { date: string };
  s3url?: string;
}

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

type Headers = Record<string, string | undefined>;
async function send(form: FormData, headers: Headers = {}): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${sandbox.url}/v1/bank_statement_analysis`, {
    method: 'POST',
    body: form,
    headers: v1Headers(headers),
  });
  return { status: response.status, body: (await response.json()) as Body };
}
const analyse = (file: string | undefined, fields: Record<string, string> = {}, headers?: Headers) =>
  send(formOf(statementParts(file, fields)), headers);
async function itemOf(file: string, fields: Record<string, string> = {}): Promise<Item> {
  const { status, body } = await analyse(file, fields);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ status: 'success', statusCode: 200 });
  const result = body.result as Item[];
  expect(result).toHaveLength(1);
  return result[0]!;
}
const failure = (statusCode: number, message: string) => ({
  status: statusCode,
  body: { status: 'failure', statusCode, message },
});
const cents = (value: number) => Math.round(value * 100);
const sumCents = (values: readonly number[]) => values.reduce((total, value) => total + cents(value), 0);
const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`;
const daysIn = (key: string) => new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5)), 0)).getUTCDate();

describe('bankStatementAnalysis: the figures of each text statement', () => {
  it.for(TEXT_STATEMENTS.map((f) => [f.name, f] as const))('%s: the manifest facts', async ([name, file]) => {
    const fields: Record<string, string> = {};
    if (name.includes('year-first')) fields.formatDateYearFirst = 'yes';
    if (file.kind === 'text-encrypted') fields.password = STATEMENT_PASSWORD;
    const { details, fraudChecks, s3url } = await itemOf(name, fields);
    const { overall, monthly } = details.summary;
    const facts = file.facts!;
    expect(details).toMatchObject({
      documentType: 'TEXT_PDF',
      transactionThreshold: 0,
      transactions_count: facts.transactionsCount,
      num_pages: file.pages,
      total_credit_transactions_count: facts.creditCount,
      total_credit_transactions_value: facts.creditTotal,
      total_debit_transactions_count: facts.debitCount,
      total_debit_transactions_value: facts.debitTotal,
    });
    expect(overall).toMatchObject({
      numberOfTransactions: facts.transactionsCount,
      openingBalance: facts.openingBalance,
      closingBalance: facts.closingBalance,
      numberOfSalaryTransactions: facts.salaryCount,
      totalSalaryAmount: facts.salaryTotal,
      minimumBalance: facts.minBalance,
      maximumBalance: facts.maxBalance,
    });
    expect(monthly.map(monthKey)).toEqual(file.months);
    expect(fraudChecks).toEqual({ date: 'passed' });
    expect(s3url).toBeUndefined();
  });

  it.for(TEXT_STATEMENTS.filter((f) => f.kind === 'text').map((f) => f.name))(
    '%s: the meaning the harness holds',
    async (name) => {
      const { details } = await itemOf(name, name.includes('year-first') ? { formatDateYearFirst: 'yes' } : {});
      const { transactions, summary } = details;
      const { overall, monthly } = summary;
      expect(details.transactions_count).toBe(transactions.length);
      const credits = transactions.filter((t) => t.type === 'credit');
      const debits = transactions.filter((t) => t.type === 'debit');
      expect(details.total_credit_transactions_count).toBe(credits.length);
      expect(details.total_debit_transactions_count).toBe(debits.length);
      expect(cents(details.total_credit_transactions_value)).toBe(sumCents(credits.map((t) => t.value)));
      expect(cents(details.total_debit_transactions_value)).toBe(sumCents(debits.map((t) => t.value)));
      expect(overall.creditDebitRatio).toBeCloseTo(
        details.total_credit_transactions_value / details.total_debit_transactions_value,
        12,
      );
      let balance = cents(overall.openingBalance!);
      for (const t of transactions) {
        balance += t.type === 'credit' ? cents(t.value) : -cents(t.value);
        expect(cents(t.balance)).toBe(balance);
        expect(t.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(t.entityName2).toBe(t.entityName);
      }
      expect(balance).toBe(cents(overall.closingBalance!));
      const salaries = transactions.filter((t) => t.isSalary);
      expect([overall.numberOfSalaryTransactions, cents(overall.totalSalaryAmount!)]).toEqual([
        salaries.length,
        sumCents(salaries.map((t) => t.value)),
      ]);
      for (const m of monthly) expect(m.eodBalances).toHaveLength(daysIn(monthKey(m)));
      for (const field of [
        'numberOfTransactions',
        'numberOfCreditTransactions',
        'numberOfDebitTransactions',
        'numberOfSalaryTransactions',
      ])
        expect(monthly.reduce((n, m) => n + m[field]!, 0)).toBe(overall[field]);
      for (const field of ['totalCreditAmount', 'totalDebitAmount', 'totalSalaryAmount'])
        expect(sumCents(monthly.map((m) => m[field]!))).toBe(cents(overall[field]!));
      const families = ['Balance', 'DailyBalance', 'WeeklyBalance', 'CreditAmount', 'DebitAmount'];
      for (const figures of [overall, ...monthly])
        for (const family of [...families, ...(figures === overall ? ['MonthlyBalance'] : [])]) {
          const [min, avg, max] = [figures[`minimum${family}`]!, figures[`average${family}`]!, figures[`maximum${family}`]!];
          expect(min <= avg && avg <= max, `${family}: ${min} ≤ ${avg} ≤ ${max}`).toBe(true);
        }
      if (salaries.length > 0) {
        const values = salaries.map((t) => t.value);
        expect(overall.averageSalaryAmount).toBeGreaterThanOrEqual(Math.min(...values));
        expect(overall.averageSalaryAmount).toBeLessThanOrEqual(Math.max(...values));
      }
    },
  );

  it('statement-3-months: UPI, NEFT and IMPS; a negative stretch of several days; salary credits each month', async () => {
    const { details } = await itemOf('statement-3-months.pdf');
    expect(new Set(details.transactions.map((t) => t.mode))).toEqual(new Set(['UPI', 'NEFT', 'IMPS']));
    const negativeDays = details.summary.monthly.flatMap((m) => m.eodBalances).filter((b) => b < 0);
    expect(negativeDays.length).toBeGreaterThan(3);
    expect(details.summary.monthly.map((m) => m.numberOfSalaryTransactions)).toEqual([1, 1, 1]);
    const salary = details.transactions.find((t) => t.isSalary)!;
    expect(salary.entityName).toBe('BLUE RIVER TECH');
    expect(salary.description).toMatch(/BLUE RIVER TECH SALARY JAN$/);
  });

  it('statement-12-months: June 2025 has its item with no transaction, February 28 end-of-day balances', async () => {
    const { monthly } = (await itemOf('statement-12-months.pdf')).details.summary;
    const june = monthly[5]!;
    expect([june.month, june.numberOfTransactions, june.totalCreditAmount, june.openingBalance]).toEqual([
      6,
      0,
      0,
      june.closingBalance,
    ]);
    expect(new Set(june.eodBalances)).toEqual(new Set([june.openingBalance]));
    expect(monthly[1]!.eodBalances).toHaveLength(28);
  });

  it('statement-leap-february: 29 end-of-day balances', async () => {
    const { monthly } = (await itemOf('statement-leap-february.pdf')).details.summary;
    expect(monthly.map((m) => [m.year, m.month, m.eodBalances.length])).toEqual([[2024, 2, 29]]);
  });
});

describe('bankStatementAnalysis: the flags', () => {
  it('transactionThreshold 5000: nothing under it returned, the transaction of exactly 5,000.00 kept, echoed as a number', async () => {
    const { details } = await itemOf('statement-3-months.pdf', { transactionThreshold: '5000' });
    expect(details.transactionThreshold).toBe(5000);
    expect(details.transactions.every((t) => t.value >= 5000)).toBe(true);
    expect(details.transactions.filter((t) => t.value === 5000)).toHaveLength(1);
    expect(details.transactions_count).toBe(details.transactions.length);
    expect(details.summary.overall.numberOfTransactions).toBe(details.transactions.length);
    const all = (await itemOf('statement-3-months.pdf')).details;
    expect(details.summary.overall.minimumBalance).toBe(all.summary.overall.minimumBalance);
  });

  it('returnTransactions no: an empty list, the counts kept', async () => {
    const { details } = await itemOf('statement-1-month.pdf', { returnTransactions: 'no' });
    expect(details.transactions).toEqual([]);
    expect(details.transactions_count).toBe(15);
  });

  it('returnS3Url yes: a pre-signed-looking https link fixed by the PDF', async () => {
    const { s3url } = await itemOf('statement-1-month.pdf', { returnS3Url: 'yes' });
    expect(s3url).toMatch(
      /^https:\/\/statements\.sandbox\.example\/statements\/[0-9a-f]{64}\.pdf\?X-Amz-Algorithm=AWS4-HMAC-SHA256&.*X-Amz-Signature=[0-9a-f]{64}$/,
    );
    expect((await itemOf('statement-1-month.pdf', { returnS3Url: 'yes' })).s3url).toBe(s3url);
    expect((await itemOf('statement-1-month.pdf', { returnS3Url: 'no' })).s3url).toBeUndefined();
  });

  it('formatDateYearFirst yes reads YYYY-MM-DD and answers DD/MM/YYYY; without it the statement is refused naming the flag', async () => {
    const yearFirst = await itemOf('statement-year-first.pdf', { formatDateYearFirst: 'yes' });
    const dayFirst = await itemOf('statement-1-month.pdf');
    expect(yearFirst.details.transactions).toEqual(dayFirst.details.transactions);
    const refused = await analyse('statement-year-first.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/is year-first: send formatDateYearFirst=yes/);
    expect((await analyse('statement-1-month.pdf', { formatDateYearFirst: 'yes' })).body.message).toMatch(
      /send formatDateYearFirst=no/,
    );
  });

  it('the encrypted statement: read with its password; a wrong or missing password is the documented 400', async () => {
    const { details } = await itemOf('statement-encrypted.pdf', { password: STATEMENT_PASSWORD });
    expect(details.transactions).toEqual((await itemOf('statement-1-month.pdf')).details.transactions);
    expect(await analyse('statement-encrypted.pdf', { password: 'wrong-password' })).toEqual(failure(400, E.password));
    expect(await analyse('statement-encrypted.pdf')).toEqual(failure(400, E.password));
    // A password sent with a PDF that needs none is not used.
    expect((await itemOf('statement-1-month.pdf', { password: 'anything' })).details.transactions_count).toBe(15);
  });

  it('an image-only PDF: 200 IMAGE_PDF with nothing read; refused with allowImagePDF no', async () => {
    const { details, fraudChecks } = await itemOf('statement-scanned.pdf');
    expect(details).toMatchObject({ documentType: 'IMAGE_PDF', num_pages: 1, transactions: [], transactions_count: 0 });
    expect(details.summary.monthly).toEqual([]);
    expect(fraudChecks.date).toMatch(/^not checked/);
    expect(await analyse('statement-scanned.pdf', { allowImagePDF: 'no' })).toEqual(failure(400, E.imageRefused));
    expect((await itemOf('statement-1-month.pdf', { allowImagePDF: 'no' })).details.documentType).toBe('TEXT_PDF');
  });

  it('the flags the document maps to no field are read as yes/no and change nothing', async () => {
    const flags = ['enableFraudChecks', 'extractEntities', 'flagTransactions', 'returnRecurringTransactions'];
    const more = ['returnAverageMonthlyBalance', 'returnStatementSummary', 'returnEODBalances', 'returnSalaryInfo'];
    const all = Object.fromEntries([...flags, ...more].map((name) => [name, 'yes']));
    expect(await itemOf('statement-1-month.pdf', { ...all, country: 'ind' })).toEqual(await itemOf('statement-1-month.pdf'));
  });

  it.for([
    [{ returnTransactions: 'maybe' }, 'returnTransactions must be yes or no'],
    [{ returnEODBalances: 'YES' }, 'returnEODBalances must be yes or no'],
    [{ transactionThreshold: 'five thousand' }, /^transactionThreshold must be a number of 0 or more/],
    [{ transactionThreshold: '-1' }, /^transactionThreshold must be a number of 0 or more/],
    [{ country: 'india' }, 'country must be a country code such as ind or usa'],
  ] as const)('%o → 400 %s', async ([fields, message]) => {
    const { status, body } = await analyse('statement-1-month.pdf', fields);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('bankStatementAnalysis: errors', () => {
  it('no pdf part → 400 requires property "uploadPdf" (a pdf sent as text too)', async () => {
    expect(await analyse(undefined)).toEqual(failure(400, E.missing));
    expect(await analyse(undefined, { pdf: 'https://example.com/statement.pdf' })).toEqual(failure(400, E.missing));
  });

  it('not a PDF by its bytes → 400 Invalid file type for: uploadPdf; so is a file that only starts like one', async () => {
    expect(await analyse('not-a-pdf.pdf')).toEqual(failure(400, E.notPdf));
    const form = new FormData();
    form.append('pdf', new Blob([Buffer.from('%PDF-1.7\nnot really a PDF')], { type: 'application/pdf' }), 'broken.pdf');
    expect(await send(form)).toEqual(failure(400, E.notPdf));
  });

  it(`a PDF over ${MAX_PDF_BYTES} bytes → 413, after the form's checks`, async () => {
    const big = Buffer.alloc(MAX_PDF_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n');
    const form = () => {
      const f = new FormData();
      f.append('pdf', new Blob([big], { type: 'application/pdf' }), 'big.pdf');
      return f;
    };
    expect(await send(form())).toEqual(failure(413, E.tooLarge));
    const withBadFlag = form();
    withBadFlag.append('returnS3Url', 'sure');
    expect((await send(withBadFlag)).body.message).toBe('returnS3Url must be yes or no');
  });

  it('credentials missing or wrong → 401 Missing/Invalid credentials; transactionId missing → 400', async () => {
    expect(await analyse('statement-1-month.pdf', {}, { appid: undefined, appkey: undefined })).toEqual(
      failure(401, E.credentials),
    );
    expect(await analyse('statement-1-month.pdf', {}, { appkey: TEST_VALUES.wrongAppKey })).toEqual(failure(401, E.credentials));
    expect(await analyse('statement-1-month.pdf', {}, { transactionid: undefined })).toEqual(
      failure(400, TRANSACTION_ID_REQUIRED),
    );
  });

  it('the server-error pair → 500 Internal Server Error, before the form is looked at', async () => {
    const { appId, appKey } = TEST_VALUES.uploads.serverError;
    expect(await analyse(undefined, {}, { appid: appId, appkey: appKey })).toEqual(failure(500, E.internal));
  });

  it('a text PDF without the transaction table → 400 naming what is missing', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Minutes of the meeting', { x: 40, y: 800, size: 12, font });
    const form = new FormData();
    form.append('pdf', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'minutes.pdf');
    const { status, body } = await send(form);
    expect([status, body.message]).toEqual([400, expect.stringMatching(/^uploadPdf has no transaction table/)]);
  });
});
