// Where a value carries personal data or a secret, read from the schema's x-pii / x-secret marks: redaction follows the schema.
import { lookup } from '../base/json-pointer.js';
import { responseSchemaIds, schemaOf } from './registry.js';
import { escapeToken } from '../base/json-pointer.js';

export interface Mark {
  pii?: string;
  secret?: boolean;
  /** No schema describes the value (a field the documents do not have): what it holds is not known to be no one's. */
  undocumented?: boolean;
}
export interface MarkedPointer {
  pointer: string;
  mark: Mark;
  /** The value at the pointer (what a report must not show), as the walk found it. */
  value: unknown;
}

type SchemaObject = { [keyword: string]: unknown };
type JsonSchema = boolean | SchemaObject;

function rawSchema(schemaId: string): JsonSchema {
  const schema = schemaOf(schemaId);
  if (schema === undefined) throw new Error(`no schema ${schemaId} under schemas/: add the file or fix the id`);
  return schema;
}
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
// A fixed base only to resolve relative $refs the way Ajv does; ids are paths under schemas/.
const BASE = 'https://schemas.invalid/';

// The schemas are read once, so what a $ref names and a pattern's RegExp are worked out once too: every answer's
// report walks its schema.
const resolved = new Map<string, { schema: JsonSchema; id: string }>();
const patterns = new Map<string, RegExp>();

/** The schema a $ref names, with the id later relative refs resolve against. */
function resolveRef(ref: string, baseId: string): { schema: JsonSchema; id: string } {
  const key = `${baseId}|${ref}`;
  let target = resolved.get(key);
  if (target === undefined) resolved.set(key, (target = resolveRefOnce(ref, baseId)));
  return target;
}

function resolveRefOnce(ref: string, baseId: string): { schema: JsonSchema; id: string } {
  const url = new URL(ref, BASE + baseId);
  const id = url.href.slice(BASE.length, url.href.length - url.hash.length);
  const pointer = decodeURIComponent(url.hash.slice(1));
  const at = lookup(rawSchema(id), pointer);
  if (!at.found) throw new Error(`schemas/${baseId}: $ref "${ref}" points at nothing: fix the $ref`);
  return { schema: at.value as JsonSchema, id };
}

function markOf(schema: SchemaObject): Mark | undefined {
  const pii = typeof schema['x-pii'] === 'string' ? schema['x-pii'] : undefined;
  const secret = schema['x-secret'] === true;
  if (pii === undefined && !secret) return undefined;
  return { ...(pii === undefined ? {} : { pii }), ...(secret ? { secret } : {}) };
}

interface Walk {
  out: Map<string, { mark: Mark; value: unknown }>;
  // Guards against a recursive $ref on the same value: a (schema, pointer) pair is visited once.
  seen: Set<string>;
  /** Asked for: the properties some schema met describes, and those one met does not (a property of any is described). */
  places?: { described: Set<string>; undescribed: Map<string, unknown> };
}

// The keywords walk() follows, by the shape of what they hold (marksNothing() follows the same ones): the same value under
// each of a list's schemas, under one schema, or (properties, items) its parts under an object's or a list's schemas.
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SCHEMAS = ['if', 'then', 'else'] as const;
const PART_LISTS = ['prefixItems'] as const;
const PART_SCHEMAS = ['additionalProperties', 'items'] as const;
const PART_MAPS = ['properties', 'patternProperties'] as const;

function walk(schema: JsonSchema, id: string, value: unknown, pointer: string, w: Walk): void {
  if (typeof schema === 'boolean' || value === undefined || (w.places === undefined && marksNothing(schema, id))) return;
  const mark = markOf(schema);
  if (mark !== undefined) {
    // A marked value is replaced whole, so nothing below it needs its own mark.
    w.out.set(pointer, { mark: { ...w.out.get(pointer)?.mark, ...mark }, value });
    return;
  }
  if (typeof schema.$ref === 'string') {
    const key = `${id}|${schema.$ref}|${pointer}`;
    if (!w.seen.has(key)) {
      w.seen.add(key);
      const target = resolveRef(schema.$ref, id);
      walk(target.schema, target.id, value, pointer, w);
    }
  }
  // Every branch is followed, matching or not: marking a value any branch marks errs on the side of redacting.
  for (const keyword of SCHEMA_LISTS)
    if (Array.isArray(schema[keyword])) for (const branch of schema[keyword] as JsonSchema[]) walk(branch, id, value, pointer, w);
  for (const keyword of SCHEMAS) if (schema[keyword] !== undefined) walk(schema[keyword] as JsonSchema, id, value, pointer, w);
  if (isObject(value)) walkProperties(schema, id, value, pointer, w);
  if (Array.isArray(value)) walkItems(schema, id, value, pointer, w);
}

