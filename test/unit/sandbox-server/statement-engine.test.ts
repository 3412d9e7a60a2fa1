// The statement engine (sandbox/statements/) on hand-built text runs, laid out as the sandbox bank prints them: the
// layout read into rows, the figures of the synchronous analysis result and the meaning the harness holds of them
// (issue 10 contract), the form's text parts, and the PDF reader on PDFs made here with pdf-lib.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { analyseStatement, type AnalysisOptions, imageOnlyAnalysis } from '../../../sandbox/statements/analyse.js';
import { analysePdf } from '../../../sandbox/statements/analyse-pdf.js';
import { extractText, PdfProblem } from '../../../sandbox/statements/extract.js';
import { readForm, type StatementForm } from '../../../sandbox/statements/flags.js';
import { narrationFacts } from '../../../sandbox/statements/narration.js';
import { parseStatement, StatementProblem } from '../../../sandbox/statements/parse.js';
import { rememberedText } from '../../../sandbox/statements/remembered-text.js';
import { type Layout, type Row, statementItems } from './statement-items.js';

const ALL: AnalysisOptions = { threshold: 0, thresholdPaise: 0, returnTransactions: true };

// January and March 2026 have transactions, February none; a salary each month; a negative stretch in March.
const THREE_MONTHS: Layout = {
  period: ['01/01/2026', '31/03/2026'],
  opening: '10,000.00',
  closing: '-1,500.00',
  rows: [
    ['01/01/2026', 'NEFT/N0000000001/ACME SOFTWARE SALARY JAN', '', '50,000.00', '60,000.00'],
    ['01/01/2026', 'UPI/123456789012/GREEN LEAF GROCERS/okaxis', '1,234.56', '', '58,765.44'],
    ['15/01/2026', 'IMPS/210987654321/RAVI KUMAR', '5,000.00', '', '53,765.44'],
    ['31/01/2026', 'NEFT/N0000000002/SUNRISE PROPERTIES', '20,000.00', '', '33,765.44'],
    ['02/03/2026', 'NEFT/N0000000003/ACME SOFTWARE SALARY MAR', '', '50,000.00', '83,765.44'],
    ['03/03/2026', 'IMPS/210987654322/PRIYA SHARMA', '85,265.44', '', '-1,500.00'],
  ],
};

const parsed = (layout: Layout = THREE_MONTHS) => parseStatement(statementItems(layout), 'day-first');
const analysis = (layout: Layout = THREE_MONTHS, options: AnalysisOptions = ALL) => analyseStatement(parsed(layout), 1, options);
type Figures = Record<string, number>;

