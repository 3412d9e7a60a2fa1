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
  /** The file was over its operation's `maxPartBytes`: the rest was drained unread and `bytes` is empty (the operation
   * answers its own "too large" error; `type` is still decided by the first bytes). */
  readonly oversize: boolean;
  /** The file's bytes; empty when `oversize`. */
  readonly bytes: Buffer;
}

export type RequestBody =
  /** `value` is undefined when no body was sent. */
  | { readonly kind: 'json'; readonly value: unknown }
  /** Text fields by name (a repeated name keeps its first value), the files in the order they came, and every part's
   * name in that order, a repeated one each time (what the fields hide of a form). */
  | {
      readonly kind: 'multipart';
      readonly fields: Readonly<Record<string, string>>;
      readonly files: readonly UploadedFile[];
      readonly names: readonly string[];
    }
  | { readonly kind: 'unread' };

/** The fields of a JSON object body; undefined when the body is absent, not JSON, or not an object (an array...). */
export function jsonFields(body: RequestBody): Readonly<Record<string, unknown>> | undefined {
  if (body.kind !== 'json') return undefined;
  const { value } = body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

// What one request may make the sandbox hold, field by field (sandbox/README.md, "Limits"). Lengths are in characters
// (UTF-16 code units, as JavaScript counts them), so what a remembered id costs is bounded too.

/** An identifier the sandbox accepts, in a body (the top-level `appId`, `appKey`, `transactionId`, `workflowId`) or a header. */
export const MAX_ID_CHARS = 128;
/** Any other text value of a JSON body, at any depth. */
export const MAX_TEXT_CHARS = 2048;
/** A field name of a JSON body, at any depth. */
export const MAX_FIELD_NAME_CHARS = 128;

/** The top-level body fields held to MAX_ID_CHARS: the ids of the token operations (transactionId is remembered). */
export const ID_FIELDS: ReadonlySet<string> = new Set(['appId', 'appKey', 'transactionId', 'workflowId']);

/** The refusal of an over-long value, in Joi's words (the voice of the documented 400 messages). */
export const tooLong = (field: string, limit: number): string =>
  `"${field}" length must be less than or equal to ${limit} characters long`;

// A path is shown whole unless deep nesting made it long: its end says where the value is.
const MAX_SHOWN_PATH = 200;
const shown = (path: string): string => (path.length <= MAX_SHOWN_PATH ? path : `…${path.slice(-MAX_SHOWN_PATH)}`);

// The first thing in a parsed JSON body the sandbox refuses, as the refusing message, else undefined: a value or field
// name over its length limit, or a name that could change a prototype where the body is merged (`__proto__`,
// `constructor.prototype`). Walked depth-first without recursion, so no nesting depth overflows the stack.
export function unacceptedJson(root: unknown): string | undefined {
  const pending: [value: unknown, path: string][] = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      const limit = ID_FIELDS.has(path) ? MAX_ID_CHARS : MAX_TEXT_CHARS;
      if (value.length > limit) return tooLong(path === '' ? 'value' : shown(path), limit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) pending.push([value[i], `${path}[${i}]`]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [name, field] of entries) {
        const at = path === '' ? name : `${path}.${name}`;
        if (name.length > MAX_FIELD_NAME_CHARS)
          return (
            `field names must be at most ${MAX_FIELD_NAME_CHARS} characters long: one ` +
            `${path === '' ? 'at the top' : `in "${shown(path)}"`} has ${name.length}, starting "${name.slice(0, 16)}…"`
          );
        if (name === '__proto__')
          return `"${shown(at)}" is not allowed: a field named __proto__ could change an object's prototype`;
        if (name === 'constructor' && typeof field === 'object' && field !== null && Object.hasOwn(field, 'prototype'))
          return `"${shown(`${at}.prototype`)}" is not allowed: constructor.prototype could change an object's prototype`;
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, field] = entries[i]!;
        pending.push([field, path === '' ? name : `${path}.${name}`]);
      }
    }
  }
  return undefined;
}
