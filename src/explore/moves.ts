// The coverage pass: for every field, its boundaries and negations as moves (a value set, the field left out, a part
// sent twice, a file emptied...). Values are tables by the field's type; edits say where the field lives.
import type { Edit, Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { symbolicRequest } from '../rules/build.js';
import { tableOf } from '../rules/index.js';
import { contentTypeMoves } from './content-type-moves.js';
import { exclusivePairs, type Field, fieldKey, fieldsOf } from './fields.js';
import { documentedFiles } from './files.js';
import type { Move } from './types.js';
import { writtenRows } from './written.js';

/** A name no document gives a field: sent to see that an unknown field is ignored or refused, never a crash. */
export const UNKNOWN_FIELD = 'vtsExploreExtra';
const UNICODE = 'Zoë Ωμέγα 中文 😀 \u202etxet\u202c e\u0301';
const LONG = 'x'.repeat(10_000);

/** The edits that give `field` the value `v` (undefined: leave it out). */
export function edit(f: Field, v: Value | undefined): Edit[] {
  if (f.where === 'body') return v === undefined ? [{ drop: [f.name] }] : [{ set: { [f.name]: v } }];
  if (f.where === 'item') {
    const [field, item] = [f.array as string, f.name.split('[].')[1] as string];
    return [{ items: v === undefined ? { field, drop: [item] } : { field, set: { [item]: v } } }];
  }
  if (f.where === 'header') return v === undefined ? [{ dropHeaders: [f.name] }] : [{ headers: { [f.name]: v } }];
  return v === undefined ? [{ dropParts: [f.name] }] : [{ parts: { [f.name]: v } }];
}

const move = (f: Field, keyword: string, v: Value | undefined, shows: string): Move => ({
  field: fieldKey(f),
  keyword,
  edits: edit(f, v),
  shows,
});

export const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…" (${String(v).length} characters)` : s;
};

type Row = [keyword: string, value: Value];

const STRING_ROWS: Row[] = [
  ['empty', ''],
  ['blank', '   '],
  ['long', LONG],
  ['unicode', UNICODE],
  ['control', 'a\u0000b\u001b[0m'],
  ['numeric-text', '12345'],
];
// A header is a byte string: no character above U+00FF, no control character.
const HEADER_ROWS: Row[] = [
  ['empty', ''],
  ['long', 'x'.repeat(4_000)],
  ['latin-1', 'ñandú-ÿ'],
];
const TYPE_ROWS = (type: Field['type']): Row[] =>
  (
    [
      ['type', 42],
      ['type', true],
      ['type', 'soon'],
      ['type', {}],
      ['type', []],
      ['null', null],
    ] as Row[]
  ).filter(([, v]) => {
    if (type === 'string') return typeof v !== 'string';
    if (type === 'integer' || type === 'number') return typeof v !== 'number';
    if (type === 'array') return !Array.isArray(v);
    if (type === 'object') return v === null || typeof v !== 'object' || Array.isArray(v);
    return true;
  });

function numberRows(f: Field): Row[] {
  const rows: Row[] = [];
  if (f.minimum !== undefined) rows.push(['minimum', f.minimum], ['minimum-1', f.minimum - 1]);
  if (f.maximum !== undefined) rows.push(['maximum', f.maximum], ['maximum+1', f.maximum + 1]);
  const inside = f.minimum ?? 1;
  rows.push(['far-below', -(2 ** 31) - 1], ['far-above', 2 ** 53], ['fraction', inside + 0.5], ['numeric-text', String(inside)]);
  if (f.minimum === undefined || f.minimum < 0) rows.push(['zero', 0]);
  return rows;
}

function stringRows(f: Field): Row[] {
  const rows: Row[] = [...STRING_ROWS];
  for (const v of f.enum ?? []) rows.push(['enum', v]);
  const first = f.enum?.[0];
  if (first !== undefined)
    rows.push(['not-in-enum', first.toUpperCase()], ['not-in-enum', `${first} `], ['not-in-enum', 'maybe']);
  if (f.format !== undefined || f.pattern !== undefined) rows.push(['malformed', 'plainaddress'], ['malformed', 'a@@b']);
  return rows;
}

const ARRAY_ROWS: Row[] = [
  ['array-empty', []],
  ['item-type', [null]],
  ['item-type', ['x']],
  ['item-empty', [{}]],
];
const OBJECT_ROWS: Row[] = [
  ['object-empty', {}],
  ['object', { [UNKNOWN_FIELD]: 'x' }],
];

