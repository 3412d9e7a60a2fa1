// A request's body as fetch sends it, and a response's body read within its cap.
import { createHash } from 'node:crypto';
import { walkableJson } from '../base/json-text.js';
import type { ReceivedResponse, SentRequest } from '../model/types.js';
import { answerTurn } from './answer-turns.js';

/** Thrown when a body passes the cap: the attempt ends and nothing of the body is kept. */
export class BodyTooLarge extends Error {}

// A file part's bytes as a Blob, once per bytes and type: the 6 MB sized files go out in several cases, and a Blob
// copies what it is made of (bytes are never changed once read or built, and a Blob never changes).
const blobs = new WeakMap<Uint8Array, Map<string, Blob>>();
function blobOf(data: Uint8Array, type: string): Blob {
  let byType = blobs.get(data);
  if (byType === undefined) blobs.set(data, (byType = new Map()));
  let blob = byType.get(type);
  // Never a SharedArrayBuffer's view (the type only allows for one): no copy to make it an ArrayBuffer's.
  if (blob === undefined) byType.set(type, (blob = new Blob([data as Uint8Array<ArrayBuffer>], { type })));
  return blob;
}

/** The headers fetch is given: a form's content type is fetch's own, with the boundary it chose. */
export function headersOf(request: SentRequest): Record<string, string> {
  const headers = { ...request.headers };
  if (request.body?.kind === 'multipart') delete headers['content-type'];
  return headers;
}

export function encode(request: SentRequest): { headers: Record<string, string>; body?: BodyInit } {
  const headers = headersOf(request);
  const body = request.body;
  if (body === undefined) return { headers };
  if (body.kind === 'json') return { headers, body: JSON.stringify(body.value) };
  // fetch gives a string body text/plain; bytes go under no content type, as a raw body without one is sent.
  if (body.kind === 'raw') return { headers, body: headers['content-type'] === undefined ? Buffer.from(body.text) : body.text };
  const form = new FormData();
  for (const part of body.parts)
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, blobOf(part.data, part.type), part.filename);
  return { headers, body: form };
}

/** At most `max` bytes of the body; one byte more and the body is dropped and the connection closed. */
async function readCapped(
  res: Response,
  max: number,
  controller: AbortController,
  progress: (bytes: number) => void,
): Promise<Uint8Array> {
  const announced = Number(res.headers.get('content-length') ?? NaN);
  // A compressed body's length says nothing of what it inflates to; the count below still holds it.
  if (!res.headers.has('content-encoding') && announced > max) {
    controller.abort(new BodyTooLarge());
    throw new BodyTooLarge(`content-length ${announced}`);
  }
  if (res.body === null) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    progress(total);
    if (total > max) {
      chunks.length = 0;
      controller.abort(new BodyTooLarge());
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(`${total} bytes read`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** An answer made in process (replay's, from its recording): its headers as fetch's Headers would hold them. */
export interface InProcessAnswer {
  inProcess: true;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export async function decode(
  res: Response | InProcessAnswer,
  max: number,
  controller: AbortController,
  progress: (bytes: number) => void,
): Promise<ReceivedResponse> {
  if ('inProcess' in res) {
    // As the read of a stream would end: over the cap, nothing is kept.
    if (res.body.byteLength > max) throw new BodyTooLarge(`${res.body.byteLength} bytes read`);
    return received(res.status, res.headers, res.body);
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return received(res.status, headers, await readCapped(res, max, controller, progress));
}

/** What the client keeps of an answer read whole: its digest, and its text parsed where it is JSON. */
async function received(status: number, headers: Record<string, string>, bytes: Uint8Array): Promise<ReceivedResponse> {
  const received = { bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
  // The body is read: the wait for the turn is not the vendor's time (an abort now ends nothing).
  await answerTurn(bytes.byteLength);
  const text = new TextDecoder().decode(bytes);
  // A text nested too deep to walk is kept as text, like one that does not parse: the jsonBody check reports it.
  const parsed = walkableJson(text);
  return parsed
    ? { status, headers, body: parsed.value, json: true, received }
    : { status, headers, body: text, json: false, received };
}
