// Where in the vendor's documents a finding lives, for SARIF: the Errors row a rule's expectation is, else the section
// the rule cites, else the operation's own section (src/export/sections.ts finds it), as the document's path from the
// folder the command ran in (the team's checkout in CI: node_modules/vts-conformance/spec/<document> where the harness
// is installed) and the line GitHub shows the finding on.
import { isAbsolute, join, relative, sep } from 'node:path';
import { ROOT } from '../../base/paths.js';
import { documentIndex } from '../../documents/document-index.js';
import { asErrorRow, expectsErrorRow } from '../../documents/documents.js';
import { OPERATIONS, type OperationId } from '../../model/operations.js';
import type { Rule } from '../../model/types.js';
import { sectionOf } from '../../export/sections.js';

export interface DocumentPlace {
  /** The document's path from `from`; `spec/<document>` when it is not under it. */
  uri: string;
  /** 1-based line of the row, or of the section's heading. */
  line: number;
}

const sectionAt = (path: string) => documentIndex().flatMap((d) => d.sections.find((s) => s.path === path) ?? [])[0];

function uriOf(document: string, from: string): string {
  const path = relative(from, join(ROOT, 'spec', document));
  // Never a path out of the checkout (nor an absolute one): GitHub could not show it, and it names this machine.
  return path.startsWith('..') || isAbsolute(path) ? `spec/${document}` : path.split(sep).join('/');
}

/** The first of the row's sections the documents have, else the operation's section (the catalogue's test holds that
 * every operation has one). */
export function documentPlace(operation: OperationId, source: string | undefined, from = process.cwd()): DocumentPlace {
  const op = OPERATIONS[operation];
  const cited = (source?.split('; ') ?? []).map(sectionAt).find((section) => section !== undefined);
  if (cited !== undefined) return { uri: uriOf(cited.document, from), line: cited.line };
  return { uri: uriOf(op.document, from), line: sectionAt(sectionOf(op).source)?.line ?? 1 };
}

/** The row of an Errors table, in a section the rule cites, whose status and text are the rule's expectation. */
const pinnedRow = (rule: Pick<Rule, 'source' | 'expect'>) => {
  const sources = rule.source.split('; ');
  return documentIndex()
    .flatMap((d) => d.rows)
    .find((row) => {
      const error = sources.includes(row.section) ? asErrorRow(row) : undefined;
      return error !== undefined && expectsErrorRow(rule.expect, error);
    });
};

/** A rule's place: the line of the Errors row it expects where it pins one, else its section's heading. */
export function rulePlace(rule: Pick<Rule, 'operation' | 'source' | 'expect'>, from = process.cwd()): DocumentPlace {
  const row = pinnedRow(rule);
  return row === undefined
    ? documentPlace(rule.operation, rule.source, from)
    : { uri: uriOf(row.document, from), line: row.line };
}
