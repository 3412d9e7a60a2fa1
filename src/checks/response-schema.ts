import { lookup } from '../base/json-pointer.js';
import { validateResponse } from '../validators/registry.js';
import { type Check, onExpectedJson } from './check.js';

/** The body matches the documented envelope for its status: one of the variants, or the rule's pinned variant. */
export const responseSchema: Check = onExpectedJson(({ operation, response, expect }) => {
  const results = validateResponse(operation, response.status, response.body).filter(
    (r) => expect.variant === undefined || r.schemaId.endsWith(`/${response.status}.${expect.variant}.schema.json`),
  );
  // A status the document does not show has no envelope to hold the body to.
  if (results.length === 0 && expect.anyStatus) return [];
  if (results.length === 0)
    return [
      {
        title: 'No documented schema',
        pointer: '',
        expected: `schemas/${operation}/${response.status}${expect.variant ? `.${expect.variant}` : ''}.schema.json`,
        actual: '(none)',
      },
    ];
  if (results.some((r) => r.errors.length === 0)) return [];
  // Report the closest variant: the one with the fewest errors says most precisely what broke.
  const closest = results.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
  return closest.errors.map((e) => ({
    title: 'Response violates schema' as const,
    pointer: e.instancePath,
    expected: `${schemaLocation(closest.schemaId, e.schemaPath)}: ${e.message ?? e.keyword}`,
    actual: lookup(response.body, e.instancePath).value,
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
  }));
});

/** Ajv gives "#/…" inside the schema, or "200.schema.json#/…" after a $ref into a sibling file: name the file either way. */
function schemaLocation(schemaId: string, schemaPath: string): string {
  if (schemaPath.startsWith('#')) return `${schemaId}${schemaPath}`;
  const url = new URL(schemaPath, `schema:/${schemaId}`);
  return `${url.pathname.slice(1)}${url.hash}`;
}