/** The rows of a field sent as JSON or as a form's text; a text carrying a number or a flag first as it can be written. */
function valueRows(f: Field): Row[] {
  if (f.where === 'header') return HEADER_ROWS;
  const typed = f.where === 'body' || f.where === 'item' ? TYPE_ROWS(f.type) : [];
  if (f.type === 'integer' || f.type === 'number') return [...numberRows(f), ...typed];
  if (f.type === 'array') return [...ARRAY_ROWS, ...typed];
  if (f.type === 'object') return [...OBJECT_ROWS, ...typed];
  const rows = [...(f.carries ? writtenRows(f.carries) : []), ...stringRows(f), ...typed];
  return rows.filter(([, v], i) => rows.findIndex(([, w]) => w === v) === i);
}

/** The valid request's value of a form part (what a duplicate repeats). */
function partValue(operation: OperationId, name: string): Value | undefined {
  const table = tableOf(operation);
  const body = table && symbolicRequest(table.baseline, []).body;
  return body?.kind === 'multipart' ? body.parts.find((p) => p.name === name)?.value : undefined;
}

function fieldMoves(operation: OperationId, f: Field): Move[] {
  const moves: Move[] = [];
  if (f.inBaseline) moves.push(move(f, 'missing', undefined, 'left out'));
  const key = f.fileKey as string;
  if (f.where === 'file')
    moves.push(
      move(f, 'zero-byte', { $: 'file', key, bytes: 'empty' }, 'a zero-byte file'),
      move(f, 'wrong-magic', { $: 'file', key, bytes: 'wrong-magic' }, 'its first bytes overwritten'),
      move(f, 'text-for-file', 'not a file', 'a text value'),
    );
  if (f.where === 'file' || (f.where === 'part' && f.inBaseline)) {
    const v = partValue(operation, f.name);
    if (v !== undefined)
      moves.push({
        field: fieldKey(f),
        keyword: 'duplicate',
        edits: [{ appendParts: { [f.name]: v } }],
        shows: `a second "${f.name}" part`,
      });
  }
  // Every other file the operation's rules send (another kind, another part's), in this part: after the duplicate, so
  // however many there are, a part sent twice comes within the same few rounds of the pass.
  if (f.where === 'file')
    moves.push(
      ...documentedFiles(operation)
        .filter((k) => k !== key)
        .map((k) => move(f, 'other-file', { $: 'file', key: k }, k)),
    );
  if (f.where !== 'file') for (const [keyword, v] of valueRows(f)) moves.push(move(f, keyword, v, show(v)));
  return moves;
}

/** Moves that touch no one field: an unknown field, a pair the documents forbid together. */
function requestMoves(operation: OperationId): Move[] {
  const form = fieldsOf(operation).some((f) => f.where === 'file' || f.where === 'part');
  const json = fieldsOf(operation).some((f) => f.where === 'body');
  const moves: Move[] = [];
  if (json)
    moves.push({
      field: `body:${UNKNOWN_FIELD}`,
      keyword: 'unknown-field',
      edits: [{ set: { [UNKNOWN_FIELD]: 'x' } }],
      shows: 'a field no document names',
    });
  if (form)
    moves.push({
      field: `part:${UNKNOWN_FIELD}`,
      keyword: 'unknown-field',
      edits: [{ appendParts: { [UNKNOWN_FIELD]: 'x' } }],
      shows: 'a part no document names',
    });
  for (const [a, b] of exclusivePairs(operation))
    moves.push({
      field: `body:${a}+${b}`,
      keyword: 'together',
      edits: [{ set: { [a]: { $: 'faker', call: 'string.numeric', args: [10] }, [b]: { $: 'faker', call: 'internet.email' } } }],
      shows: `both ${a} and ${b}`,
    });
  return moves;
}

/** Every coverage move of the operation, fields taken in turn (the first move of each field, then the second...), so a
 * budget smaller than the pass still touches every field. */
export function coverageMoves(operation: OperationId): Move[] {
  const perField = [...fieldsOf(operation).map((f) => fieldMoves(operation, f)), requestMoves(operation)];
  perField.push(contentTypeMoves(operation));
  const out: Move[] = [];
  for (let i = 0; perField.some((m) => i < m.length); i++) for (const m of perField) if (i < m.length) out.push(m[i] as Move);
  return out;
}
