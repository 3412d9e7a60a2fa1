// A statement PDF's bytes to its analysis: the text read (extract.ts), the statement parsed (parse.ts), the figures
// (analyse.ts). The operation and `npm run bench` both call analysePdf.
import { type Analysis, analyseStatement, imageOnlyAnalysis } from './analyse.js';
import { extractText } from './extract.js';
import { readForm, type StatementForm } from './flags.js';
import { parseStatement, type Statement } from './parse.js';

/** Pages the sandbox reads at most: a year of daily statements is about 50; past this a PDF is refused, not read. */
export const MAX_PAGES = 500;

/** The form with no text part sent: every documented default. */
export const DEFAULT_FORM = readForm({}) as StatementForm;

/** Which of the statement's rows the engine reads: all of them, or (a fault) all but the last. */
export type RowsRead = 'all' | 'all-but-last';

/** The statement without its last row, its closing balance the one before: a smaller statement that still adds up. */
function withoutLastRow(statement: Statement): Statement {
  const rows = statement.rows.slice(0, -1);
  return { ...statement, rows, closing: rows.at(-1)?.balance ?? statement.opening };
}

/** Throws a PdfProblem (password, pages, unreadable) or a StatementProblem (not the sandbox bank's layout); an image-only
 * PDF is analysed as IMAGE_PDF whatever allowImagePDF says. Read afresh unless `read` is rememberedText. */
export async function analysePdf(
  bytes: Uint8Array,
  form: StatementForm = DEFAULT_FORM,
  read: typeof extractText = extractText,
  rowsRead: RowsRead = 'all',
): Promise<Analysis> {
  const { pages, items } = await read(bytes, form.password, MAX_PAGES);
  const options = {
    threshold: form.threshold,
    thresholdPaise: form.thresholdPaise,
    returnTransactions: form.flags.returnTransactions,
  };
  if (items.length === 0) return imageOnlyAnalysis(pages, options);
  const statement = parseStatement(items, form.dateForm);
  return analyseStatement(rowsRead === 'all' ? statement : withoutLastRow(statement), pages, options);
}
