// One line of audit's own NDJSON shape (docs/audit.md), close to what an application logs of a call it made:
// {"time":"…","method":"POST","url":"https://…","request":{"headers":{…},"body":…},
//  "response":{"status":200,"headers":{…},"body":…},"durationMs":120}
// A body left out is one the log did not keep; `""` or null is a message with no body.
import { bodyPart } from './body.js';
import { headersFromRecord, isRecord } from './headers.js';
import { requestLine, statusOf } from './request-line.js';
import { count, isoTime } from './time.js';
import type { CapturedExchange } from './types.js';

export const isNdjsonLine = (line: Record<string, unknown>): boolean => 'method' in line && 'url' in line;

export function fromNdjsonLine(line: Record<string, unknown>, source: CapturedExchange['source']): CapturedExchange {
  const { method, url } = requestLine(line.method, line.url);
  const request = isRecord(line.request) ? line.request : {};
  const requestHeaders = headersFromRecord(request.headers);
  const exchange: CapturedExchange = {
    method,
    url,
    request: { headers: requestHeaders, ...bodyPart(request.body, requestHeaders) },
    source,
  };
  const startedAt = isoTime(line.time ?? line.startedAt);
  if (startedAt) exchange.startedAt = startedAt;
  const durationMs = count(line.durationMs);
  if (durationMs !== undefined) exchange.durationMs = durationMs;
  const response = isRecord(line.response) ? line.response : undefined;
  const status = statusOf(response?.status);
  if (response && status !== undefined) {
    const headers = headersFromRecord(response.headers);
    exchange.response = { status, headers, ...bodyPart(response.body, headers) };
  }
  return exchange;
}
