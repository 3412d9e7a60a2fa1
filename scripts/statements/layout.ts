import { type DateStyle, formatAmount, formatDate } from './format.js';
import type { Statement, Transaction } from './transactions.js';

// The contract's page: A4 in points, one text run per cell at fixed positions, so an extractor sees each cell as one
// item with its x. Every backend (text PDF, encrypted PDF, scanned picture) draws these runs and nothing else.
export const PAGE = { width: 595.28, height: 841.89 };
export const TITLE = 'SANDBOX BANK LTD - Account Statement';

export interface Run {
  text: string;
  /** The left edge, or the right edge when `align` is right. */
  x: number;
  /** The baseline, from the bottom of the page. */
  y: number;
  size: number;
  align: 'left' | 'right';
  /** A narration must end before the Withdrawal column; a backend refuses a wider run. */
  maxWidth?: number;
}

export type PageRuns = Run[];

const COLUMNS = [
  { title: 'Date', x: 40 },
  { title: 'Narration', x: 110 },
  { title: 'Withdrawal', x: 330, right: 400 },
  { title: 'Deposit', x: 410, right: 480 },
  { title: 'Balance', x: 490, right: 560 },
] as const;
const HEADER_Y = [800, 782, 770, 758, 746];
const OPENING_Y = 728;
const TABLE_HEADER_Y = 710;
const FIRST_ROW_Y = 694;
const ROW_STEP = 16;
const BOTTOM = 40;
export const ROWS_PER_PAGE = Math.floor((FIRST_ROW_Y - BOTTOM) / ROW_STEP) + 1;
const NARRATION_WIDTH = 215;

const left = (text: string, x: number, y: number, size: number): Run => ({ text, x, y, size, align: 'left' });
const right = (text: string, x: number, y: number, size: number): Run => ({ text, x, y, size, align: 'right' });

function rowRuns(t: Transaction, y: number, style: DateStyle): Run[] {
  const amount = right(formatAmount(t.amount), t.type === 'debit' ? COLUMNS[2].right : COLUMNS[3].right, y, 8);
  return [
    left(formatDate(t.date, style), COLUMNS[0].x, y, 8),
    { ...left(t.narration, COLUMNS[1].x, y, 8), maxWidth: NARRATION_WIDTH },
    amount,
    right(formatAmount(t.balance), COLUMNS[4].right, y, 8),
  ];
}

/** The statement's pages: the rows in slots of ROWS_PER_PAGE, the closing line in the slot after the last row. */
export function layoutStatement(s: Statement, style: DateStyle): PageRuns[] {
  const slots = s.transactions.length + 1;
  const pageCount = Math.ceil(slots / ROWS_PER_PAGE);
  const period = `Statement Period: ${formatDate(s.from, style)} to ${formatDate(s.to, style)}`;
  return Array.from({ length: pageCount }, (_, p) => {
    const header = [
      TITLE,
      `Account Holder: ${s.holder}`,
      `Account Number: ${s.accountNumber}`,
      period,
      `Page ${p + 1} of ${pageCount}`,
    ];
    const runs = header.map((text, i) => left(text, 40, HEADER_Y[i] ?? 0, i === 0 ? 12 : 9));
    if (p === 0) runs.push(left(`Opening Balance: ${formatAmount(s.openingBalance)}`, 40, OPENING_Y, 9));
    runs.push(...COLUMNS.map((c) => left(c.title, c.x, TABLE_HEADER_Y, 8)));
    for (let slot = p * ROWS_PER_PAGE; slot < Math.min(slots, (p + 1) * ROWS_PER_PAGE); slot++) {
      const y = FIRST_ROW_Y - (slot % ROWS_PER_PAGE) * ROW_STEP;
      const t = s.transactions[slot];
      runs.push(...(t ? rowRuns(t, y, style) : [left(`Closing Balance: ${formatAmount(s.closingBalance)}`, 40, y, 9)]));
    }
    return runs;
  });
}
