// One HAR 1.2 entry (the fields Chrome writes and Redocly reads) of a captured exchange, redacted first.
import { STATUS_CODES } from 'node:http';
import { fileNote } from '../capture/file-note.js';
import type { CapturedExchange, CapturedHeaders } from '../capture/types.js';
import type { OperationId } from '../model/operations.js';
import type { Replacements } from '../redaction/scrubber.js';
import { type Marker, markedHeaders, markedJson, markedParts } from './har-marks.js';
import { type Read, type RedactedBody, redactExchange } from './redact-exchange.js';

type NameValue = { name: string; value: string };
type Param = NameValue | { name: string; fileName: string; contentType: string; value: string };

const pairs = (headers: CapturedHeaders = {}): NameValue[] => Object.entries(headers).map(([name, value]) => ({ name, value }));

const textOf = (body: RedactedBody): string | undefined =>
  'json' in body ? JSON.stringify(body.json) : 'text' in body ? body.text : undefined;

/** A form's text parts as they are (redacted), each file as a note of what it was: a HAR is no place for 6 MB images. */
function postData(body: RedactedBody | undefined, mimeType: string) {
  if (body === undefined) return undefined;
  if ('omitted' in body) return { mimeType, text: '', comment: body.omitted };
  if (!('parts' in body)) return { mimeType, text: textOf(body) ?? '' };
  const params: Param[] = body.parts.map((p) =>
    'value' in p
      ? { name: p.name, value: p.value }
      : {
          name: p.name,
          fileName: p.filename,
          contentType: p.type,
          value: fileNote(p.size, p.sha256),
        },
  );
  return { mimeType, params };
}

function content(body: RedactedBody | undefined, mimeType: string, bodyOmitted: boolean) {
  if (bodyOmitted) return { size: -1, mimeType, comment: 'the body passed the proxy’s cap or could not be decoded: not kept' };
  if (body === undefined) return { size: 0, mimeType };
  const text = textOf(body);
  if (text === undefined) return { size: -1, mimeType, comment: 'omitted' in body ? body.omitted : 'not kept' };
  return { size: Buffer.byteLength(text), mimeType, text };
}

/** A redacted body with its known values marked. */
function markedBody(original: Read, body: RedactedBody | undefined, mark: Marker, answer: boolean): RedactedBody | undefined {
  if (body === undefined || original === undefined) return body;
  if ('json' in body && 'json' in original) return { json: markedJson(original.json, body.json, mark, answer) };
  if ('parts' in body && 'parts' in original) return { parts: markedParts(original.parts, body.parts, mark) };
  return body;
}

/** `mark`: names the known values redaction replaced (har-marks.ts); without it the plain stand-ins stay. */
export function harEntry(
  exchange: CapturedExchange,
  operation: OperationId | undefined,
  known: Replacements,
  mark: Marker = (_, redacted) => redacted,
) {
  const scrubbed = redactExchange(exchange, operation, known);
  const { original } = scrubbed;
  const redacted = {
    ...scrubbed,
    requestHeaders: markedHeaders(exchange.request.headers, scrubbed.requestHeaders, mark),
    requestBody: markedBody(original.request, scrubbed.requestBody, mark, false),
    responseBody: markedBody(original.response, scrubbed.responseBody, mark, true),
  };
  const { request, response } = exchange;
  const url = new URL(redacted.url);
  const requestType = request.headers['content-type'] ?? '';
  const responseType = response?.headers['content-type'] ?? '';
  const time = exchange.durationMs ?? 0;
  const entry = {
    startedDateTime: exchange.startedAt ?? new Date(0).toISOString(),
    time,
    request: {
      method: exchange.method,
      url: redacted.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redacted.requestHeaders),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(redacted.requestBody === undefined ? {} : { postData: postData(redacted.requestBody, requestType) }),
      headersSize: -1,
      bodySize: request.body?.byteLength ?? 0,
    },
    response: {
      status: response?.status ?? 0,
      statusText: response ? (STATUS_CODES[response.status] ?? '') : '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redacted.responseHeaders),
      content: content(redacted.responseBody, responseType, response?.bodyOmitted === true),
      redirectURL: '',
      headersSize: -1,
      bodySize: response?.body?.byteLength ?? -1,
      ...(response === undefined
        ? { comment: 'no answer: the upstream failed (the application was answered 502 or 504, or cut off)' }
        : {}),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    ...(operation === undefined ? {} : { comment: `operation ${operation}` }),
  };
  return { entry, learnt: redacted.learnt };
}