describe('statement engine: reading the layout', () => {
  it('reads the period, the opening and closing balances and every row, amounts in paise', () => {
    const statement = parsed();
    expect(statement.opening).toBe(1_000_000);
    expect(statement.closing).toBe(-150_000);
    expect(statement.to - statement.from).toBe(89);
    expect(statement.rows).toHaveLength(6);
    expect(statement.rows[1]).toMatchObject({ amount: 123_456, type: 'debit', balance: 5_876_544 });
    expect(statement.rows[4]).toMatchObject({ amount: 5_000_000, type: 'credit' });
  });

  it('reads rows over several pages, the header repeated on each', () => {
    const statement = parseStatement(statementItems({ ...THREE_MONTHS, perPage: 2 }), 'day-first');
    expect(statement.rows.map((row) => row.page)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('reads YYYY-MM-DD dates when told they are year-first', () => {
    const rows = THREE_MONTHS.rows.map(([date, ...rest]): Row => [date.split('/').reverse().join('-'), ...rest]);
    const statement = parseStatement(
      statementItems({ ...THREE_MONTHS, period: ['2026-01-01', '2026-03-31'], rows }),
      'year-first',
    );
    expect(analyseStatement(statement, 1, ALL).details.transactions.map((t) => t.date)).toEqual(
      THREE_MONTHS.rows.map(([date]) => date),
    );
  });

  it('refuses a date in the other form, naming the flag that reads it', () => {
    const yearFirst = statementItems({ ...THREE_MONTHS, period: ['2026-01-01', '2026-03-31'] });
    expect(() => parseStatement(yearFirst, 'day-first')).toThrow(/2026-01-01 is year-first: send formatDateYearFirst=yes/);
    expect(() => parseStatement(statementItems(THREE_MONTHS), 'year-first')).toThrow(
      /01\/01\/2026 is day-first: send formatDateYearFirst=no/,
    );
  });

  it('refuses a row with both amounts, or without a balance, naming its page and date', () => {
    const both: Row = ['05/01/2026', 'UPI/1/X/ybl', '1.00', '2.00', '3.00'];
    expect(() => parsed({ ...THREE_MONTHS, rows: [both] })).toThrow(
      new StatementProblem('uploadPdf page 1, the row dated 05/01/2026: needs one amount, in Withdrawal or in Deposit'),
    );
    const noBalance = statementItems({ ...THREE_MONTHS, rows: [['05/01/2026', 'UPI/1/X/ybl', '1.00', '', '9.00']] }).filter(
      (item) => item.text !== '9.00',
    );
    expect(() => parseStatement(noBalance, 'day-first')).toThrow(/no balance in the Balance column/);
  });

  it('refuses text without a transaction table', () => {
    const items = statementItems(THREE_MONTHS).filter((item) => item.text !== 'Deposit');
    expect(() => parseStatement(items, 'day-first')).toThrow(/no transaction table/);
  });

  it('refuses a statement spanning more than 60 months', () => {
    expect(() => parsed({ ...THREE_MONTHS, period: ['01/01/2020', '31/01/2025'], rows: [] })).toThrow(
      /spans 61 months, more than the 60 the sandbox analyses/,
    );
  });

  it('takes missing balance lines from the rows', () => {
    const statement = parsed({ ...THREE_MONTHS, opening: undefined, closing: undefined });
    expect([statement.opening, statement.closing]).toEqual([1_000_000, -150_000]);
  });
});

describe('statement engine: narrations', () => {
  it.for([
    ['UPI/123456789012/GREEN LEAF GROCERS/okaxis', 'UPI', 'GREEN LEAF GROCERS', false],
    ['NEFT/N0000000002/SUNRISE PROPERTIES', 'NEFT', 'SUNRISE PROPERTIES', false],
    ['IMPS/210987654321/RAVI KUMAR', 'IMPS', 'RAVI KUMAR', false],
    ['NEFT/N0000000001/ACME SOFTWARE SALARY JAN', 'NEFT', 'ACME SOFTWARE', true],
    ['CASH DEPOSIT', 'CASH DEPOSIT', '', false],
  ] as const)('%s → mode %s, entity "%s"', ([text, mode, entityName, salaryWord]) => {
    expect(narrationFacts(text)).toEqual({ mode, entityName, salaryWord });
  });
});

describe('statement engine: the analysis', () => {
  const { details, fraudChecks } = analysis();
  const overall = details.summary.overall as Figures;
  const monthly = details.summary.monthly as unknown as (Figures & { eodBalances: number[] })[];

  it('lists each transaction as the result documents it', () => {
    expect(details.transactions[0]).toEqual({
      date: '01/01/2026',
      description: 'NEFT/N0000000001/ACME SOFTWARE SALARY JAN',
      mode: 'NEFT',
      entityName: 'ACME SOFTWARE',
      entityName2: 'ACME SOFTWARE',
      value: 50000,
      type: 'credit',
      isSalary: true,
      balance: 60000,
    });
    expect(details.transactions[1]).toMatchObject({ value: 1234.56, type: 'debit', isSalary: false, balance: 58765.44 });
  });

  it('counts and totals are sums over the transactions; the ratio is credit over debit', () => {
    expect(details).toMatchObject({
      documentType: 'TEXT_PDF',
      transactionThreshold: 0,
      transactions_count: 6,
      num_pages: 1,
      total_credit_transactions_count: 2,
      total_credit_transactions_value: 100000,
      total_debit_transactions_count: 4,
      total_debit_transactions_value: 111500,
    });
    expect(overall.creditDebitRatio).toBe(100000 / 111500);
    expect(fraudChecks).toEqual({ date: 'passed' });
  });

  it('the balance chain holds from the opening to the closing balance', () => {
    let balance = overall.openingBalance!;
    for (const t of details.transactions) {
      balance = Math.round((balance + (t.type === 'credit' ? t.value : -t.value)) * 100) / 100;
      expect(t.balance).toBe(balance);
    }
    expect(balance).toBe(overall.closingBalance);
  });

  it('one monthly item per calendar month of the period, the empty February included with zero counts', () => {
    expect(monthly.map((m) => [m.year, m.month, m.numberOfTransactions])).toEqual([
      [2026, 1, 4],
      [2026, 2, 0],
      [2026, 3, 2],
    ]);
    expect(monthly[1]).toMatchObject({
      openingBalance: 33765.44,
      closingBalance: 33765.44,
      totalCreditAmount: 0,
      minimumDebitAmount: 0,
    });
  });

  it('monthly counts and totals add up to the overall ones', () => {
    for (const field of [
      'numberOfTransactions',
      'numberOfCreditTransactions',
      'numberOfDebitTransactions',
      'numberOfSalaryTransactions',
    ])
      expect(monthly.reduce((n, m) => n + m[field]!, 0)).toBe(overall[field]);
    for (const field of ['totalCreditAmount', 'totalDebitAmount', 'totalSalaryAmount'])
      expect(monthly.reduce((n, m) => n + m[field]! * 100, 0)).toBe(Math.round(overall[field]! * 100));
  });

  it('eodBalances: one per day of the month, the day’s last balance carried forward', () => {
    expect(monthly.map((m) => m.eodBalances.length)).toEqual([31, 28, 31]);
    expect(monthly[0]!.eodBalances.slice(0, 2)).toEqual([58765.44, 58765.44]);
    expect(monthly[0]!.eodBalances.slice(13, 15)).toEqual([58765.44, 53765.44]);
    expect(monthly[0]!.eodBalances.at(-1)).toBe(33765.44);
    expect(monthly[2]!.eodBalances.slice(0, 3)).toEqual([33765.44, 83765.44, -1500]);
  });

  it('daily, weekly and monthly balances: averages of end-of-day balances (7-day weeks from the 1st)', () => {
    const march = monthly[2]!;
    expect(march.minimumDailyBalance).toBe(-1500);
    expect(march.maximumDailyBalance).toBe(83765.44);
    expect(march.averageDailyBalance).toBe(Math.round((3_376_544 + 8_376_544 - 150_000 * 29) / 31) / 100);
    // Week 1 (1–7 March): 33,765.44, 83,765.44, then five days of -1,500.00.
    expect(march.maximumWeeklyBalance).toBe(Math.round((3_376_544 + 8_376_544 - 150_000 * 5) / 7) / 100);
    expect(march.minimumWeeklyBalance).toBe(-1500);
    expect(overall.minimumMonthlyBalance).toBe(march.averageDailyBalance);
    // January: 14 days at 58,765.44, 16 at 53,765.44, the 31st at 33,765.44.
    expect(overall.maximumMonthlyBalance).toBe(Math.round((14 * 5_876_544 + 16 * 5_376_544 + 3_376_544) / 31) / 100);
    expect(monthly[1]!.averageDailyBalance).toBe(33765.44);
  });

  it('min ≤ average ≤ max in every family, overall and monthly', () => {
    const families = ['Balance', 'DailyBalance', 'WeeklyBalance', 'CreditAmount', 'DebitAmount'];
    for (const figures of [overall, ...monthly])
      for (const family of families)
        expect(
          figures[`minimum${family}`]! <= figures[`average${family}`]! &&
            figures[`average${family}`]! <= figures[`maximum${family}`]!,
        ).toBe(true);
    expect(
      overall.minimumMonthlyBalance! <= overall.averageMonthlyBalance! &&
        overall.averageMonthlyBalance! <= overall.maximumMonthlyBalance!,
    ).toBe(true);
  });

  it('salary figures are those of the salary credits', () => {
    expect(overall).toMatchObject({ numberOfSalaryTransactions: 2, totalSalaryAmount: 100000, averageSalaryAmount: 50000 });
  });

  it('a 29-day February in a leap year', () => {
    const leap = analysis({
      period: ['01/02/2024', '29/02/2024'],
      opening: '100.00',
      closing: '150.00',
      rows: [['29/02/2024', 'UPI/123456789012/RAVI KUMAR/ybl', '', '50.00', '150.00']],
    });
    const [february] = leap.details.summary.monthly;
    expect(february!.eodBalances).toHaveLength(29);
    expect(february!.eodBalances.at(-1)).toBe(150);
    expect(leap.details.summary.overall.creditDebitRatio).toBeNull();
  });

  it('a date outside the period or out of order fails the date check and still gets its month', () => {
    const rows: Row[] = [
      ['10/01/2026', 'UPI/1/A/ybl', '1.00', '', '9,999.00'],
      ['05/01/2026', 'UPI/2/B/ybl', '1.00', '', '9,998.00'],
    ];
    expect(analysis({ ...THREE_MONTHS, rows }).fraudChecks.date).toBe('failed');
    const outside = analysis({ ...THREE_MONTHS, period: ['01/02/2026', '28/02/2026'], rows: rows.slice(0, 1) });
    expect(outside.fraudChecks.date).toBe('failed');
    expect(outside.details.summary.monthly.map((m) => m.month)).toEqual([1, 2]);
  });
});

describe('statement engine: the flags', () => {
  const form = (fields: Record<string, string>) => readForm(fields) as StatementForm;

  it('a threshold leaves out smaller transactions from the list and every count and total; a value at it stays', () => {
    const { details } = analysis(THREE_MONTHS, { threshold: 5000, thresholdPaise: 500_000, returnTransactions: true });
    expect(details.transactions.map((t) => t.value)).toEqual([50000, 5000, 20000, 50000, 85265.44]);
    expect(details.transactions_count).toBe(5);
    expect(details.total_debit_transactions_count).toBe(3);
    expect(details.summary.overall.numberOfTransactions).toBe(5);
    expect(details.summary.overall.minimumBalance).toBe(-1500);
    expect(details.transactionThreshold).toBe(5000);
  });

  it('returnTransactions no: an empty list, the counts kept', () => {
    const { details } = analysis(THREE_MONTHS, { ...ALL, returnTransactions: false });
    expect(details.transactions).toEqual([]);
    expect(details.transactions_count).toBe(6);
  });

  it('reads the threshold exactly, rounded up to whole paise', () => {
    expect([form({}).thresholdPaise, form({ transactionThreshold: '5000' }).thresholdPaise]).toEqual([0, 500_000]);
    expect(form({ transactionThreshold: '0.07' }).thresholdPaise).toBe(7);
    expect(form({ transactionThreshold: '0.071' }).thresholdPaise).toBe(8);
    expect(form({ transactionThreshold: '2500.50' })).toMatchObject({ threshold: 2500.5, thresholdPaise: 250_050 });
  });

  it.for(['abc', '-1', '1e3', '', '12345678901234'])('refuses transactionThreshold %j', (value) => {
    expect(readForm({ transactionThreshold: value })).toMatch(/^transactionThreshold must be a number of 0 or more/);
  });

  it('yes/no flags take exactly yes or no; defaults as documented', () => {
    expect(readForm({ returnTransactions: 'YES' })).toBe('returnTransactions must be yes or no');
    expect(readForm({ allowImagePDF: '' })).toBe('allowImagePDF must be yes or no');
    expect(form({}).flags).toMatchObject({ returnTransactions: true, allowImagePDF: true, returnS3Url: false });
    expect(form({ formatDateYearFirst: 'yes' }).dateForm).toBe('year-first');
    expect(readForm({ country: 'india' })).toBe('country must be a country code such as ind or usa');
  });

  it('an image-only PDF: IMAGE_PDF, nothing read, the overall figures of an empty statement', () => {
    const { details, fraudChecks } = imageOnlyAnalysis(1, ALL);
    expect(details).toMatchObject({ documentType: 'IMAGE_PDF', transactions: [], transactions_count: 0, num_pages: 1 });
    expect(details.summary.monthly).toEqual([]);
    expect(details.summary.overall).toMatchObject({ numberOfTransactions: 0, creditDebitRatio: null, openingBalance: 0 });
    expect(fraudChecks.date).toMatch(/^not checked/);
  });
});

/** A PDF of the layout, drawn with pdf-lib's Helvetica: cells as statementItems places them. */
async function layoutPdf(layout: Layout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const items = statementItems(layout);
  const pages = Math.max(...items.map((item) => item.page));
  for (let page = 1; page <= pages; page += 1) {
    const sheet = pdf.addPage([595.28, 841.89]);
    for (const item of items.filter((i) => i.page === page)) {
      // Right-aligned cells keep their right edge with the real font's width.
      const rightAligned = item.x >= 330 && /^-?[\d,]+\.\d{2}$/.test(item.text);
      const width = font.widthOfTextAtSize(item.text, 8);
      sheet.drawText(item.text, { x: rightAligned ? item.x + item.width - width : item.x, y: item.y, size: 8, font });
    }
  }
  return pdf.save();
}

describe('statement engine: PDFs', () => {
  it('a text PDF of two pages: the same analysis as its runs', async () => {
    const layout = { ...THREE_MONTHS, perPage: 3 };
    const result = await analysePdf(await layoutPdf(layout));
    expect(result.details.num_pages).toBe(2);
    expect(result.details.transactions).toEqual(analysis(layout).details.transactions);
  });

  it('a PDF holding only a picture has no text: IMAGE_PDF', async () => {
    const pdf = await PDFDocument.create();
    const image = new PNG({ width: 20, height: 20 });
    image.data.fill(200);
    const png = await pdf.embedPng(PNG.sync.write(image));
    pdf.addPage([595.28, 841.89]).drawImage(png, { x: 40, y: 400, width: 200, height: 200 });
    const result = await analysePdf(await pdf.save());
    expect(result.details).toMatchObject({ documentType: 'IMAGE_PDF', num_pages: 1 });
  });

  it('bytes that only start like a PDF cannot be read', async () => {
    await expect(extractText(Buffer.from('%PDF-1.7\nnot really'), undefined, 10)).rejects.toMatchObject({ kind: 'unreadable' });
  });

  it('the text of a PDF read is remembered by its bytes and password; a failed read is not', async () => {
    const bytes = await layoutPdf(THREE_MONTHS);
    const first = await rememberedText(bytes, undefined, 10);
    expect(await rememberedText(Buffer.from(bytes), undefined, 10)).toBe(first);
    expect(await rememberedText(bytes, 'unused', 10)).not.toBe(first);
    const broken = Buffer.from('%PDF-1.7\nnot really');
    const failed = rememberedText(broken, undefined, 10);
    await expect(failed).rejects.toBeInstanceOf(PdfProblem);
    expect(rememberedText(broken, undefined, 10)).not.toBe(failed);
    await expect(rememberedText(broken, undefined, 10)).rejects.toBeInstanceOf(PdfProblem);
  });

  it('more pages than allowed are refused before any is read', async () => {
    const error = await extractText(await layoutPdf({ ...THREE_MONTHS, perPage: 1 }), undefined, 5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfProblem);
    expect(error).toMatchObject({ kind: 'pages', pages: 6 });
  });
});
