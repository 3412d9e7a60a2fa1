import { encodePng } from '../upload-files/encode-png.js';
import { type StatementFacts, statementFacts } from './facts.js';
import { type DateStyle, formatAmount, MONTH_NAMES } from './format.js';
import { layoutStatement, TITLE } from './layout.js';
import { pdfInfo } from './pdf-info.js';
import { encryptedPdf } from './pdf-encrypted.js';
import { textPdf } from './pdf-text.js';
import { PLANS, type StatementPlan, THRESHOLD_PAISE } from './plans.js';
import { imageOnlyPdf, scanPicture } from './scan.js';
import { buildStatement, monthAlonePlans } from './transactions.js';

export type StatementKind = 'text' | 'text-encrypted' | 'image-only' | 'not-a-pdf';

export interface Made {
  bytes: Buffer;
  pages?: number;
  months?: string[];
  facts?: StatementFacts;
}

export interface StatementFile {
  name: string;
  mediaType: string;
  kind: StatementKind;
  depicts: string;
  password?: string;
  make: () => Promise<Made>;
}

export const STATEMENT_PASSWORD = 'sbx-statement-2026';
const PDF = 'application/pdf';

interface TextOptions {
  style?: DateStyle;
  password?: string;
  thresholdPaise?: number;
}

function textStatement(name: string, plan: StatementPlan, depicts: string, options: TextOptions = {}): StatementFile {
  const { style = 'day-first', password, thresholdPaise } = options;
  return {
    name,
    mediaType: PDF,
    kind: password ? 'text-encrypted' : 'text',
    depicts,
    ...(password ? { password } : {}),
    make: async () => {
      const statement = buildStatement(plan);
      const pages = layoutStatement(statement, style);
      const info = pdfInfo(name, statement.to, TITLE);
      const bytes = password ? await encryptedPdf(pages, info, password) : await textPdf(pages, info);
      return { bytes, pages: pages.length, months: [...plan.months], facts: statementFacts(statement, thresholdPaise) };
    },
  };
}

/** "March 2025 alone, for the month-coverage rules", and what the month holds. */
function monthAloneDepicts(plan: StatementPlan): string {
  const [month = '', rent] = [plan.months[0], plan.scripted?.[0]?.amount];
  const name = `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
  return (
    `${name} alone, for the month-coverage rules: ${plan.count} transactions, the salary on the 1st, a rent of ` +
    `${formatAmount(rent ?? 0)} on the 5th; the balance carries on from the month before`
  );
}

/** The picture of statement-1-month's page, shared by the scanned PDF and the PNG named .pdf. */
const oneMonthPicture = () => {
  const [page] = layoutStatement(buildStatement(PLANS.oneMonth), 'day-first');
  if (!page) throw new Error('catalogue: statement-1-month has no page');
  return scanPicture(page);
};

export const CATALOGUE: readonly StatementFile[] = [
  textStatement('statement-1-month.pdf', PLANS.oneMonth, 'January 2026 on one page, one salary credit'),
  textStatement(
    'statement-3-months.pdf',
    PLANS.threeMonths,
    'January to March 2026: a salary each month, negative from 20 February to the salary of 1 March, one ' +
      'transaction of exactly 5,000.00',
    { thresholdPaise: THRESHOLD_PAISE },
  ),
  textStatement('statement-12-months.pdf', PLANS.twelveMonths, 'all of 2025; June 2025 has no transaction'),
  textStatement('statement-50-pages.pdf', PLANS.fiftyPages, 'all of 2025 on exactly 50 pages (the bench)'),
  textStatement('statement-leap-february.pdf', PLANS.leapFebruary, 'February 2024 (29 days), a few transactions'),
  textStatement('statement-year-first.pdf', PLANS.oneMonth, 'statement-1-month with dates written YYYY-MM-DD', {
    style: 'year-first',
  }),
  textStatement('statement-encrypted.pdf', PLANS.oneMonth, 'statement-1-month, encrypted (RC4 128-bit)', {
    password: STATEMENT_PASSWORD,
  }),
  ...monthAlonePlans().map((plan) => textStatement(`month-${plan.months[0]}.pdf`, plan, monthAloneDepicts(plan))),
  {
    name: 'statement-scanned.pdf',
    mediaType: PDF,
    kind: 'image-only',
    depicts: "one page holding a picture of statement-1-month's page: no text layer",
    make: async () => {
      const info = pdfInfo('statement-scanned.pdf', '2026-01-31', TITLE);
      return { bytes: await imageOnlyPdf(oneMonthPicture(), info), pages: 1, months: ['2026-01'] };
    },
  },
  {
    name: 'not-a-pdf.pdf',
    mediaType: 'image/png',
    kind: 'not-a-pdf',
    depicts: 'a PNG picture of a statement named .pdf (the type must be decided by the bytes)',
    make: async () => {
      const picture = oneMonthPicture();
      return { bytes: encodePng(picture.resized(Math.round(picture.width / 6), Math.round(picture.height / 6))) };
    },
  },
];
