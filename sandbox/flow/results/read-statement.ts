// The engine's reading of one statement for the asynchronous flow: analysePdf with every transaction listed (threshold
// 0, returnTransactions yes), plus the lines above the table that the synchronous result does not carry (the bank, the
// account holder and number, the period). They are read from the same text runs, so the PDF is read once.
import type { Analysis } from '../../statements/analyse.js';
import { analysePdf, type RowsRead } from '../../statements/analyse-pdf.js';
import type { ExtractedPdf } from '../../statements/extract.js';
import { readForm, type StatementForm } from '../../statements/flags.js';
import { linesOf, textOf } from '../../statements/lines.js';
import { parseStatement } from '../../statements/parse.js';
import { rememberedText } from '../../statements/remembered-text.js';

export interface Heading {
  /** "" for a line the statement does not print. */
  readonly bankName: string;
  readonly accountHolder: string;
  readonly accountNumber: string;
  /** The statement period's first and last day (calendar.ts day numbers), as the engine reads them. */
  readonly from: number;
  readonly to: number;
}

/** An Analysis, with its heading when the statement was read by readStatement (a plain Analysis works too). */
export type StatementReading = Analysis & { readonly heading?: Heading };

/** One statement of a parse request, read: what buildDetails takes. */
export interface ParsedStatement {
  readonly statementId: string;
  /** The last path segment of its statementUrl. */
  readonly fileName: string;
  readonly analysis: StatementReading;
  readonly processingSeconds: number;
}

/** The sandbox bank's heading lines (scripts/statements/layout.ts prints them on every page). */
const HEADING_LINES = {
  bankName: /^(.+?) - Account Statement$/,
  accountHolder: /^Account Holder:\s*(.+)$/,
  accountNumber: /^Account Number:\s*(\S+)$/,
} as const;

type Printed = Record<keyof typeof HEADING_LINES, string>;

function headingOf(pdf: ExtractedPdf): Heading | undefined {
  if (pdf.items.length === 0) return undefined;
  const printed: Printed = { bankName: '', accountHolder: '', accountNumber: '' };
  for (const line of linesOf(pdf.items.filter((item) => item.page === 1))) {
    const text = textOf(line);
    for (const [name, pattern] of Object.entries(HEADING_LINES) as [keyof Printed, RegExp][])
      printed[name] ||= pattern.exec(text)?.[1]?.trim() ?? '';
  }
  // analysePdf has just parsed these runs in this form, so this cannot throw; it gives the period as the engine reads it.
  const { from, to } = parseStatement(pdf.items, 'day-first');
  return { ...printed, from, to };
}

/** Reads a statement PDF as the flow needs it; throws what analysePdf throws for a PDF that cannot be read. An
 * image-only PDF is an IMAGE_PDF analysis without a heading. */
export async function readStatement(bytes: Uint8Array, password?: string, rowsRead: RowsRead = 'all'): Promise<StatementReading> {
  const form = readForm(password === undefined ? {} : { password }) as StatementForm;
  let pdf: ExtractedPdf | undefined;
  const analysis = await analysePdf(
    bytes,
    form,
    async (data, secret, maxPages) => {
      pdf = await rememberedText(data, secret, maxPages);
      return pdf;
    },
    rowsRead,
  );
  const heading = pdf === undefined ? undefined : headingOf(pdf);
  return heading === undefined ? analysis : { ...analysis, heading };
}
