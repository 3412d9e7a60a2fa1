// The vendor's two documents, as the repository keeps them (spec/): their Errors tables read as rows, so the project's
// index of what the documents say is the documents themselves, never a copy typed out beside them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../base/paths.js';
import { DOCUMENTS } from './operations.js';

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

const documentText = (name: string): string => readFileSync(join(ROOT, 'spec', name), 'utf8');

/** Every row of every table under a document's `## Errors`, in the documents' order. */
export function documentedErrorRows(): DocumentedErrorRow[] {
  return Object.values(DOCUMENTS).flatMap((name) => errorRowsOf(name, documentText(name)));
}

export function errorRowsOf(document: string, text: string): DocumentedErrorRow[] {
  const errors = text.split(/^## /m).find((part) => part.startsWith('Errors\n')) ?? '';
  return errors
    .split(/^### /m)
    .slice(1)
    .flatMap((section) => {
      const [title = '', ...lines] = section.split('\n');
      const table = lines.filter((line) => line.startsWith('|'));
      const [header, , ...rows] = table.map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
      const column = header?.[1] === 'errorCode' ? 'errorCode' : 'message';
      return rows.map(([http = '', second = '']) => ({
        source: `${document} › Errors › ${title.trim()}`,
        statuses: http.split(' or ').map(Number),
        column,
        text: second,
      }));
    });
}
