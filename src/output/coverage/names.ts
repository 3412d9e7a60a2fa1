// What a table row is called, and what a rule names: the coverage page counts a row of a fields, limits or states table
// as covered by a rule that cites its section only when the rule names the row (docs/spec-coverage.md).
import type { DocumentRow } from '../../documents/document-index.js';
import type { Expectation, Rule } from '../../model/types.js';
import { requestChanges } from './request-names.js';

/** A row's name: under a "Field" heading, the field paths of its first cell ("ifscDetails.neft, imps" gives two; `[]`
 * dropped); in any other table, the words of its key ("Token expiry", "BANK_STATEMENT_PARSING_FAILED"). */
export type RowName = { paths: string[][] } | { words: string[] };

/** A rule's names: the field paths it writes or sends (dotted, `[0]` dropped; its id past the operation), and its words,
 * lower-cased. */
export interface RuleNames {
  paths: string[][];
  words: Set<string>;
  /** The body fields its judged request sets, adds or drops (its operation's baseline compared, built offline). */
  sent: string[][];
}

const PATHS_IN_TEXT = /[A-Za-z_]\w*(?:(?:\[\d*\])?\.[A-Za-z_]\w*)*/g;
const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'or', 'in', 'on', 'by', 'for', 'with']);

/** "physicalAddressZip" → physical, address, zip; "BANK_STATEMENT" → bank, statement; numbers kept. */
const wordsOf = (text: string): string[] =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());

const segments = (path: string): string[] => path.replace(/\[\d*\]/g, '').split('.');

export function rowName(row: DocumentRow): RowName {
  if (row.header[0] !== 'Field') return { words: wordsOf(row.key).filter((w) => !STOP_WORDS.has(w)) };
  const parts = (row.cells[0] ?? '')
    .replace(/[`[\]]/g, '')
    .split(',')
    .map((p) => p.trim());
  // "ifscDetails.neft, imps": a bare name after the first part lives beside it.
  const parent = segments(parts[0] ?? '').slice(0, -1);
  return { paths: parts.map((p, i) => (i > 0 && !p.includes('.') ? [...parent, p] : segments(p))) };
}

/** JSON pointers of an expectation as paths ("/result/0/s3url" → result.s3url), and its texts as they are. */
function expectationTexts(expect: Expectation | undefined): { pointers: string[]; texts: string[] } {
  const pointers: string[] = [];
  const texts: string[] = [];
  const visit = (value: unknown, key: string): void => {
    // A message's kind says how it is matched, not what it names.
    if (key === 'kind') return;
    if (typeof value === 'string')
      (key === 'pointer' || key === 'request' || key === 'response' || key === 'absent' ? pointers : texts).push(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(expect, '');
  return { pointers, texts };
}

/** The names in a rule's id, title, request (the body fields it changes) and expectation. */
export function ruleNames(rule: Rule): RuleNames {
  const { pointers, texts } = expectationTexts(rule.expect);
  const idParts = rule.id.split('.').slice(1);
  const written = [rule.title, ...texts].flatMap((t) => t.match(PATHS_IN_TEXT) ?? []);
  const sent = requestChanges(rule);
  const paths = [
    ...idParts.map((p) => [p]),
    ...written.map(segments),
    ...pointers.map((p) => p.split('/').filter((s) => s !== '' && !/^\d+$/.test(s))),
    ...sent,
  ];
  // The operation counts among the words ("Token expiry" is an authToken rule's), never as a field.
  const words = [rule.id, rule.title, ...texts, ...pointers, ...sent.map((p) => p.join('.'))].flatMap(wordsOf);
  return { paths, words: new Set(words), sent };
}

/** Two paths name the same field when they agree on every segment they both have, counted from the end. */
const samePathEnd = (a: string[], b: string[]): boolean => {
  const n = Math.min(a.length, b.length);
  return n > 0 && a.slice(-n).every((s, i) => s === b.slice(-n)[i]);
};

/** Whether the rule's request sets, adds or drops every field of the row. */
export const sends = (rule: RuleNames, row: RowName): boolean =>
  'paths' in row && row.paths.every((field) => rule.sent.some((path) => samePathEnd(path, field)));

/** Whether the rule names every field of the row, or every word of a prose row. */
export function names(rule: RuleNames, row: RowName): boolean {
  if ('words' in row) return row.words.length > 0 && row.words.every((w) => rule.words.has(w));
  return row.paths.every((field) => rule.paths.some((path) => samePathEnd(path, field)));
}
