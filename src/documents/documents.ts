// The vendor's two documents, as the repository keeps them (spec/): their Errors tables read as rows, so the project's
// index of what the documents say is the documents themselves, never a copy typed out beside them.
import { type DocumentRow, documentIndex, indexOf, PATH_SEPARATOR } from './document-index.js';
import type { Expectation } from '../model/types.js';

export interface DocumentedErrorRow {
  /** Where a rule cites it: "<document> › Errors › <section title>". */
  source: string;
  /** The HTTP column: "500 or 501" gives both. */
  statuses: number[];
  /** What the second column holds: the error's text (Message, error) or its errorCode. */
  column: 'message' | 'errorCode';
  /** The second column, verbatim. */
  text: string;
}

const errorsOf = (document: string) => `${document}${PATH_SEPARATOR}Errors${PATH_SEPARATOR}`;

/** The row of an Errors table as an error row; undefined for a row of any other table. */
export function asErrorRow(row: DocumentRow): DocumentedErrorRow | undefined {
  if (!row.section.startsWith(errorsOf(row.document))) return undefined;
  const [http = '', second = ''] = row.cells;
  return {
    source: row.section,
    statuses: http.split(' or ').map(Number),
    column: row.header[1] === 'errorCode' ? 'errorCode' : 'message',
    text: second,
  };
}

const errorRows = (rows: DocumentRow[]): DocumentedErrorRow[] => rows.flatMap((row) => asErrorRow(row) ?? []);

/** Every row of every table under a document's `## Errors`, in the documents' order. */
export const documentedErrorRows = (): DocumentedErrorRow[] => documentIndex().flatMap((d) => errorRows(d.rows));

export const errorRowsOf = (document: string, text: string): DocumentedErrorRow[] => errorRows(indexOf(document, text).rows);

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an expectation is the one an Errors row documents: its status, and its errorCode or text. A `<placeholder>`
 * stands for the name a rule fills in, or the rule keeps it (a `template` message, naming the property it must name). */
export function expectsErrorRow(expect: Expectation | undefined, row: DocumentedErrorRow): boolean {
  if (expect === undefined || !row.statuses.includes(expect.status ?? 200)) return false;
  if (row.column === 'errorCode') return expect.errorCode === row.text;
  if (expect.message?.kind === 'template') return expect.message.text === row.text;
  const pattern = new RegExp(
    `^${row.text
      .split(/<[a-z_]+>/)
      .map(escaped)
      .join('\\w+')}$`,
  );
  return pattern.test(expect.message?.text ?? '');
}
