// The synchronous analysis result's `details` and `fraudChecks` for a parsed statement (spec › Resources and fields ›
// Synchronous analysis result). Transactions under the threshold are left out of the list and of every count, total
// and amount figure; the balances stay the account's.
import { dayFirst } from './calendar.js';
import { rupees } from './money.js';
import { narrationFacts } from './narration.js';
import type { Statement, StatementRow } from './parse.js';
import { type AnalysedRow, summarise } from './summary.js';

export interface AnalysisOptions {
  /** transactionThreshold as sent (echoed as a number). */
  readonly threshold: number;
  /** The least amount included, in whole paise (the threshold rounded up: an amount is included when not below it). */
  readonly thresholdPaise: number;
  readonly returnTransactions: boolean;
}

export const TEXT_PDF = 'TEXT_PDF';
export const IMAGE_PDF = 'IMAGE_PDF';

/** fraudChecks.date: every date inside the statement period and in date order, or not. */
export const DATE_CHECK = { passed: 'passed', failed: 'failed', notChecked: 'not checked: no text to read dates from' } as const;

function dateCheck(statement: Statement): string {
  const rows = statement.rows;
  const inPeriod = rows.every((row) => row.day >= statement.from && row.day <= statement.to);
  const ordered = rows.every((row, i) => i === 0 || rows[i - 1]!.day <= row.day);
  return inPeriod && ordered ? DATE_CHECK.passed : DATE_CHECK.failed;
}

const analysed = (row: StatementRow): AnalysedRow => ({
  ...row,
  isSalary: row.type === 'credit' && narrationFacts(row.narration).salaryWord,
});

function entryOf(row: AnalysedRow) {
  const { mode, entityName } = narrationFacts(row.narration);
  return {
    date: dayFirst(row.day),
    description: row.narration,
    mode,
    entityName,
    entityName2: entityName,
    value: rupees(row.amount),
    type: row.type,
    isSalary: row.isSalary,
    balance: rupees(row.balance),
  };
}

export function analyseStatement(statement: Statement, pages: number, options: AnalysisOptions) {
  const rows = statement.rows.map(analysed);
  const included = rows.filter((row) => row.amount >= options.thresholdPaise);
  const credits = included.filter((row) => row.type === 'credit').map((row) => row.amount);
  const debits = included.filter((row) => row.type === 'debit').map((row) => row.amount);
  const total = (amounts: readonly number[]) => rupees(amounts.reduce((a, b) => a + b, 0));
  return {
    details: {
      documentType: TEXT_PDF,
      transactionThreshold: options.threshold,
      transactions: options.returnTransactions ? included.map(entryOf) : [],
      transactions_count: included.length,
      num_pages: pages,
      total_credit_transactions_count: credits.length,
      total_credit_transactions_value: total(credits),
      total_debit_transactions_count: debits.length,
      total_debit_transactions_value: total(debits),
      summary: summarise(statement, rows, included),
    },
    fraudChecks: { date: dateCheck(statement) },
  };
}

export type Analysis = ReturnType<typeof analyseStatement>;

/** A PDF without a text layer (a scan): the sandbox has no OCR, so nothing is read: an empty statement's figures (zeros,
 * creditDebitRatio null) and no month. */
export function imageOnlyAnalysis(pages: number, options: AnalysisOptions): Analysis {
  const empty = analyseStatement({ from: 0, to: 0, opening: 0, closing: 0, rows: [] }, pages, options);
  return {
    details: { ...empty.details, documentType: IMAGE_PDF, summary: { overall: empty.details.summary.overall, monthly: [] } },
    fraudChecks: { date: DATE_CHECK.notChecked },
  };
}
