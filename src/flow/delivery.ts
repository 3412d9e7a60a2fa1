// What the receiver reads of one delivery: its body under a size limit, its headers, and what makes a redelivery the
// same event.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Body = { text: string } | { tooLarge: true } | { busy: true } | { aborted: true };

/** Bytes of bodies being read at once, across deliveries: what many concurrent senders can make the receiver hold. */
export interface Reading {
  bytes: number;
  readonly max: number;
}

/** The body, or that it passed `max` (reading stops there), that reading it would pass `reading.max` for all bodies
 * being read (a flood: come back later), or that the sender went away mid-body. */
export function readBody(req: IncomingMessage, max: number, reading: Reading): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: Body) => {
      reading.bytes -= size;
      size = 0;
      chunks.length = 0;
      req.off('data', onData);
      resolve(body);
    };
    // A body refused is not read further: the answer goes out and the connection closes.
    const stop = (body: Body) => {
      req.pause();
      settle(body);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > max) return stop({ tooLarge: true });
      if (reading.bytes + chunk.length > reading.max) return stop({ busy: true });
      size += chunk.length;
      reading.bytes += chunk.length;
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => settle({ text: Buffer.concat(chunks).toString('utf8') }));
    req.on('close', () => settle({ aborted: true }));
  });
}

/** A redelivery carries the same event id; an event without one is the same when its body is. A digest, so a key's
 * size does not grow with the event's. */
export function dedupKey(transactionId: string, id: unknown, body: unknown): string {
  const key = JSON.stringify([transactionId, id === undefined ? { body: canonical(body) } : { id: canonical(id) }]);
  return createHash('sha256').update(key).digest('base64');
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
