// A statement read from its text runs: the period, the opening and closing balances, and one row per transaction of
// the table (issue 10 contract, "The statement PDFs"). What does not fit the layout is refused with a message that
// names the page and the row, never guessed at.
import { type DateForm, formOf, monthIndex, parseDate } from './calendar.js';
import type { TextItem } from './extract.js';
import { HEADER, LINES } from './layout.js';
import { cellsOf, type Line, linesOf, textOf } from './lines.js';
import { parseAmount } from './money.js';

export interface StatementRow {
  readonly page: number;
  /** The transaction's day (calendar.ts day number). */
  readonly day: number;
  readonly narration: string;
  /** Paise, positive. */
  readonly amount: number;
  readonly type: 'credit' | 'debit';
  /** Paise, after the transaction. */
  readonly balance: number;
}

export interface Statement {
  /** First and last day of the statement period (day numbers). */
  readonly from: number;
  readonly to: number;
  /** Paise. */
  readonly opening: number;
  readonly closing: number;
  readonly rows: readonly StatementRow[];
}

/** Months a statement may span: each gets a monthly item with a balance per day, so the answer stays bounded. */
export const MAX_MONTHS = 60;

/** The statement cannot be read as the sandbox bank's layout; the message says where and why. */
export class StatementProblem extends Error {}

const FORM_FIX: Readonly<Record<DateForm, string>> = {
  'year-first': 'send formatDateYearFirst=yes for a statement dated YYYY-MM-DD',
  'day-first': 'send formatDateYearFirst=no (or leave it out) for a statement dated DD/MM/YYYY',
};

/** A date in the expected form; a date in the other form is refused naming the flag that reads it. */
function dateIn(text: string, form: DateForm, where: string): number {
  const day = parseDate(text, form);
  if (day !== undefined) return day;
  const written = formOf(text);
  if (written !== undefined && written !== form)
    throw new StatementProblem(`${where}: the date ${text} is ${written}: ${FORM_FIX[written]}`);
  throw new StatementProblem(`${where}: ${text} is not a date`);
}

const isHeader = (line: Line): boolean => {
  const texts = new Set(line.items.map((item) => item.text));
  return Object.values(HEADER).every((text) => texts.has(text));
};

function rowOf(line: Line, form: DateForm): StatementRow | undefined {
  const cells = cellsOf(line);
  if (cells.date === undefined || formOf(cells.date) === undefined) return undefined;
  const where = `uploadPdf page ${line.page}, the row dated ${cells.date}`;
  const day = dateIn(cells.date, form, where);
  const withdrawal = cells.withdrawal === undefined ? undefined : parseAmount(cells.withdrawal);
  const deposit = cells.deposit === undefined ? undefined : parseAmount(cells.deposit);
  const balance = cells.balance === undefined ? undefined : parseAmount(cells.balance);
  if ((withdrawal === undefined) === (deposit === undefined))
    throw new StatementProblem(`${where}: needs one amount, in Withdrawal or in Deposit`);
  const amount = (withdrawal ?? deposit)!;
  if (amount <= 0) throw new StatementProblem(`${where}: the amount must be above 0.00`);
  if (balance === undefined) throw new StatementProblem(`${where}: no balance in the Balance column`);
  const type = deposit === undefined ? 'debit' : 'credit';
  return { page: line.page, day, narration: cells.narration ?? '', amount, type, balance };
}

export function parseStatement(items: readonly TextItem[], form: DateForm): Statement {
  let opening: number | undefined;
  let closing: number | undefined;
  let period: readonly [number, number] | undefined;
  let tablePage: number | undefined;
  const rows: StatementRow[] = [];
  for (const line of linesOf(items)) {
    const text = textOf(line);
    const periodMatch = LINES.period.exec(text);
    if (periodMatch !== null) {
      const where = `uploadPdf page ${line.page}, the statement period`;
      period ??= [dateIn(periodMatch[1]!, form, where), dateIn(periodMatch[2]!, form, where)];
    }
    opening ??= parseAmount(LINES.opening.exec(text)?.[1] ?? '');
    closing ??= parseAmount(LINES.closing.exec(text)?.[1] ?? '');
    if (isHeader(line)) tablePage = line.page;
    else if (tablePage === line.page) {
      const row = rowOf(line, form);
      if (row !== undefined) rows.push(row);
    }
  }
  if (tablePage === undefined)
    throw new StatementProblem(
      'uploadPdf has no transaction table (a header row Date, Narration, Withdrawal, Deposit, Balance): send a statement of the sandbox bank',
    );
  return completed(rows, opening, closing, period);
}

/** Lines the statement leaves out are taken from its rows: the balance before the first, after the last, their months. */
function completed(
  rows: readonly StatementRow[],
  opening: number | undefined,
  closing: number | undefined,
  period: readonly [number, number] | undefined,
): Statement {
  const first = rows[0];
  const last = rows.at(-1);
  const open = opening ?? (first === undefined ? 0 : first.balance + (first.type === 'credit' ? -first.amount : first.amount));
  if (period === undefined && first === undefined)
    throw new StatementProblem(
      'uploadPdf has neither a Statement Period line nor a transaction: send a statement of the sandbox bank',
    );
  // A loop, not Math.min(...days): a crafted PDF may hold more rows than a call takes arguments.
  const [firstDay, lastDay] = rows.reduce(
    ([lo, hi], row) => [Math.min(lo, row.day), Math.max(hi, row.day)],
    [Infinity, -Infinity],
  );
  const [from, to] = period ?? [firstDay, lastDay];
  if (from > to) throw new StatementProblem('uploadPdf: the statement period ends before it starts');
  const months = monthIndex(Math.max(to, lastDay)) - monthIndex(Math.min(from, firstDay)) + 1;
  if (months > MAX_MONTHS)
    throw new StatementProblem(
      `uploadPdf spans ${months} months, more than the ${MAX_MONTHS} the sandbox analyses: send a shorter statement`,
    );
  return { from, to, opening: open, closing: closing ?? last?.balance ?? open, rows };
}
