// What a report shows of an exchange: redacted as a recording is, multipart as its part list (never the bytes), and a
// body over the cap as an excerpt of its scrubbed text (attachment-caps.ts).
import { createHash } from 'node:crypto';
import type { OperationId } from '../../model/operations.js';
import { partsOf } from '../../recording/multipart.js';
import { redactBody, redactHeaders, redactionFor, redactParts, redactResponseHeaders } from '../../redaction/index.js';
import type { ReceivedResponse, SentRequest } from '../../model/types.js';
import type { Scrubber } from '../../redaction/index.js';
import { bodyExcerpt, WHOLE_BODY_MAX_BYTES } from './attachment-caps.js';

// The report's scrubber runs over the whole view after this: here only what names say is secret.
const same = (s: string) => s;

/** The request as sent, addressed by its host placeholder (never the target's base URL). */
export function requestView(operation: OperationId, request: SentRequest): unknown {
  const redaction = redactionFor(operation, []);
  const body = request.body;
  return {
    method: request.method,
    url: `{${request.host}}${request.path}`,
    ...(request.region === undefined ? {} : { region: request.region }),
    headers: redactHeaders(request.headers, same),
    ...(body === undefined
      ? {}
      : body.kind === 'json'
        ? { body: redactBody('request', undefined, body.value, redaction) }
        : body.kind === 'raw'
          ? { rawBody: redactBody('request', undefined, body.text, redaction) }
          : { multipart: redactParts(partsOf(body.parts), redaction) }),
  };
}

export function responseView(operation: OperationId, response: ReceivedResponse): unknown {
  return {
    status: response.status,
    headers: redactResponseHeaders(response.headers, same),
    body: redactBody('response', response.status, response.body, redactionFor(operation, [])),
  };
}

/** The body's size and digest as received; a response the client did not read (a test's) is measured by its text. */
function receivedOf(response: ReceivedResponse): { bytes: number; sha256: string } {
  if (response.received !== undefined) return response.received;
  const text = typeof response.body === 'string' ? response.body : (JSON.stringify(response.body) ?? '');
  return { bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

/** The response as a report shows it: whole up to WHOLE_BODY_MAX_BYTES, above it with an excerpt in place of the body
 * (never redacted whole: 10 MiB of `[{},…]` is 3.5 million objects). `scrubber` is the case's. */
export function shownResponse(operation: OperationId, response: ReceivedResponse, scrubber: Scrubber): unknown {
  const received = receivedOf(response);
  if (received.bytes <= WHOLE_BODY_MAX_BYTES) return responseView(operation, response);
  return {
    status: response.status,
    headers: redactResponseHeaders(response.headers, same),
    bodyExcerpt: bodyExcerpt(response.body, received, scrubber),
  };
}
