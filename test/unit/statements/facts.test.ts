// The manifest's facts, recomputed from what pdf.js reads in each PDF: the facts hold for the file, not only for the
// generator's own data.
import { describe, expect, it } from 'vitest';
import { committed, entry, textFiles } from './committed.js';
import { type Item, openPdf, pageItems } from './read-pdf.js';
import { labelled, paise, type Row, rowsOf } from './rows.js';

interface Read {
  numPages: number;
  pages: Item[][];
  rows: Row[];
}

const reads = new Map<string, Promise<Read>>();
function read(name: string): Promise<Read> {
  let reading = reads.get(name);
  if (!reading) {
    reading = openPdf(committed(name), entry(name).password).then(async (doc) => {
      const pages = await pageItems(doc);
      return { numPages: doc.numPages, pages, rows: rowsOf(pages) };
    });
    reads.set(name, reading);
  }
  return reading;
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const single = (pages: Item[][], label: string): number => paise(labelled(pages, label)[0]?.value ?? '');
/** `DD/MM/YYYY` or `YYYY-MM-DD` → `YYYY-MM-DD`. */
const iso = (date: string): string => (date.includes('/') ? date.split('/').reverse().join('-') : date);

describe.for(textFiles.map((f) => f.name))('%s: the facts, from the PDF', (name) => {
  it('each balance is the previous one ± the amount, from the opening to the closing balance', async () => {
    const { pages, rows } = await read(name);
    let balance = single(pages, 'Opening Balance: ');
    for (const row of rows) {
      expect([row.withdrawal, row.deposit].filter((a) => a !== '')).toHaveLength(1);
      balance += row.deposit ? paise(row.deposit) : -paise(row.withdrawal);
      expect(paise(row.balance), `${row.date} ${row.narration}`).toBe(balance);
    }
    expect(single(pages, 'Closing Balance: ')).toBe(balance);
  });

  it('the manifest facts are what the rows add up to', async () => {
    const { pages, rows } = await read(name);
    const credits = rows.filter((r) => r.deposit).map((r) => paise(r.deposit));
    const debits = rows.filter((r) => r.withdrawal).map((r) => paise(r.withdrawal));
    const salaries = rows.filter((r) => r.narration.includes('SALARY')).map((r) => paise(r.deposit));
    const balances = rows.map((r) => paise(r.balance));
    const { thresholdValue: _threshold, monthly: _monthly, ...facts } = entry(name).facts ?? {};
    expect(facts).toEqual({
      transactionsCount: rows.length,
      creditCount: credits.length,
      creditTotal: sum(credits) / 100,
      debitCount: debits.length,
      debitTotal: sum(debits) / 100,
      openingBalance: single(pages, 'Opening Balance: ') / 100,
      closingBalance: single(pages, 'Closing Balance: ') / 100,
      salaryCount: salaries.length,
      salaryTotal: sum(salaries) / 100,
      minBalance: Math.min(...balances) / 100,
      maxBalance: Math.max(...balances) / 100,
    });
  });

  it('each month’s facts are what its rows add up to; a month without rows carries the balance', async () => {
    const { pages, rows } = await read(name);
    let balance = single(pages, 'Opening Balance: ');
    const monthly = (entry(name).months ?? []).map((month) => {
      const own = rows.filter((r) => iso(r.date).startsWith(`${month}-`));
      const [credits, debits] = [
        own.filter((r) => r.deposit).map((r) => paise(r.deposit)),
        own.filter((r) => r.withdrawal).map((r) => paise(r.withdrawal)),
      ];
      const openingBalance = balance / 100;
      balance = own.length > 0 ? paise(own.at(-1)!.balance) : balance;
      return {
        month,
        transactionsCount: own.length,
        creditCount: credits.length,
        creditTotal: sum(credits) / 100,
        debitCount: debits.length,
        debitTotal: sum(debits) / 100,
        openingBalance,
        closingBalance: balance / 100,
      };
    });
    expect(entry(name).facts?.monthly).toEqual(monthly);
  });

  it('the months are those of the statement period, and every date falls in it', async () => {
    const { pages, rows } = await read(name);
    const [from = '', to = ''] = (labelled(pages, 'Statement Period: ')[0]?.value ?? '').split(' to ').map(iso);
    const months = entry(name).months ?? [];
    expect([from.slice(0, 7), to.slice(0, 7)]).toEqual([months[0], months.at(-1)]);
    expect(from.slice(8)).toBe('01');
    expect(new Date(`${to}T00:00:00Z`).getUTCMonth()).not.toBe(
      new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).getUTCMonth(),
    );
    for (const row of rows) expect(iso(row.date) >= from && iso(row.date) <= to, row.date).toBe(true);
  });

  it('narrations are UPI, NEFT or IMPS in the contract forms; salaries are NEFT credits', async () => {
    const { rows } = await read(name);
    for (const { narration, deposit } of rows) {
      expect(narration).toMatch(/^(UPI\/\d{12}\/[A-Z ]+\/[a-z]+|(NEFT|IMPS)\/[A-Z0-9]+\/[A-Z ]+)$/);
      if (narration.includes('SALARY')) {
        expect(narration).toMatch(/^NEFT\/[A-Z0-9]+\/[A-Z ]+ SALARY (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/);
        expect(deposit).not.toBe('');
      }
    }
  });
});

describe('what each statement is for', () => {
  it('statement-1-month: January 2026 on one page, about 15 transactions, one salary', async () => {
    const { numPages, rows } = await read('statement-1-month.pdf');
    expect(numPages).toBe(1);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.filter((r) => r.narration.includes('SALARY'))).toHaveLength(1);
  });

  it('statement-3-months: 2–4 pages, a salary each month, every mode, one 5,000.00, a negative stretch of days', async () => {
    const { numPages, rows } = await read('statement-3-months.pdf');
    expect(numPages).toBeGreaterThanOrEqual(2);
    expect(numPages).toBeLessThanOrEqual(4);
    const salaryMonths = rows.filter((r) => r.narration.includes('SALARY')).map((r) => iso(r.date).slice(0, 7));
    expect(salaryMonths).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(new Set(rows.map((r) => r.narration.split('/')[0]))).toEqual(new Set(['UPI', 'NEFT', 'IMPS']));
    expect(rows.filter((r) => r.withdrawal === '5,000.00' || r.deposit === '5,000.00')).toHaveLength(1);
    expect(entry('statement-3-months.pdf').facts?.thresholdValue).toBe(5000);
    const first = rows.findIndex((r) => paise(r.balance) < 0);
    const back = rows.findIndex((r, i) => i > first && paise(r.balance) >= 0);
    const days = (Date.parse(iso(rows[back]?.date ?? '')) - Date.parse(iso(rows[first]?.date ?? ''))) / 86_400_000;
    expect(first).toBeGreaterThan(0);
    expect(days).toBeGreaterThanOrEqual(3);
  });

  it('statement-12-months: all of 2025, nothing in June, February within its 28 days', async () => {
    const { rows } = await read('statement-12-months.pdf');
    const months = new Set(rows.map((r) => iso(r.date).slice(0, 7)));
    expect(entry('statement-12-months.pdf').months).toHaveLength(12);
    expect([...months].sort()).toEqual((entry('statement-12-months.pdf').months ?? []).filter((m) => m !== '2025-06'));
    const february = rows.filter((r) => iso(r.date).startsWith('2025-02')).map((r) => Number(iso(r.date).slice(8)));
    expect(Math.max(...february)).toBeLessThanOrEqual(28);
  });

  it('statement-50-pages: exactly 50 pages and about 2,000 transactions', async () => {
    const { numPages, rows } = await read('statement-50-pages.pdf');
    expect(numPages).toBe(50);
    expect(rows.length).toBeGreaterThanOrEqual(1900);
    expect(rows.length).toBeLessThanOrEqual(2100);
  });

  it('statement-leap-february: February 2024, its 29 days, a few transactions, one on the 29th', async () => {
    const { pages, rows } = await read('statement-leap-february.pdf');
    expect(labelled(pages, 'Statement Period: ')[0]?.value).toBe('01/02/2024 to 29/02/2024');
    expect(entry('statement-leap-february.pdf').months).toEqual(['2024-02']);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.map((r) => r.date)).toContain('29/02/2024');
  });

  it('statement-year-first: the rows of statement-1-month, dates written YYYY-MM-DD', async () => {
    const yearFirst = (await read('statement-year-first.pdf')).rows;
    const dayFirst = (await read('statement-1-month.pdf')).rows;
    for (const row of yearFirst) expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(yearFirst).toEqual(dayFirst.map((r) => ({ ...r, date: iso(r.date) })));
  });
});
