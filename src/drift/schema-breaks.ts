// Values the schema forbids that the baseline did not have: a value outside a documented enum/const, a null where a
// non-null value is documented. Ajv decides, so if/then conditions and variants mean what they mean in validation.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { lookup } from '../base/json-pointer.js';
import { validateResponse } from '../validators/registry.js';
import { starred } from './shape.js';

export interface SchemaBreak {
  kind: 'enum-value-outside' | 'null-where-documented';
  /** Shape pointer (`*` for indices). */
  pointer: string;
  before: unknown;
  after: unknown;
  /** What the schema documents there: the allowed values, or the types. */
  documented: unknown;
}

/** An error raised inside one branch of an anyOf/oneOf counts only when the combinator failed on the same value: a
 * branch meant for another shape of the body says nothing about this value. */
function counted(e: ErrorObject, all: ErrorObject[]): boolean {
  const m = [...e.schemaPath.matchAll(/\/(anyOf|oneOf)\/\d+/g)].at(-1);
  if (m?.index === undefined) return true;
  const combinator = e.schemaPath.slice(0, m.index + m[1]!.length + 1);
  return all.some((x) => x.schemaPath === combinator && x.instancePath === e.instancePath);
}

const keyOf = (e: ErrorObject) => `${e.instancePath} ${e.keyword}`;

const allowed = (e: ErrorObject): unknown =>
  e.keyword === 'enum' ? e.params.allowedValues : e.keyword === 'const' ? e.params.allowedValue : e.params.type;

/** The breaks of `candidate` against the variant the baseline met (or else the candidate's closest); [] when it conforms. */
export function schemaBreaks(operation: string, status: number, baseline: unknown, candidate: unknown): SchemaBreak[] {
  const results = validateResponse(operation, status, candidate);
  if (results.length === 0 || results.some((r) => r.errors.length === 0)) return [];
  const baselineResults = validateResponse(operation, status, baseline);
  const met = baselineResults.find((r) => r.errors.length === 0)?.schemaId;
  const variant =
    results.find((r) => r.schemaId === met) ?? results.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
  // Errors the baseline already had against that variant are no change.
  const known = new Set(baselineResults.find((r) => r.schemaId === variant.schemaId)?.errors.map(keyOf));
  const out = new Map<string, SchemaBreak>();
  for (const e of variant.errors) {
    if (known.has(keyOf(e)) || !counted(e, variant.errors)) continue;
    const was = lookup(baseline, e.instancePath);
    const now = lookup(candidate, e.instancePath).value;
    // A place the baseline lacked is a new field; one it already held the same way is no change.
    if (!was.found || was.value === now) continue;
    const kind =
      e.keyword === 'enum' || e.keyword === 'const'
        ? 'enum-value-outside'
        : e.keyword === 'type' && now === null && was.value !== null
          ? 'null-where-documented'
          : undefined;
    const pointer = starred(candidate, e.instancePath);
    if (kind && !out.has(pointer)) out.set(pointer, { kind, pointer, before: was.value, after: now, documented: allowed(e) });
  }
  return [...out.values()];
}
