// Each text statement, read by pdf.js, holds the contract's layout and exactly the generator's transactions.
import { describe, expect, it } from 'vitest';
import { type DateStyle, formatAmount, formatDate } from '../../../scripts/statements/format.js';
import { PLANS, type StatementPlan } from '../../../scripts/statements/plans.js';
import { buildStatement, monthAlonePlans } from '../../../scripts/statements/transactions.js';
import { committed, entry, textFiles } from './committed.js';
import { type Item, openPdf, pageItems } from './read-pdf.js';
import { labelled, rowsOf } from './rows.js';

const SOURCES: Record<string, [StatementPlan, DateStyle]> = {
  'statement-1-month.pdf': [PLANS.oneMonth, 'day-first'],
  'statement-3-months.pdf': [PLANS.threeMonths, 'day-first'],
  'statement-12-months.pdf': [PLANS.twelveMonths, 'day-first'],
  'statement-50-pages.pdf': [PLANS.fiftyPages, 'day-first'],
  'statement-leap-february.pdf': [PLANS.leapFebruary, 'day-first'],
  'statement-year-first.pdf': [PLANS.oneMonth, 'year-first'],
  'statement-encrypted.pdf': [PLANS.oneMonth, 'day-first'],
  ...Object.fromEntries(monthAlonePlans().map((plan) => [`month-${plan.months[0]}.pdf`, [plan, 'day-first'] as const])),
};

async function read(name: string): Promise<{ numPages: number; pages: Item[][] }> {
  const doc = await openPdf(committed(name), entry(name).password);
  return { numPages: doc.numPages, pages: await pageItems(doc) };
}

describe.for(textFiles.map((f) => f.name))('%s read by pdf.js', (name) => {
  const source = SOURCES[name];
  if (!source) throw new Error(`text.test.ts: add ${name} to SOURCES`);
  const [plan, style] = source;
  const statement = buildStatement(plan);
  const reading = read(name);

  it('has the pages the manifest says, each with the header lines and the table header at the columns', async () => {
    const { numPages, pages } = await reading;
    expect(numPages).toBe(entry(name).pages);
    pages.forEach((items, p) => {
      const at = (x: number) => items.filter((i) => Math.abs(i.x - x) < 0.01).map((i) => i.str);
      expect(at(40)).toEqual(
        expect.arrayContaining([
          'SANDBOX BANK LTD - Account Statement',
          `Account Holder: ${plan.holder}`,
          `Account Number: XXXXXXXX${plan.accountLast4}`,
          `Statement Period: ${formatDate(statement.from, style)} to ${formatDate(statement.to, style)}`,
          `Page ${p + 1} of ${numPages}`,
          'Date',
        ]),
      );
      expect(at(40).find((s) => s.startsWith('Account Number: '))).toMatch(/^Account Number: X{8}\d{4}$/);
      expect([110, 330, 410, 490].map((x) => at(x)[0])).toEqual(['Narration', 'Withdrawal', 'Deposit', 'Balance']);
    });
  });

  it('holds every transaction as one row of single-item cells, in order', async () => {
    const rows = rowsOf((await reading).pages).map(({ page: _page, ...cells }) => cells);
    expect(rows).toEqual(
      statement.transactions.map((t) => ({
        date: formatDate(t.date, style),
        narration: t.narration,
        withdrawal: t.type === 'debit' ? formatAmount(t.amount) : '',
        deposit: t.type === 'credit' ? formatAmount(t.amount) : '',
        balance: formatAmount(t.balance),
      })),
    );
  });

  it('opens with the opening balance on page 1 and closes with the closing balance below the last row', async () => {
    const { pages } = await reading;
    expect(labelled(pages, 'Opening Balance: ').map((l) => [l.page, l.value])).toEqual([
      [1, formatAmount(statement.openingBalance)],
    ]);
    const closing = labelled(pages, 'Closing Balance: ');
    const last = rowsOf(pages).at(-1);
    const lastY = pages[pages.length - 1]?.find((i) => i.str === last?.date && Math.abs(i.x - 40) < 0.01)?.y ?? 0;
    expect(closing.map((l) => [l.page, l.value])).toEqual([[pages.length, formatAmount(statement.closingBalance)]]);
    expect(closing[0]?.y).toBeLessThan(lastY);
  });
});
