// How an envelope types `statusCode`: pinned by its operation's line ("statusCode (integer)", "statusCode as string"),
// or left open through the one shared part (common/status-code-unpinned.schema.json: Conventions 3).
import { type SchemaObject, schemaOf } from './registry.js';

export const UNPINNED_STATUS_CODE = 'common/status-code-unpinned.schema.json';
export type StatusCodeType = 'unpinned' | 'integer' | 'string';

const isObj = (v: unknown): v is SchemaObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const resolve = (ref: string, from: string): string => new URL(ref, `schema:/${from}`).pathname.slice(1);

/** The envelope's `statusCode`, in its own properties or in a part it `allOf`-references; undefined when none types it. */
export function statusCodeType(schemaId: string): StatusCodeType | undefined {
  const schema = schemaOf(schemaId);
  if (schema === undefined) return undefined;
  const own = isObj(schema.properties) ? schema.properties.statusCode : undefined;
  if (isObj(own)) {
    if (typeof own.$ref === 'string' && resolve(own.$ref, schemaId) === UNPINNED_STATUS_CODE) return 'unpinned';
    if (own.type === 'integer' || own.type === 'string') return own.type;
  }
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  for (const part of parts)
    if (isObj(part) && typeof part.$ref === 'string') {
      const found = statusCodeType(resolve(part.$ref, schemaId));
      if (found !== undefined) return found;
    }
  return undefined;
}
