// What a case saw that gates nothing but belongs in its report: which reading the documents leave open an answer took
// (a withdrawal's sign, a timestamp's offset), what the harness could not hold (a statement sent without facts), and what
// a setting whose effect is not shown changed in the answer.
// Each observer is a pure function over the same input as a check; its lines join the case's `observed`.
import { responseSchemaIds } from '../validators/registry.js';
import { statusCodeType } from '../validators/status-code-type.js';
import { type CheckInput, judgedJson, type Observer } from './check.js';
import { factsNote, orderNote, signNoteOf } from './oracles.js';
import { timestampNote } from './event.js';
import { settingFieldsNote } from './setting-fields.js';

/** `statusCode`'s type, where the operation's envelope for the status leaves it open (src/validators/status-code-type.ts). */
const statusCodeNote: Observer = (input) => {
  const { operation, response } = input;
  const value = (response.body as { statusCode?: unknown } | null)?.statusCode;
  if (!judgedJson(input) || (typeof value !== 'string' && typeof value !== 'number')) return [];
  const open = responseSchemaIds(operation, response.status).some((id) => statusCodeType(id) === 'unpinned');
  return open ? [`statusCode ${typeof value === 'string' ? 'a string' : 'an integer'} (the type is not pinned)`] : [];
};

export const OBSERVERS: readonly Observer[] = [
  factsNote,
  signNoteOf,
  orderNote,
  timestampNote,
  statusCodeNote,
  settingFieldsNote,
];

export const observe = (input: CheckInput): string[] => OBSERVERS.flatMap((o) => o(input));
