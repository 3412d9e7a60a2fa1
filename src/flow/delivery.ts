// What the receiver reads of one delivery: its body under a size limit, its headers, and what makes a redelivery the
// same event.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Body = { bytes: Buffer } | { tooLarge: true } | { aborted: true };

/** The body, or that it passed `max` (reading stops there) or that the sender went away mid-body. */
export function readBody(req: IncomingMessage, max: number): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      resolve({ tooLarge: true });
    };
    req.on('data', onData);
    req.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
    req.on('close', () => resolve({ aborted: true }));
  });
}

/** A redelivery carries the same event id; an event without one is the same when its body is. */
export function dedupKey(transactionId: string, id: unknown, body: unknown): string {
  return JSON.stringify([transactionId, id === undefined ? { body: canonical(body) } : { id: canonical(id) }]);
}

/** JSON with object keys sorted, so two serialisations of one value compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Every header as it came: names lower-cased, repeated ones joined, so any authentication scheme is recorded. */
export function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headersDistinct).map(([name, values]) => [name, (values ?? []).join(', ')]));
}

export function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