/** The keywords' subschemas that walk() follows (besides $ref). */
function subschemasOf(schema: SchemaObject): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const keyword of [...SCHEMA_LISTS, ...PART_LISTS])
    if (Array.isArray(schema[keyword])) out.push(...(schema[keyword] as JsonSchema[]));
  for (const keyword of [...SCHEMAS, ...PART_SCHEMAS]) if (schema[keyword] !== undefined) out.push(schema[keyword] as JsonSchema);
  for (const keyword of PART_MAPS)
    if (isObject(schema[keyword])) out.push(...Object.values(schema[keyword] as Record<string, JsonSchema>));
  return out;
}

// Whether no mark can be reached from a schema, through any keyword or $ref: its value is then not walked at all (a
// parse's results, hundreds of transactions and monthly figures none of whose fields is marked).
const markFree = new WeakMap<SchemaObject, boolean>();
function marksNothing(schema: SchemaObject, id: string): boolean {
  let free = markFree.get(schema);
  if (free === undefined) markFree.set(schema, (free = !reachesMark(schema, id)));
  return free;
}

function reachesMark(root: SchemaObject, rootId: string): boolean {
  const seen = new Set<SchemaObject>();
  const todo: { schema: JsonSchema; id: string }[] = [{ schema: root, id: rootId }];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    const { schema, id } = next;
    if (typeof schema === 'boolean' || seen.has(schema)) continue;
    seen.add(schema);
    if (markOf(schema) !== undefined) return true;
    if (typeof schema.$ref === 'string') {
      try {
        todo.push(resolveRef(schema.$ref, id));
      } catch {
        // A $ref that points at nothing: the walk itself reports it, if the value goes there.
        return true;
      }
    }
    for (const sub of subschemasOf(schema)) todo.push({ schema: sub, id });
  }
  return false;
}

function regExpOf(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (re === undefined) patterns.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

function walkProperties(schema: SchemaObject, id: string, value: Record<string, unknown>, pointer: string, w: Walk): void {
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const keyPatterns = isObject(schema.patternProperties)
    ? Object.entries(schema.patternProperties as Record<string, JsonSchema>)
    : [];
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escapeToken(key)}`;
    const matched = keyPatterns.length === 0 ? keyPatterns : keyPatterns.filter(([p]) => regExpOf(p).test(key));
    if (Object.hasOwn(properties, key)) walk(properties[key] as JsonSchema, id, child, at, w);
    for (const [, sub] of matched) walk(sub, id, child, at, w);
    const open = !Object.hasOwn(properties, key) && matched.length === 0;
    if (open && schema.additionalProperties !== undefined) walk(schema.additionalProperties as JsonSchema, id, child, at, w);
    if (open && !isObject(schema.additionalProperties)) w.places?.undescribed.set(at, child);
    else w.places?.described.add(at);
  }
}

function walkItems(schema: SchemaObject, id: string, value: unknown[], pointer: string, w: Walk): void {
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  value.forEach((item, i) => {
    const sub = i < prefix.length ? prefix[i] : schema.items;
    if (sub !== undefined) walk(sub as JsonSchema, id, item, `${pointer}/${i}`, w);
  });
}

/** RFC 6901 pointers of the values in `value` that the schemas mark x-pii or x-secret, in document order, over every
 * schema (a place any marks is marked); with `undocumented`, the properties none describes too. */
function marksOver(schemaIds: string[], value: unknown, undocumented: boolean): MarkedPointer[] {
  const places = undocumented ? { described: new Set<string>(), undescribed: new Map<string, unknown>() } : undefined;
  const w: Walk = { out: new Map(), seen: new Set(), ...(places ? { places } : {}) };
  for (const id of schemaIds) walk(rawSchema(id), id, value, '', w);
  for (const [pointer, found] of places?.undescribed ?? [])
    if (!places?.described.has(pointer)) w.out.set(pointer, { mark: { undocumented: true }, value: found });
  return [...w.out].map(([pointer, { mark, value: found }]) => ({ pointer, mark, value: found }));
}

export const marksFor = (schemaId: string, value: unknown, undocumented = false): MarkedPointer[] =>
  marksOver([schemaId], value, undocumented);

/** Marks of a response body, over every variant documented for the status; [] when none is. */
export const responseMarks = (operation: string, status: number, body: unknown, undocumented = false): MarkedPointer[] =>
  marksOver(responseSchemaIds(operation, status), body, undocumented);

/** Marks of a request body from `<operation>/request.schema.json`; [] when the operation has none. */
export function requestMarks(operation: string, body: unknown): MarkedPointer[] {
  const id = `${operation}/request.schema.json`;
  return schemaOf(id) === undefined ? [] : marksFor(id, body);
}
