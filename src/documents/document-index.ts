// The project's index of the vendor's two documents, read from spec/: every section (a `##`, `###` or `####` heading, as
// the path a rule cites) and every row of every table, so coverage is counted against the documents themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../base/paths.js';
import { DOCUMENTS } from '../model/operations.js';

/** How a rule's `source` joins a document and its headings: "<document> › <Section> › <Subsection>". */
export const PATH_SEPARATOR = ' › ';

export interface DocumentSection {
  document: string;
  /** "<document> › <Section> › <Subsection>", as a rule cites it. */
  path: string;
  /** The heading's text, verbatim. */
  title: string;
  /** 2 for `##`, 3 for `###`, 4 for `####`. */
  level: number;
  /** 1-based line of the heading. */
  line: number;
}

export interface DocumentRow {
  document: string;
  /** The path of the section the table lies in (its nearest heading). */
  section: string;
  header: string[];
  cells: string[];
  /** Stable and unique in its table: "<HTTP> <second cell>" in an Errors table, else the first cell, joined with the next
   * cells by " · " while rows of the table would share it ("Rate · signature matching"). */
  key: string;
  /** 1-based line of the row. */
  line: number;
}

export interface DocumentIndex {
  document: string;
  sections: DocumentSection[];
  rows: DocumentRow[];
}

const HEADING = /^(#{2,4}) (.+)$/;
const SEPARATOR = /^\|(\s*:?-+:?\s*\|)+\s*$/;
const cellsOf = (line: string): string[] =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** A table's rows, their keys made unique within the table. */
function tableRows(
  document: string,
  section: string,
  header: string[],
  body: { cells: string[]; line: number }[],
): DocumentRow[] {
  const errors = section.startsWith(`${document}${PATH_SEPARATOR}Errors${PATH_SEPARATOR}`);
  const keyOf = (cells: string[], width: number): string =>
    errors ? `${cells[0] ?? ''} ${cells[1] ?? ''}` : cells.slice(0, width).join(' · ');
  return body.map(({ cells, line }) => {
    let width = 1;
    while (width < cells.length && body.filter((other) => keyOf(other.cells, width) === keyOf(cells, width)).length > 1) width++;
    return { document, section, header, cells, key: keyOf(cells, width), line };
  });
}

/** Reads one document's text: its sections in order, and each table's body rows under the section it lies in. */
export function indexOf(document: string, text: string): DocumentIndex {
  const sections: DocumentSection[] = [];
  const rows: DocumentRow[] = [];
  const open: string[] = [];
  let table: { section: string; header: string[]; body: { cells: string[]; line: number }[] } | undefined;
  const close = () => {
    if (table) rows.push(...tableRows(document, table.section, table.header, table.body));
    table = undefined;
  };
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const level = heading[1]!.length;
      const title = heading[2]!.trim();
      open.splice(level - 2);
      open.push(title);
      sections.push({ document, path: [document, ...open].join(PATH_SEPARATOR), title, level, line: i + 1 });
      return;
    }
    if (!line.startsWith('|')) return close();
    const section = sections.at(-1)?.path ?? document;
    if (table === undefined) table = { section, header: cellsOf(line), body: [] };
    else if (!(table.body.length === 0 && SEPARATOR.test(line))) table.body.push({ cells: cellsOf(line), line: i + 1 });
  });
  close();
  return { document, sections, rows };
}

/** One document's text, as spec/ keeps it. */
export const documentText = (name: string): string => readFileSync(join(ROOT, 'spec', name), 'utf8');

let both: DocumentIndex[] | undefined;
/** Both documents of spec/, read once per process. */
export const documentIndex = (): DocumentIndex[] =>
  (both ??= Object.values(DOCUMENTS).map((name) => indexOf(name, documentText(name))));
