// Which places of a body the schemas of its operation and status document, and how: the schema is walked along the
// body, as src/validators/annotations.ts does for x-pii, over every variant file and every branch.
import { lookup } from '../base/json-pointer.js';
import { responseSchemaIds, schemaOf } from '../validators/registry.js';
import { escapeToken } from '../base/json-pointer.js';

export interface DocumentedPlace {
  /** `x-values-not-shown`: the document does not show the allowed values. */
  notShown: boolean;
  /** `x-pii` or `x-secret`: the value is a stand-in, and so is everything below it. */
  pii: boolean;
}
/** Shape pointers (`*` for indices) a schema documents, with their marks; a place not in the map is undocumented. */
export type Documentation = Map<string, DocumentedPlace>;

type JsonSchema = boolean | Record<string, unknown>;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
// A fixed base only to resolve relative $refs the way Ajv does; ids are paths under schemas/.
const BASE = 'https://schemas.invalid/';

function resolveRef(ref: string, baseId: string): { schema: JsonSchema; id: string } | undefined {
  const url = new URL(ref, BASE + baseId);
  const id = url.href.slice(BASE.length, url.href.length - url.hash.length);
  const schema = schemaOf(id);
  const at = schema && lookup(schema, decodeURIComponent(url.hash.slice(1)));
  return at?.found && (typeof at.value === 'boolean' || isObject(at.value)) ? { schema: at.value as JsonSchema, id } : undefined;
}

interface Walk {
  out: Documentation;
  // A recursive $ref on the same value is followed once.
  seen: Set<string>;
}

interface At {
  concrete: string;
  star: string;
}

function walk(schema: JsonSchema, id: string, value: unknown, at: At, w: Walk): void {
  if (typeof schema === 'boolean') return;
  const place = w.out.get(at.star) ?? { notShown: false, pii: false };
  w.out.set(at.star, place);
  if (schema['x-values-not-shown'] === true) place.notShown = true;
  if (typeof schema['x-pii'] === 'string' || schema['x-secret'] === true) {
    place.pii = true;
    return;
  }
  if (typeof schema.$ref === 'string') {
    const key = `${id}|${schema.$ref}|${at.concrete}`;
    const target = w.seen.has(key) ? undefined : resolveRef(schema.$ref, id);
    w.seen.add(key);
    if (target) walk(target.schema, target.id, value, at, w);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[keyword])) for (const branch of schema[keyword] as JsonSchema[]) walk(branch, id, value, at, w);
  for (const keyword of ['if', 'then', 'else'] as const)
    if (schema[keyword] !== undefined) walk(schema[keyword] as JsonSchema, id, value, at, w);
  if (isObject(value)) walkProperties(schema, id, value, at, w);
  if (Array.isArray(value)) walkItems(schema, id, value, at, w);
}

function walkProperties(schema: Record<string, unknown>, id: string, value: Record<string, unknown>, at: At, w: Walk): void {
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const patterns = isObject(schema.patternProperties)
    ? Object.entries(schema.patternProperties as Record<string, JsonSchema>)
    : [];
  for (const [key, child] of Object.entries(value)) {
    const token = escapeToken(key);
    const here = { concrete: `${at.concrete}/${token}`, star: `${at.star}/${token}` };
    const matched = patterns.filter(([p]) => new RegExp(p, 'u').test(key));
    if (Object.hasOwn(properties, key)) walk(properties[key] as JsonSchema, id, child, here, w);
    for (const [, sub] of matched) walk(sub, id, child, here, w);
    // `additionalProperties: true` allows any field without documenting one; a schema there documents them.
    if (!Object.hasOwn(properties, key) && matched.length === 0 && isObject(schema.additionalProperties))
      walk(schema.additionalProperties, id, child, here, w);
  }
}

function walkItems(schema: Record<string, unknown>, id: string, value: unknown[], at: At, w: Walk): void {
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  value.forEach((item, i) => {
    const sub = i < prefix.length ? prefix[i] : schema.items;
    if (sub !== undefined) walk(sub as JsonSchema, id, item, { concrete: `${at.concrete}/${i}`, star: `${at.star}/*` }, w);
  });
}

const cache = new WeakMap<object, Map<string, Documentation>>();

/** The places of `body` documented by any variant of schemas/<operation>/<status>[.<variant>].schema.json. */
export function documentationOf(operation: string, status: number, body: unknown): Documentation {
  const key = `${operation} ${status}`;
  const byBody = body !== null && typeof body === 'object' ? (cache.get(body) ?? new Map()) : undefined;
  const known = byBody?.get(key);
  if (known) return known;
  const w: Walk = { out: new Map(), seen: new Set() };
  for (const id of responseSchemaIds(operation, status)) {
    const schema = schemaOf(id);
    if (schema !== undefined) walk(schema, id, body, { concrete: '', star: '' }, w);
  }
  if (byBody) {
    byBody.set(key, w.out);
    cache.set(body as object, byBody);
  }
  return w.out;
}

/** A place holds personal data or a secret when it or a place above it is marked. */
export function isPii(doc: Documentation, pointer: string): boolean {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    if (doc.get(p)?.pii) return true;
    if (p === '') return false;
  }
}
