// The asynchronous flow's result.details (sandbox/flow/results/) built from the committed statement PDFs, held to the
// manifest's facts and the issue 11 contract's arithmetic, computed here: every statement's totals and period, each
// account the sum of its statements' months, each business month the sum of its accounts' months.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDetails, type ParsedStatement, readStatement, type ResultsDetails } from '../../../sandbox/flow/results/index.js';

const DIR = join(import.meta.dirname, '../../../fixtures/inputs/statements');

interface Facts {
  creditCount: number;
  creditTotal: number;
  debitCount: number;
  debitTotal: number;
  openingBalance: number;
  closingBalance: number;
}
interface ManifestFile {
  name: string;
  pages: number;
  months: string[];
  facts: Facts;
}
const MANIFEST = (JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as { files: ManifestFile[] }).files;
const fileOf = (name: string): ManifestFile => MANIFEST.find((f) => f.name === name)!;

type Figures = Record<string, number | string>;
const num = (figures: Figures, key: string): number => figures[key] as number;
// Within 0.01, as the contract's oracles hold (an average is rounded to the cent: off by up to half of one).
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.0100001);
const sumOf = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

async function parsed(statementId: string, fileName: string): Promise<ParsedStatement> {
  const analysis = await readStatement(new Uint8Array(readFileSync(join(DIR, fileName))));
  return { statementId, fileName, analysis, processingSeconds: 0.25 };
}

const build = (statements: ParsedStatement[]) =>
  buildDetails({ contractId: 'vts-contract-1', merchantId: '', statements, processingSeconds: 1.5 });

// Three accounts: 7305 (January to March 2026), 4821 (January 2026, beside 7305's January), 5517 (two single months).
const REQUEST = [
  ['vts-three', 'statement-3-months.pdf'],
  ['vts-one', 'statement-1-month.pdf'],
  ['vts-nov', 'month-2025-11.pdf'],
  ['vts-dec', 'month-2025-12.pdf'],
] as const;

/** start + deposits − withdrawals against end: the flag says whether they disagree. */
function expectMismatchFlag(summary: Figures) {
  const computed = num(summary, 'periodStartBalance') + num(summary, 'grossDeposits') - num(summary, 'grossWithdrawals');
  const agree = Math.abs(computed - num(summary, 'periodEndBalance')) <= 0.01;
  expect(summary.periodBalanceMismatch).toBe(agree ? 'no' : 'yes');
}

/** Every string `…Date` field anywhere in the results (textTampering.transactionDate is a boolean). */
function datesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => datesIn(item, found));
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key.endsWith('Date') && typeof inner === 'string') found.push(inner);
      else datesIn(inner, found);
    }
  return found;
}

const SUMMED = ['depositCount', 'withdrawalCount', 'grossDeposits', 'grossWithdrawals', 'totalRoundNumberOfTransactions'];
const SUMMED_TOO = ['totalRoundNumberTransactionsSum', 'periodStartBalance', 'periodEndBalance', 'estimatedRevenue'];

