// A body as captures write it, made bytes: text (UTF-8), `{"base64": "…"}` for bytes, or a JSON value a logger kept
// parsed (written back as its JSON text). A body compressed on the wire is undone when the capture kept it compressed.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { NotAnExchange } from './not-an-exchange.js';
import { isRecord, saysEmpty } from './headers.js';
import type { CapturedHeaders } from './types.js';

/** The most a compressed body is inflated to: a bomb stays a body that cannot be read, not a heap out of memory. */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The body as UTF-8 text ('' for none): what a judge parses. */
export const bodyText = (bytes?: Uint8Array): string => (bytes ? Buffer.from(bytes).toString('utf8') : '');

/** Bytes of a base64 text (standard or URL-safe, line breaks allowed); refused when it is not base64. */
export function base64Bytes(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) throw new NotAnExchange('a body marked base64 is not base64');
  return Buffer.from(compact, 'base64');
}

/** Bytes of a body value: a string is UTF-8 text, `{ base64 }` bytes, null none, any other JSON value its JSON text. */
export function bodyBytes(value: unknown): Uint8Array | undefined {
  let bytes: Uint8Array;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') bytes = Buffer.from(value, 'utf8');
  else if (isRecord(value) && typeof value.base64 === 'string' && Object.keys(value).length === 1)
    bytes = base64Bytes(value.base64);
  else bytes = Buffer.from(JSON.stringify(value), 'utf8');
  return bytes.length > 0 ? bytes : undefined;
}

const INFLATE: Record<string, { magic?: number; undo: (bytes: Uint8Array, o: object) => Uint8Array }> = {
  gzip: { magic: 0x1f, undo: gunzipSync },
  'x-gzip': { magic: 0x1f, undo: gunzipSync },
  deflate: { magic: 0x78, undo: inflateSync },
  br: { undo: brotliDecompressSync },
};

/** The body as the application read it: a gateway that logs what the vendor sent may keep it compressed. */
export function identityBytes(bytes: Uint8Array | undefined, headers: CapturedHeaders): Uint8Array | undefined {
  const inflate = INFLATE[headers['content-encoding']?.trim().toLowerCase() ?? ''];
  if (!bytes || !inflate || (inflate.magic !== undefined && bytes[0] !== inflate.magic)) return bytes;
  try {
    return inflate.undo(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    // Already plain (a browser's HAR keeps the decoded body beside the header that said how it travelled).
    return bytes;
  }
}

/** A message's body and whether the capture left it out: a body that is not there was not kept, unless the headers
 * say there was none to keep. `lossy`: the logger writes bytes that are not UTF-8 as U+FFFD (Nginx's escape=json, a
 * Lua string in Kong's JSON), so a text holding one lost bytes and is not the body sent. */
export function bodyPart(value: unknown, headers: CapturedHeaders, lossy = false): { body?: Uint8Array; bodyOmitted?: true } {
  if (value === undefined) return saysEmpty(headers) ? {} : { bodyOmitted: true };
  if (lossy && typeof value === 'string' && value.includes('\uFFFD')) return { bodyOmitted: true };
  const body = identityBytes(bodyBytes(value), headers);
  return body ? { body } : {};
}
