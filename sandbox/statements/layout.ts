// The layout of the sandbox bank's statements (fixtures/inputs/statements/, issue 10 contract): where each column of
// the transaction table starts on the page, and the lines around the table. Data only; parse.ts reads it.

export type Column = 'date' | 'narration' | 'withdrawal' | 'deposit' | 'balance';

/** The left edge (PDF points) of each column. Amounts are right-aligned, so a cell belongs to the last column whose
 * start is at or left of its left edge (within TOLERANCE). */
export const COLUMNS: readonly (readonly [Column, number])[] = [
  ['date', 40],
  ['narration', 110],
  ['withdrawal', 330],
  ['deposit', 410],
  ['balance', 490],
];

/** The header row's texts, by column: a page's table starts below it. */
export const HEADER: Readonly<Record<Column, string>> = {
  date: 'Date',
  narration: 'Narration',
  withdrawal: 'Withdrawal',
  deposit: 'Deposit',
  balance: 'Balance',
};

/** Points of slack for a column start and for two cells to sit on one line (baselines within this of each other). */
export const TOLERANCE = 2;

const AMOUNT = '(-?[\\d,]+\\.\\d{2})';
const DATE = '(\\S+)';

/** The lines of text outside the table that the analysis reads (each line's cells joined by one space). */
export const LINES = {
  opening: new RegExp(`^Opening Balance:\\s*${AMOUNT}$`),
  closing: new RegExp(`^Closing Balance:\\s*${AMOUNT}$`),
  period: new RegExp(`^Statement Period:\\s*${DATE}\\s+to\\s+${DATE}$`),
} as const;
