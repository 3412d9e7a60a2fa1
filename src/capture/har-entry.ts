// One HAR 1.2 entry (http://www.softwareishard.com/blog/har-12-spec/) made a CapturedExchange. A browser writes status 0
// for a call that got no answer; it leaves a body's text out when it did not keep it (a file upload, a large or binary
// answer), which is a body omitted, not an empty one.
import { base64Bytes, identityBytes } from './body.js';
import { headersFromPairs, isRecord, saysEmpty } from './headers.js';
import { NotAnExchange } from './not-an-exchange.js';
import { count, isoTime } from './time.js';
import { requestLine, statusOf } from './request-line.js';
import type { CapturedExchange, CapturedHeaders } from './types.js';

type Part = { body?: Uint8Array; bodyOmitted?: true };

/** A HAR text with its `encoding`: "base64" for bytes (HAR 1.2 has it for content; some tools write it for postData). */
function textPart(holder: Record<string, unknown>, headers: CapturedHeaders): Part {
  const text = holder.text;
  if (typeof text !== 'string') return { bodyOmitted: true };
  const bytes = holder.encoding === 'base64' ? base64Bytes(text) : Buffer.from(text, 'utf8');
  const body = identityBytes(bytes, headers);
  return body && body.length > 0 ? { body } : {};
}

/** No postData: a body was sent and not kept when the request's size or headers say one was. */
function requestBody(request: Record<string, unknown>, headers: CapturedHeaders): Part {
  if (isRecord(request.postData)) return textPart(request.postData, headers);
  const sent =
    (count(request.bodySize) ?? 0) > 0 ||
    (!saysEmpty(headers) && ('content-length' in headers || 'content-type' in headers || 'transfer-encoding' in headers));
  return sent ? { bodyOmitted: true } : {};
}

function responseBody(response: Record<string, unknown>, headers: CapturedHeaders): Part {
  const content = isRecord(response.content) ? response.content : {};
  if (typeof content.text !== 'string' && (content.size === 0 || saysEmpty(headers))) return {};
  return textPart(content, headers);
}

export function fromHarEntry(entry: unknown, source: CapturedExchange['source']): CapturedExchange {
  if (!isRecord(entry) || !isRecord(entry.request)) throw new NotAnExchange('a HAR entry with no request');
  const { method, url } = requestLine(entry.request.method, entry.request.url);
  const requestHeaders = headersFromPairs(entry.request.headers);
  const exchange: CapturedExchange = {
    method,
    url,
    request: { headers: requestHeaders, ...requestBody(entry.request, requestHeaders) },
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
    exchange.response = { status, headers, ...responseBody(response, headers) };
  }
  return exchange;
}
