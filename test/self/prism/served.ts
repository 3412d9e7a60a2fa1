// The answers a mock served, held to the harness's schemas (src/validators/registry.ts, what the responseSchema check
// uses): every answer of a documented status must fit one of its variants, whichever request it answered.
import { OPERATIONS, type OperationId } from '../../../src/model/operations.js';
import { bestVariant, documentedStatuses, validateResponse } from '../../../src/validators/registry.js';
import type { Served } from './capture.js';

const operationAt = (path: string): OperationId | undefined => Object.values(OPERATIONS).find((o) => o.path === path)?.id;

/**
 * How many served answers had a documented status, and one line for each that fits none of its schemas: where, which
 * schema, what broke.
 */
export function schemaCheck(served: readonly Served[]): { checked: number; failures: string[] } {
  let checked = 0;
  const failures = served.flatMap((s) => {
    const operation = operationAt(s.path);
    if (operation === undefined || !documentedStatuses(operation).includes(s.status)) return [];
    checked++;
    const at = `${operation} ${s.status} (${s.contentType || 'no content type'})`;
    let body: unknown;
    try {
      body = JSON.parse(s.body);
    } catch {
      return [`${at}: the body is not JSON: ${s.body.slice(0, 200)}`];
    }
    const { conforms, result } = bestVariant(validateResponse(operation, s.status, body));
    if (conforms) return [];
    const errors = (result?.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
    return [`${at}: ${result?.schemaId ?? '(no schema)'}: ${errors}; body ${s.body.slice(0, 300)}`];
  });
  return { checked, failures };
}

/** Prism's own findings on the answers it served (its `sl-violations` header, response side): an example against its schema. */
export function prismResponseViolations(served: readonly Served[]): string[] {
  return served.flatMap((s) => {
    if (s.prismViolations === undefined) return [];
    const found = JSON.parse(s.prismViolations) as { location?: string[]; message?: string }[];
    return found
      .filter((v) => v.location?.[0] === 'response')
      .map((v) => `${operationAt(s.path) ?? s.path} ${s.status}: ${v.location?.join('.')}: ${v.message}`);
  });
}
