// A move that sets one field to one value, read back as that field and value: what shrinking makes smaller, a reproduce
// line's `value=` gives again, and findings are grouped by (the field and the kind of its value).
import type { Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { isRef } from '../rules/build.js';
import { type Field, fieldKey, fieldsOf } from './fields.js';
import { formOf } from './kinds.js';
import { edit, show } from './moves.js';
import type { Move } from './types.js';

/** Where the edit `edit()` makes keeps the field's value. */
type Holder = Partial<Record<'set' | 'headers' | 'parts', Record<string, Value>>> & { items?: { set?: Record<string, Value> } };
const holderOf = (f: Field, e: Holder) =>
  ({ body: e.set, item: e.items?.set, header: e.headers, part: e.parts, file: undefined })[f.where];

/** The field a move sets and the value it sets it to; undefined for a move that sets no one value (a part sent twice, a
 * file emptied, a documented rule's several edits). */
export function valueOf(operation: OperationId, m: Move): { field: Field; value: Value } | undefined {
  const f = fieldsOf(operation).find((x) => fieldKey(x) === m.field && x.where !== 'file');
  if (f === undefined || m.edits.length !== 1) return undefined;
  const value = holderOf(f, m.edits[0] as Holder)?.[f.where === 'item' ? (f.name.split('[].')[1] as string) : f.name];
  return value !== undefined && JSON.stringify(edit(f, value)) === JSON.stringify(m.edits) ? { field: f, value } : undefined;
}

/** The move `m` setting its field to `value` instead (shrinking's smaller value); undefined where `m` sets no one value. */
export function withValue(operation: OperationId, m: Move, value: Value): Move | undefined {
  const set = valueOf(operation, m);
  return set && { field: m.field, keyword: formOf(set.field, value), edits: edit(set.field, value), shows: show(value) };
}

/** The kind of what a move sets (`fraction`, `above-max`), or its keyword where it sets no one value (`duplicate`): with
 * its field, what a finding needs, as findings are grouped. */
export function moveKind(operation: OperationId, m: Move): string {
  const set = valueOf(operation, m);
  return set && !isRef(set.value) ? formOf(set.field, set.value) : m.keyword;
}
