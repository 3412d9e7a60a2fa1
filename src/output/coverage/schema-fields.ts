// The fields a response schema holds, as paths (arrays see-through): a rule that checks a response against that schema
// can fail on each of them, which is what lets a row of a response field table count as covered.
import { lookup } from '../../base/json-pointer.js';
import type { Expectation } from '../../model/types.js';
import { responseSchemaIds, schemaOf } from '../../validators/registry.js';

type Schema = boolean | Record<string, unknown>;

/** Keywords that describe a value without holding it to anything. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'examples',
  'default',
  '$comment',
  'x-pii',
  'x-secret',
  'x-values-not-shown',
]);
const holds = (schema: Schema): boolean => typeof schema === 'object' && Object.keys(schema).some((k) => !ANNOTATIONS.has(k));

// A fixed base only to resolve relative $refs as Ajv does; ids are paths under schemas/.
const BASE = 'https://schemas.invalid/';
function resolve(ref: string, baseId: string): { schema: Schema; id: string } | undefined {
  const url = new URL(ref, BASE + baseId);
  const id = url.href.slice(BASE.length, url.href.length - url.hash.length);
  const at = lookup(schemaOf(id), decodeURIComponent(url.hash.slice(1)));
  return at.found ? { schema: at.value as Schema, id } : undefined;
}

// Joins a path's names in a set; no property name holds it.
const SEP = '\n';

/** Every field (a path of property names) the schema holds to something. */
function fieldsOf(schema: Schema, id: string, prefix: string[], depth = 0): Set<string> {
  const out = new Set<string>();
  if (typeof schema !== 'object' || depth > 24) return out;
  const add = (more: Set<string>) => more.forEach((f) => out.add(f));
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref, id);
    if (target) add(fieldsOf(target.schema, target.id, prefix, depth + 1));
  }
  for (const branch of (schema.allOf as Schema[] | undefined) ?? []) add(fieldsOf(branch, id, prefix, depth + 1));
  // Of alternatives, only what every branch holds: a body may meet the branch that lacks a field.
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = ((schema[keyword] as Schema[] | undefined) ?? []).map((b) => fieldsOf(b, id, prefix, depth + 1));
    if (branches.length > 0) add(new Set([...branches[0]!].filter((f) => branches.every((b) => b.has(f)))));
  }
  for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    if (holds(sub)) out.add([...prefix, name].join(SEP));
    add(fieldsOf(sub, id, [...prefix, name], depth + 1));
  }
  for (const items of [schema.items, ...((schema.prefixItems as Schema[] | undefined) ?? [])])
    if (items !== undefined) add(fieldsOf(items as Schema, id, prefix, depth + 1));
  return out;
}

const cache = new Map<string, string[][]>();
const fieldsOfId = (schemaId: string): string[][] => {
  let fields = cache.get(schemaId);
  if (fields === undefined) {
    fields = [...fieldsOf(schemaOf(schemaId) ?? false, schemaId, [])].map((f) => f.split(SEP));
    cache.set(schemaId, fields);
  }
  return fields;
};

/** The fields of every schema the rule's answer is held to (its variant, or each variant of its status: a field counts
 * only when all hold it); [] when the rule holds no body to a schema. */
export function checkedFields(operation: string, expect: Expectation | undefined): string[][][] {
  if (expect === undefined || expect.anyBody || expect.anyStatus) return [];
  const ids = responseSchemaIds(operation, expect.status).filter(
    (id) => expect.variant === undefined || id.endsWith(`/${expect.status}.${expect.variant}.schema.json`),
  );
  return ids.map(fieldsOfId);
}
