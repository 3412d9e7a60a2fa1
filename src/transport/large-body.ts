// A large JSON answer is kept as its text and parsed again whenever the one parsed copy has been collected: a
// worker then holds the parsed form (twenty times the text for 10 MiB of `[{},…]`) only of the answer it is judging,
// not of every answer its cases in flight have received (docs/reports-and-baseline.md › Attachments and memory).
import type { ReceivedResponse } from '../model/types.js';

/** A JSON body above this many bytes is kept as text between uses; the largest recorded answer is 446 kB. */
export const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * `response` with `body` a getter over `text`, first the `value` it parsed to. A WeakRef keeps the parsed value for as long as any
 * code holds it, and always to the end of the synchronous run that read it, so a check sees one value throughout.
 */
export function withLargeBody(response: Omit<ReceivedResponse, 'body'>, text: string, value: unknown): ReceivedResponse {
  const weak = (v: unknown) => (v !== null && typeof v === 'object' ? new WeakRef(v) : undefined);
  let parsed = weak(value);
  const read = (): unknown => {
    const kept = parsed?.deref();
    if (kept !== undefined) return kept;
    const again: unknown = JSON.parse(text);
    parsed = weak(again);
    return again;
  };
  return Object.defineProperty({ ...response }, 'body', { get: read, enumerable: true }) as ReceivedResponse;
}
