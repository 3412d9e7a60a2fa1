// What a handler gets as the request body: parsed JSON, or the parts of a multipart form. Bodies the server refused
// before reading them (malformed, too large, the wrong media type, no operation at the path) are `unread`: faults still
// see those requests, with no body to key on.
import type { FileType } from './file-types.js';

export interface UploadedFile {
  /** The form field the file came in. */
  readonly field: string;
  /** The file name the client gave; informative only, never used to decide the type. */
  readonly filename: string;
  /** The part's Content-Type as sent; informative only, like the file name. */
  readonly declaredType: string;
  /** The type its first bytes show (see file-types.ts); undefined when no known signature matches. */
  readonly type: FileType | undefined;
  readonly bytes: Buffer;
}

export type RequestBody =
  /** `value` is undefined when no body was sent. */
  | { readonly kind: 'json'; readonly value: unknown }
  /** Text fields by name (a repeated name keeps its first value) and the files in the order they came. */
  | { readonly kind: 'multipart'; readonly fields: Readonly<Record<string, string>>; readonly files: readonly UploadedFile[] }
  | { readonly kind: 'unread' };

/** The fields of a JSON object body; undefined when the body is absent, not JSON, or not an object (an array...). */
export function jsonFields(body: RequestBody): Readonly<Record<string, unknown>> | undefined {
  if (body.kind !== 'json') return undefined;
  const { value } = body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
