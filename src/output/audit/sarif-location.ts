// Where in the vendor's documents a fault's rule lives, for SARIF: the section the row cites, else the operation's own
// section (src/export/sections.ts finds it), as spec/<document> and the line of the section's heading.
import { documentIndex } from '../../documents/document-index.js';
import { OPERATIONS, type OperationId } from '../../model/operations.js';
import { sectionOf } from '../../export/sections.js';

export interface DocumentPlace {
  /** `spec/<document>`, from the repository's root. */
  uri: string;
  /** 1-based line of the section's heading. */
  line: number;
}

const lineOf = (path: string) => documentIndex().flatMap((d) => d.sections.find((s) => s.path === path) ?? [])[0]?.line;

/** The first of the row's sections the documents have, else the operation's section (the catalogue's test holds that
 * every operation has one). */
export function documentPlace(operation: OperationId, source: string | undefined): DocumentPlace {
  const op = OPERATIONS[operation];
  const cited = (source?.split('; ') ?? []).map(lineOf).find((line) => line !== undefined);
  return { uri: `spec/${op.document}`, line: cited ?? lineOf(sectionOf(op).source) ?? 1 };
}
