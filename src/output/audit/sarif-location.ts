// Where in the vendor's documents a fault's rule lives, for SARIF: the section the row cites, else the operation's own
// section (src/export/sections.ts finds it), as the document's path from the folder the command ran in (the team's
// checkout in CI: node_modules/vts-conformance/spec/<document> where the harness is installed) and the heading's line.
import { isAbsolute, join, relative, sep } from 'node:path';
import { ROOT } from '../../base/paths.js';
import { documentIndex } from '../../documents/document-index.js';
import { OPERATIONS, type OperationId } from '../../model/operations.js';
import { sectionOf } from '../../export/sections.js';

export interface DocumentPlace {
  /** The document's path from `from`; `spec/<document>` when it is not under it. */
  uri: string;
  /** 1-based line of the section's heading. */
  line: number;
}

const lineOf = (path: string) => documentIndex().flatMap((d) => d.sections.find((s) => s.path === path) ?? [])[0]?.line;

/** The first of the row's sections the documents have, else the operation's section (the catalogue's test holds that
 * every operation has one). */
export function documentPlace(operation: OperationId, source: string | undefined, from = process.cwd()): DocumentPlace {
  const op = OPERATIONS[operation];
  const cited = (source?.split('; ') ?? []).map(lineOf).find((line) => line !== undefined);
  const path = relative(from, join(ROOT, 'spec', op.document));
  // Never a path out of the checkout (nor an absolute one): GitHub could not show it, and it names this machine.
  const uri = path.startsWith('..') || isAbsolute(path) ? `spec/${op.document}` : path.split(sep).join('/');
  return { uri, line: cited ?? lineOf(sectionOf(op).source) ?? 1 };
}
