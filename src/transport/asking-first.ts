// An upload sent again the cautious way, after the first try was cut off before any answer was read: a vendor that
// refuses a large body before reading it (an early 413) answers and closes while the body is still going, and the
// answer is lost to the reset. Asked with `expect: 100-continue`, such a vendor answers before a byte of the body is
// sent, so its answer is judged, not the reset. The body goes on "100 Continue", or after a short wait when the server
// says nothing (RFC 9110 §10.1.1: a client need not wait for it), a slice at a time (writeInSlices says why), the first
// one small and followed by a pause (FIRST_SLICE_BYTES says why).
// node:http, because undici supports 100-continue over HTTP/2 only; nock intercepts it all the same.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { SentRequest } from '../model/types.js';
import { encode } from './wire.js';

/** How long the body waits for "100 Continue" before it is sent anyway. */
const CONTINUE_WAIT_MS = 1_000;
/** A body no larger than this sits in the socket buffers before a server can answer: it is never cut off early. */
const BUFFERED_BYTES = 64 * 1024;
/** The resets an early answer's close causes mid-body, and undici's UND_ERR_SOCKET: it refuses a "100 Continue" it did
 * not ask for, though a client must read any 1xx (RFC 9110 §15.2). */
const CUT_OFF = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);
/** The body goes in slices of this size, a turn of the event loop apart (writeInSlices). */
const SLICE_BYTES = 64 * 1024;
/** A vendor refusing on the first bytes closes with the rest unread, a reset that can beat its answer; a first slice
 * within one segment is read whole, so the close is a FIN and the pause after it lets the answer come. */
const FIRST_SLICE_BYTES = 1024;

/** Whether a try that ended with this error code before any answer could have lost an early answer to its upload. */
export function cutOffUpload(request: SentRequest, code: string | undefined): boolean {
  if (code === undefined || !CUT_OFF.has(code) || request.body === undefined) return false;
  const body = request.body;
  const bytes =
    body.kind === 'multipart'
      ? body.parts.reduce((n, p) => n + ('data' in p ? p.data.byteLength : Buffer.byteLength(p.value)), 0)
      : Buffer.byteLength(body.kind === 'raw' ? body.text : JSON.stringify(body.value));
  return bytes > BUFFERED_BYTES;
}

/** The request asking first, its response as fetch gives one. `sent.bytes` counts the body handed to the socket: a try
 * cut off after some went may still have lost an answer (writeInSlices). */
export async function sendAskingFirst(
  url: URL,
  request: SentRequest,
  signal: AbortSignal,
  sent: { bytes: number },
  pauseMs = CONTINUE_WAIT_MS,
): Promise<Response> {
  // The body encoded as fetch would send it: a form's bytes and its content type with the boundary.
  const encoded = encode(request);
  const wire = new Response(encoded.body ?? null);
  const bytes = Buffer.from(await wire.arrayBuffer());
  const type = wire.headers.get('content-type');
  const headers = {
    ...encoded.headers,
    ...(type && encoded.headers['content-type'] === undefined ? { 'content-type': type } : {}),
    'content-length': String(bytes.length),
    expect: '100-continue',
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, { method: request.method, headers, signal, agent: false });
    let started = false;
    let answered = false;
    const sendBody = () => {
      clearTimeout(timer);
      if (!started) writeInSlices(req, bytes, sent, pauseMs, () => answered);
      started = true;
    };
    const timer = setTimeout(sendBody, CONTINUE_WAIT_MS);
    req.on('continue', sendBody);
    req.on('response', (answer) => {
      clearTimeout(timer);
      answered = true;
      // Answered before the whole body went: the rest never will, and the connection is of no more use once the
      // answer is read.
      if (sent.bytes < bytes.length) answer.on('end', () => req.destroy());
      resolve(answer);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (signal.aborted || !CUT_OFF.has(error.code ?? '')) return reject(error);
      const went = `${sent.bytes.toLocaleString('en')} of ${bytes.length.toLocaleString('en')} bytes of the body sent`;
      const plainly = `the connection ended (${error.message}) with ${went}; no status line was received`;
      reject(Object.assign(new Error(plainly), { code: error.code }));
    });
    req.flushHeaders();
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  const status = res.statusCode ?? 0;
  // A status that has no body (204, 304) cannot be given one.
  const body = status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: res.statusMessage ?? '', headers: responseHeaders });
}

// Writes the body a slice at a time, each after the event loop has read the socket again, until an answer comes: a
// write meeting the reset after an early answer destroys the socket with the answer unread. The first slice is small
// and waits `pauseMs` for an answer (FIRST_SLICE_BYTES).
function writeInSlices(req: ClientRequest, bytes: Buffer, sent: { bytes: number }, pauseMs: number, answered: () => boolean) {
  const next = () => {
    if (answered() || req.destroyed) return;
    const first = sent.bytes === 0;
    const slice = bytes.subarray(sent.bytes, sent.bytes + (first ? FIRST_SLICE_BYTES : SLICE_BYTES));
    sent.bytes += slice.length;
    if (sent.bytes === bytes.length) req.end(slice);
    else if (first) req.write(slice, () => setTimeout(next, pauseMs).unref());
    else req.write(slice, () => setImmediate(next));
  };
  setImmediate(next);
}
