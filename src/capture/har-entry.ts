// One HAR 1.2 entry (http://www.softwareishard.com/blog/har-12-spec/) made a CapturedExchange. A browser writes status 0
// for a call that got no answer; it leaves a body's text out when it did not keep it (a file upload, a large or binary
// answer), which is a body omitted, not an empty one.
import type { CanonicalPart } from '../model/types.js';
import { base64Bytes, identityBytes } from './body.js';
import { readFileNote } from './file-note.js';
import type { Unmarker } from './har-marks.js';
import { headersFromPairs, isRecord, saysEmpty } from './headers.js';
import { NotAnExchange } from './not-an-exchange.js';
import { count, isoTime } from './time.js';
import { requestLine, statusOf } from './request-line.js';
import type { CapturedExchange, CapturedHeaders } from './types.js';

type Part = { body?: Uint8Array; bodyOmitted?: true; form?: CanonicalPart[] };

/** A HAR text with its `encoding`: "base64" for bytes (HAR 1.2 has it for content; some tools write it for postData). */
function textPart(holder: Record<string, unknown>, headers: CapturedHeaders, unmark?: Unmarker): Part {
  const text = holder.text;
  if (typeof text !== 'string') return { bodyOmitted: true };
  const bytes = holder.encoding === 'base64' ? base64Bytes(text) : Buffer.from(unmark?.body(text) ?? text, 'utf8');
  const body = identityBytes(bytes, headers);
  return body && body.length > 0 ? { body } : {};
}

/** The fewest bytes a form of one part takes: its delimiter, a Content-Disposition header, the closing delimiter. */
const onePartBytes = (boundary: string) =>
  Buffer.byteLength(`--${boundary}\r\nContent-Disposition: form-data; name=""\r\n\r\n\r\n--${boundary}--`);

/** A form kept as its params, with no text (the proxy's HAR): each file by the size and sha256 its value notes. A file
 * param holding anything else holds its content as text, which may have lost bytes, and no params for a body that
 * could hold a part is a form a browser did not keep: then the body is not kept. */
function formOf(params: unknown[], empty: boolean, unmark?: Unmarker): CanonicalPart[] | undefined {
  if (params.length === 0) return empty ? [] : undefined;
  const parts: CanonicalPart[] = [];
  for (const p of params) {
    if (!isRecord(p) || typeof p.name !== 'string') return undefined;
    if (typeof p.fileName !== 'string') {
      if (typeof p.value !== 'string') return undefined;
      parts.push({ name: p.name, value: unmark?.value(p.value) ?? p.value });
      continue;
    }
    const kept = readFileNote(p.value);
    if (kept === undefined) return undefined;
    const type = typeof p.contentType === 'string' && p.contentType !== '' ? p.contentType : 'application/octet-stream';
    parts.push({ name: p.name, filename: p.fileName, type, ...kept });
  }
  return parts;
}

/** No postData: a body was sent and not kept when the request's size or headers say one was. */
function requestBody(request: Record<string, unknown>, headers: CapturedHeaders, unmark?: Unmarker): Part {
  const posted = request.postData;
  const type = headers['content-type'] ?? (isRecord(posted) ? posted.mimeType : undefined);
  const multipart = typeof type === 'string' && /^multipart\/form-data\b/i.test(type);
  if (isRecord(posted) && typeof posted.text !== 'string' && Array.isArray(posted.params) && multipart) {
    const boundary = /;\s*boundary="?([^";]+)/i.exec(type)?.[1];
    const size = count(request.bodySize);
    const form = formOf(posted.params, boundary !== undefined && size !== undefined && size < onePartBytes(boundary), unmark);
    return form === undefined ? { bodyOmitted: true } : { form };
  }
  if (isRecord(posted)) return textPart(posted, headers, unmark);
  const sent =
    (count(request.bodySize) ?? 0) > 0 ||
    (!saysEmpty(headers) && ('content-length' in headers || 'content-type' in headers || 'transfer-encoding' in headers));
  return sent ? { bodyOmitted: true } : {};
}

function responseBody(response: Record<string, unknown>, headers: CapturedHeaders, unmark?: Unmarker): Part {
  const content = isRecord(response.content) ? response.content : {};
  if (typeof content.text !== 'string' && (content.size === 0 || saysEmpty(headers))) return {};
  return textPart(content, headers, unmark);
}

/** `unmark`: reads back the marks of the proxy's HAR (har-marks.ts), given only for a HAR that names their nonce. */
export function fromHarEntry(entry: unknown, source: CapturedExchange['source'], unmark?: Unmarker): CapturedExchange {
  if (!isRecord(entry) || !isRecord(entry.request)) throw new NotAnExchange('a HAR entry with no request');
  const { method, url } = requestLine(entry.request.method, entry.request.url);
  const sent = headersFromPairs(entry.request.headers);
  const requestHeaders = unmark ? Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, unmark.value(v)])) : sent;
  const exchange: CapturedExchange = {
    method,
    url,
    request: { headers: requestHeaders, ...requestBody(entry.request, requestHeaders, unmark) },
    source,
  };
  const startedAt = isoTime(entry.startedDateTime);
  if (startedAt) exchange.startedAt = startedAt;
  const durationMs = count(entry.time);
  if (durationMs !== undefined) exchange.durationMs = durationMs;
  const response = isRecord(entry.response) ? entry.response : undefined;
  const status = statusOf(response?.status);
  if (response && status !== undefined) {
    const headers = headersFromPairs(response.headers);
    exchange.response = { status, headers, ...responseBody(response, headers, unmark) };
  }
  return exchange;
}
