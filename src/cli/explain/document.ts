// Part 1 of `vts explain`: where the documents say it. For each section the rule cites, the table rows that name its
// case (as the coverage page maps them: an Errors row it expects, a field it names), else the section's own prose.
import { type DocumentRow, documentIndex, documentText, PATH_SEPARATOR } from '../../documents/document-index.js';
import type { Rule } from '../../model/types.js';
import { sourcesOf, specCoverage } from '../../output/coverage/spec-coverage.js';

/** Rows shown per section, and prose lines of a section with none: enough to recognise it, the document has the rest. */
const SHOWN_ROWS = 4;
const PROSE_LINES = 4;
const LINE_CHARS = 160;

export interface ShownSection {
  source: string;
  /** 1-based line of its heading in spec/<document>; absent when the source names no heading of the documents. */
  line?: number;
  rows: { line: number; cells: Record<string, string> }[];
  /** More rows name the case than are shown. */
  moreRows: number;
  /** The section's text before its first sub-heading, tables left out; only when no row names the case. */
  prose: string[];
}

const clip = (s: string) => (s.length > LINE_CHARS ? `${s.slice(0, LINE_CHARS - 1)}…` : s);

/** The section's own lines, from below its heading to the next heading, without tables or blank lines. */
function proseOf(document: string, from: number, to: number | undefined): string[] {
  return documentText(document)
    .split('\n')
    .slice(from, to === undefined ? undefined : to - 1)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('|'))
    .slice(0, PROSE_LINES)
    .map(clip);
}

const cellsOf = (row: DocumentRow) => Object.fromEntries(row.header.map((h, i) => [h, row.cells[i] ?? '']));

export function shownDocument(rule: Rule): ShownSection[] {
  // Only this rule: the coverage of a row by its error text or its name depends on the rule alone.
  const coverage = specCoverage(documentIndex(), [rule], []);
  const sections = coverage.documents.flatMap((d) => d.sections);
  return sourcesOf(rule).map((source): ShownSection => {
    const at = sections.findIndex((s) => s.section.path === source);
    if (at < 0) return { source, rows: [], moreRows: 0, prose: [] };
    const { section } = sections[at]!;
    const naming = sections
      .filter((s) => s.section.path === source || s.section.path.startsWith(`${source}${PATH_SEPARATOR}`))
      .flatMap((s) => s.rows)
      .filter((r) => r.rules.some((c) => c.id === rule.id && (c.by === 'row' || c.by === 'name')))
      .map((r) => r.row);
    const next = sections[at + 1]?.section;
    const prose =
      naming.length > 0
        ? []
        : proseOf(section.document, section.line, next?.document === section.document ? next.line : undefined);
    return {
      source,
      line: section.line,
      rows: naming.slice(0, SHOWN_ROWS).map((row) => ({ line: row.line, cells: cellsOf(row) })),
      moreRows: Math.max(0, naming.length - SHOWN_ROWS),
      prose,
    };
  });
}

export function documentLines(sections: ShownSection[]): string[] {
  return sections.flatMap((s) => {
    const document = s.source.split(PATH_SEPARATOR)[0];
    if (s.line === undefined) return [`  ${s.source}`, '    (no such heading in the documents: npm run coverage lists it)'];
    return [
      `  ${s.source} (spec/${document}:${s.line})`,
      ...s.rows.map(
        (r) =>
          `    row ${r.line}: ${clip(
            Object.entries(r.cells)
              .map(([h, c]) => `${h}: ${c}`)
              .join(' · '),
          )}`,
      ),
      ...(s.moreRows > 0 ? [`    … and ${s.moreRows} more rows name it`] : []),
      ...s.prose.map((l) => `    ${l}`),
    ];
  });
}
