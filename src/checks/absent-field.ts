import { escapeToken, lookup, tokensOf } from '../base/json-pointer.js';
import { responseSchemaIds, type SchemaObject, schemaOf } from '../validators/registry.js';
import { type Check, onExpectedJson } from './check.js';

const isObj = (v: unknown): v is SchemaObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The fields a schema says are absent (`not: { required: [field] }`), as pointers with `*` for every item of a list.
 * Read from the file through `properties`, `items` and `allOf` (a shared part reached by `$ref` declares none). */
export function declaredAbsences(schema: unknown, at = ''): string[] {
  if (!isObj(schema)) return [];
  const not = schema.not;
  const own =
    isObj(not) && Object.keys(not).length === 1 && Array.isArray(not.required) && not.required.length === 1
      ? [`${at}/${escapeToken(String(not.required[0]))}`]
      : [];
  const properties = isObj(schema.properties) ? Object.entries(schema.properties) : [];
  return [
    ...own,
    ...properties.flatMap(([key, sub]) => declaredAbsences(sub, `${at}/${escapeToken(key)}`)),
    ...declaredAbsences(schema.items, `${at}/*`),
    ...(Array.isArray(schema.allOf) ? schema.allOf.flatMap((sub) => declaredAbsences(sub, at)) : []),
  ];
}

/** The absences every envelope of the answer's status declares (the rule's variant only, when it pins one). */
function schemaAbsences(operation: string, status: number, variant: string | undefined): string[] {
  const ids = responseSchemaIds(operation, status).filter(
    (id) => variant === undefined || id.endsWith(`/${status}.${variant}.schema.json`),
  );
  const each = ids.map((id) => new Set(declaredAbsences(schemaOf(id))));
  return [...(each[0] ?? [])].filter((p) => each.every((s) => s.has(p)));
}

/** The places a pointer with `*` names in a body (each item of a list, each key of an object). */
function placesOf(body: unknown, pattern: string): string[] {
  let places: { at: string; value: unknown }[] = [{ at: '', value: body }];
  for (const token of tokensOf(pattern)) {
    places = places.flatMap(({ at, value }) => {
      if (value === null || typeof value !== 'object') return [];
      if (token !== '*') return [{ at: `${at}/${escapeToken(token)}`, value: (value as Record<string, unknown>)[token] }];
      return Object.entries(value).map(([k, v]) => ({ at: `${at}/${escapeToken(k)}`, value: v }));
    });
  }
  return places.map((p) => p.at);
}

/** Fields the documents say are absent on this answer: the rule's (`error` on the token's 404 and 409, the score
 * without returnScore) and its envelope's (monthly items carry no monthly balances). */
export const absentField: Check = onExpectedJson(({ operation, response, expect }) => {
  const patterns = new Set([...(expect.absent ?? []), ...schemaAbsences(operation, response.status, expect.variant)]);
  return [...patterns]
    .flatMap((pattern) => placesOf(response.body, pattern))
    .flatMap((pointer) => {
      const { found, value } = lookup(response.body, pointer);
      return found ? [{ title: 'Field must be absent' as const, pointer, expected: '(absent)', actual: value }] : [];
    });
});
