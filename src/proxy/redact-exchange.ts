// One captured exchange as a HAR may hold it: credentials replaced by "<redacted>" wherever they appear, personal values
// (and what fields the documents do not have hold) by the stand-ins recordings use, file contents by what identifies them. An exchange of no documented operation keeps
// no body (no schema says where its personal values are).
import { extname } from 'node:path';
import { walkableJson } from '../base/json-text.js';
import type { CapturedExchange, CapturedHeaders } from '../capture/types.js';
import type { CanonicalPart } from '../model/types.js';
import type { OperationId } from '../model/operations.js';
import { canonicalParts } from '../recording/multipart.js';
import { isSecretHeader, REDACTED, redactionFor, secretHeaderValues } from '../redaction/index.js';
import { marked, type Marks } from '../redaction/marks.js';
import { markParts, scrubParts, secretTable } from '../redaction/redact.js';
import { createScrubber, merged, type Replacements, type Scrubber } from '../redaction/scrubber.js';

export type RedactedBody = { json: unknown } | { text: string } | { parts: CanonicalPart[] } | { omitted: string };

export interface RedactedExchange {
  url: string;
  requestHeaders: CapturedHeaders;
  requestBody?: RedactedBody;
  responseHeaders?: CapturedHeaders;
  responseBody?: RedactedBody;
  /** The secret and personal values this exchange showed (a token, a name in an answer), each with what replaces it:
   * later exchanges scrub them too. */
  learnt: Replacements;
  /** The bodies as sent and answered, before redaction: the HAR's marks are written beside them (har-marks.ts). */
  original: { request?: Read; response?: Read };
}

export type Read = { json: unknown } | { text: string } | { parts: CanonicalPart[] } | { omitted: string } | undefined;

const isForm = (headers: CapturedHeaders) => /^multipart\/form-data/i.test(headers['content-type'] ?? '');
const utf8 = new TextDecoder('utf-8', { fatal: true });

function read(body: Uint8Array | undefined, headers: CapturedHeaders, operation: OperationId | undefined): Read {
  if (body === undefined) return undefined;
  if (operation === undefined) return { omitted: 'not an operation of the documents: its body is not kept' };
  if (isForm(headers)) return { parts: canonicalParts(Buffer.from(body.buffer, body.byteOffset, body.byteLength)) };
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { omitted: `${body.byteLength} bytes that are not text` };
  }
  const json = walkableJson(text);
  return json === undefined ? { text } : { json: json.value };
}

/** A file keeps only the extension of its name (a name may name a person; it is not hunted elsewhere: "front" or
 * "signature" would be scrubbed out of the answer's own keys). */
const fileNames = (parts: CanonicalPart[]): CanonicalPart[] =>
  parts.map((p) => ('value' in p ? p : { ...p, filename: `${REDACTED}${extname(p.filename).slice(0, 8)}` }));

// Set-Cookie carries a session: a credential, though no credential list names it.
const redactedHeaders = (headers: CapturedHeaders, scrub: Scrubber): CapturedHeaders =>
  Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [
      scrub.text(k),
      (isSecretHeader(k) || k === 'set-cookie') && v !== '' ? REDACTED : scrub.echo(v),
    ]),
  );

/** `known`: values to scrub throughout, each with what replaces it (the environment's credentials, what earlier
 * exchanges showed). */
export function redactExchange(
  exchange: CapturedExchange,
  operation: OperationId | undefined,
  known: Replacements,
): RedactedExchange {
  const { request, response } = exchange;
  // No operation, no body kept: nothing to mark.
  const marks: Marks = operation === undefined ? () => [] : redactionFor(operation, [], true).marks;
  const found: Replacements = secretTable(secretHeaderValues(request.headers));
  const sent = read(request.body, request.headers, operation);
  const answered = response && read(response.body, response.headers, operation);
  const sentMarked =
    sent && 'parts' in sent
      ? { parts: fileNames(markParts(sent.parts, marks, found)) }
      : sent && 'json' in sent
        ? { json: marked({ side: 'request' }, sent.json, marks, found).value }
        : sent;
  const answeredMarked =
    answered && 'json' in answered && response
      ? { json: marked({ side: 'response', status: response.status }, answered.json, marks, found).value }
      : answered;
  const scrub = createScrubber(merged(known, found));
  const scrubBody = (body: Read): RedactedBody | undefined => {
    if (body === undefined || 'omitted' in body) return body;
    if ('parts' in body) return { parts: scrubParts(body.parts, scrub) };
    if ('json' in body) return { json: scrub.echoValue(body.json) };
    return { text: scrub.echo(body.text) };
  };
  const requestBody = scrubBody(sentMarked);
  const responseBody = scrubBody(answeredMarked);
  return {
    url: scrub.text(exchange.url),
    requestHeaders: redactedHeaders(request.headers, scrub),
    ...(requestBody === undefined ? {} : { requestBody }),
    ...(response === undefined ? {} : { responseHeaders: redactedHeaders(response.headers, scrub) }),
    ...(responseBody === undefined ? {} : { responseBody }),
    learnt: found,
    original: { ...(sent === undefined ? {} : { request: sent }), ...(answered === undefined ? {} : { response: answered }) },
  };
}