describe('flow results: three accounts, four statements', () => {
  let details: ResultsDetails;
  beforeAll(async () => {
    details = build(await Promise.all(REQUEST.map(([id, name]) => parsed(id, name))));
  });

  it('the top level: ids, counts, months over all statements', () => {
    const months = new Set(REQUEST.flatMap(([, name]) => fileOf(name).months));
    expect(details).toMatchObject({ contractId: 'vts-contract-1', merchantId: '', numberOfBankStatements: 4 });
    expect(details.numberOfMonthsProcessed).toBe(months.size);
    expect(details.overallProcessingTime).toBe(1.5);
    expect(details.activeAlternateLenders).toBe(0);
    expect(details.businessCheckingPossibleAlternateLenders).toEqual([]);
  });

  it('statements in request order, each summary the manifest facts over its printed period', () => {
    expect(details.statements.map((s) => [s.statementId, s.fileName])).toEqual(REQUEST.map(([id, name]) => [id, name]));
    for (const statement of details.statements) {
      const file = fileOf(statement.fileName);
      expect(statement).toMatchObject({ numberOfPages: file.pages, processingStatus: 'PROCESSED', pdfType: 'TEXT_PDF' });
      expect(statement.accounts).toHaveLength(1);
      const { statementSummary: s, transactions } = statement.accounts[0]!;
      expect(s.periodStartDate).toBe(`${file.months[0]}-01`);
      expect(s.periodEndDate).toBe(lastDay(file.months.at(-1)!));
      expect([s.depositCount, s.withdrawalCount]).toEqual([file.facts.creditCount, file.facts.debitCount]);
      close(s.grossDeposits, file.facts.creditTotal);
      close(s.grossWithdrawals, file.facts.debitTotal);
      close(s.periodStartBalance, file.facts.openingBalance);
      close(s.periodEndBalance, file.facts.closingBalance);
      expect(s.periodBalanceMismatch).toBe('no');
      expect(transactions.deposits).toHaveLength(file.facts.creditCount);
      close(
        sumOf(transactions.deposits, (t) => t.amount),
        file.facts.creditTotal,
      );
      close(
        sumOf(transactions.withdrawals, (t) => t.amount),
        file.facts.debitTotal,
      );
      expect(Object.values(statement.fraudChecks.textTampering)).toEqual(Array(6).fill(false));
    }
  });

  it('each account: its months in date order add up to its statements; a single-month statement is its month', () => {
    expect(details.accountSummaries.map((a) => a.accountNumber)).toEqual(['XXXXXXXX7305', 'XXXXXXXX4821', 'XXXXXXXX5517']);
    for (const account of details.accountSummaries) {
      const files = details.statements
        .filter((s) => s.accounts[0]!.accountNumber === account.accountNumber)
        .map((s) => fileOf(s.fileName));
      const months = account.monthlySummaries;
      expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(
        files
          .flatMap((f) => f.months)
          .map((m) => `${m.slice(0, 4)}-${new Date(`${m}-01`).toLocaleString('en', { month: 'long' })}`),
      );
      expect(sumOf(months, (m) => m.depositCount)).toBe(sumOf(files, (f) => f.facts.creditCount));
      close(
        sumOf(months, (m) => m.grossDeposits),
        sumOf(files, (f) => f.facts.creditTotal),
      );
      close(
        sumOf(months, (m) => m.grossWithdrawals),
        sumOf(files, (f) => f.facts.debitTotal),
      );
      for (const month of months) {
        expect(typeof month.daysByCalMonth).toBe('number');
        expect(month.daysByCalMonth).toBe(Number(lastDay(month.periodStartDate.slice(0, 7)).slice(8)));
        expectMismatchFlag(month);
      }
      expect(account.transactions.deposits).toHaveLength(sumOf(files, (f) => f.facts.creditCount));
    }
    const [november, december] = details.accountSummaries[2]!.monthlySummaries;
    const facts = fileOf('month-2025-11.pdf').facts;
    expect(november).toMatchObject({ month: 'November', year: 2025, depositCount: facts.creditCount });
    close(november!.periodStartBalance, facts.openingBalance);
    close(november!.periodEndBalance, facts.closingBalance);
    close(december!.periodStartBalance, fileOf('month-2025-12.pdf').facts.openingBalance);
  });

  it('each business month is the sum of its accounts’ months; daysByCalMonth a string there', () => {
    const business = details.businessCheckingSummaries;
    expect(business.map((m) => m.periodStartDate)).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    for (const month of business) {
      const accounts = details.accountSummaries.flatMap((a) =>
        a.monthlySummaries.filter((m) => m.month === month.month && m.year === month.year),
      );
      for (const key of [...SUMMED, ...SUMMED_TOO])
        close(
          num(month, key),
          sumOf(accounts, (m) => num(m as unknown as Figures, key)),
        );
      expect(month.daysByCalMonth).toBe(String(accounts[0]!.daysByCalMonth));
      expectMismatchFlag(month);
    }
    expect(business.find((m) => m.month === 'January' && m.year === 2026)!.depositCount).toBe(
      fileOf('statement-1-month.pdf').facts.creditCount + details.accountSummaries[0]!.monthlySummaries[0]!.depositCount,
    );
    const all = REQUEST.map(([, name]) => fileOf(name).facts);
    close(
      sumOf(business, (m) => m.grossDeposits),
      sumOf(all, (f) => f.creditTotal),
    );
    close(
      sumOf(business, (m) => m.grossWithdrawals),
      sumOf(all, (f) => f.debitTotal),
    );
    expect(sumOf(business, (m) => m.withdrawalCount)).toBe(sumOf(all, (f) => f.debitCount));
  });

  it('the negative stretch of February 2026 (20th to 28th) is 9 days; an average lies between its minimum and maximum', () => {
    const [, february] = details.accountSummaries[0]!.monthlySummaries;
    expect(february!.daysOfNegativeBalance).toBe(9);
    for (const month of details.accountSummaries.flatMap((a) => a.monthlySummaries)) {
      expect(month.minWithdrawal).toBeLessThanOrEqual(month.averageWithdrawal);
      expect(month.averageWithdrawal).toBeLessThanOrEqual(month.maxWithdrawal);
    }
  });

  it('dates are YYYY-MM-DD, amounts positive, txnIds unique', () => {
    const dates = datesIn(details);
    expect(dates.length).toBeGreaterThan(100);
    for (const date of dates) expect(date).toMatch(ISO_DATE);
    const items = details.accountSummaries.flatMap((a) => [...a.transactions.withdrawals, ...a.transactions.deposits]);
    expect(items.every((t) => t.amount > 0)).toBe(true);
    expect(new Set(items.map((t) => t.txnId)).size).toBe(items.length);
  });

  it('recurring series: 2+ months, counts and averages of their transactions; the monthly salary is one', () => {
    const series = details.businessCheckingRecurringTransactions;
    for (const s of series) {
      const months = new Set(s.transactions.map((t) => t.txnDate.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(2);
      expect(s.totalCountOfInstallments).toBe(s.transactions.length);
      close(s.avgAmount, sumOf(s.transactions, (t) => t.amount) / s.transactions.length);
      expect(sumOf(s.installments, (i) => i.installmentsCount)).toBe(s.transactions.length);
      expect(s.firstTxnDate <= s.latestTxnDate).toBe(true);
    }
    const salary = series.find((s) => s.transactions.every((t) => t.description.includes('BLUE RIVER TECH SALARY')));
    expect(salary).toMatchObject({
      type: 'deposit',
      totalCountOfInstallments: 3,
      installments: [{ amount: 72000, installmentsCount: 3 }],
    });
  });
});

describe('flow results: the same statement twice, an image-only one, an unreadable one', () => {
  it('a statement sent twice counts twice in its account, with its own txnIds', async () => {
    const details = build([await parsed('dup-a', 'statement-1-month.pdf'), await parsed('dup-b', 'statement-1-month.pdf')]);
    const facts = fileOf('statement-1-month.pdf').facts;
    const [month] = details.accountSummaries[0]!.monthlySummaries;
    expect(details.accountSummaries).toHaveLength(1);
    expect(month!.depositCount).toBe(2 * facts.creditCount);
    close(month!.grossWithdrawals, 2 * facts.debitTotal);
    expectMismatchFlag(month!);
    expect(details.statements.map((s) => s.accounts[0]!.transactions.deposits[0]!.txnId)).toEqual(['dup-a-txn-1', 'dup-b-txn-1']);
    expect(build([await parsed('dup-a', 'statement-1-month.pdf')])).toEqual(
      build([await parsed('dup-a', 'statement-1-month.pdf')]),
    );
  });

  it('an image-only statement: no account, not a valid statement; an unreadable one throws', async () => {
    const details = build([await parsed('scan', 'statement-scanned.pdf'), await parsed('one', 'statement-1-month.pdf')]);
    expect(details.statements[0]).toMatchObject({ pdfType: 'IMAGE_PDF', isValidUsBankStatement: false, accounts: [] });
    expect(details.statements[1]).toMatchObject({ isValidUsBankStatement: true, bankName: 'SANDBOX BANK LTD' });
    expect(details.numberOfMonthsProcessed).toBe(1);
    await expect(parsed('bad', 'not-a-pdf.pdf')).rejects.toThrow();
  });
});
