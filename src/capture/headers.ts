// Headers as every capture format writes them, made one CapturedHeaders: names lower-case, a header sent twice joined
// with ", " as fetch joins it. HTTP/2 pseudo-headers (":authority", ":path") are the request line, not headers.
import type { CapturedHeaders } from './types.js';

const add = (headers: CapturedHeaders, name: string, value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
  const key = name.toLowerCase();
  if (key === '' || key.startsWith(':')) return;
  const text = String(value);
  headers[key] = key in headers ? `${headers[key]}, ${text}` : text;
};

/** From an object of name → value, or name → values (a gateway writes a repeated header as an array). */
export function headersFromRecord(record: unknown): CapturedHeaders {
  const headers: CapturedHeaders = {};
  if (!isRecord(record)) return headers;
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) for (const one of value) add(headers, name, one);
    else add(headers, name, value);
  }
  return headers;
}

/** From HAR's array of { name, value }, where a repeated header is one item each. */
export function headersFromPairs(pairs: unknown): CapturedHeaders {
  const headers: CapturedHeaders = {};
  if (!Array.isArray(pairs)) return headers;
  for (const pair of pairs) if (isRecord(pair) && typeof pair.name === 'string') add(headers, pair.name, pair.value);
  return headers;
}

/** Whether the headers say the body was empty: then a capture without the body lost nothing. */
export const saysEmpty = (headers: CapturedHeaders): boolean => headers['content-length']?.trim() === '0';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
