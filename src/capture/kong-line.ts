// One record of Kong's http-log (or file-log) plugin: request.method, request.url (as the client called Kong),
// request.headers, response.status and .headers, started_at (epoch milliseconds), latencies.request. Kong logs no
// body; a team that adds `request.body` / `response.body` with custom_fields_by_lua gets them read.
import { bodyPart } from './body.js';
import { headersFromRecord, isRecord } from './headers.js';
import { NotAnExchange } from './not-an-exchange.js';
import { requestLine, statusOf } from './request-line.js';
import { count, isoTime } from './time.js';
import type { CapturedExchange } from './types.js';

export const isKongLine = (line: Record<string, unknown>): boolean =>
  isRecord(line.request) && ('started_at' in line || isRecord(line.latencies));

export function fromKongLine(line: Record<string, unknown>, source: CapturedExchange['source']): CapturedExchange {
  if (!isRecord(line.request)) throw new NotAnExchange('a Kong record with no request');
  const { method, url } = requestLine(line.request.method, line.request.url);
  const requestHeaders = headersFromRecord(line.request.headers);
  const exchange: CapturedExchange = {
    method,
    url,
    request: { headers: requestHeaders, ...bodyPart(line.request.body, requestHeaders, true) },
    source,
  };
  const startedAt = isoTime(count(line.started_at));
  if (startedAt) exchange.startedAt = startedAt;
  const durationMs = count(isRecord(line.latencies) ? line.latencies.request : undefined);
  if (durationMs !== undefined) exchange.durationMs = durationMs;
  const response = isRecord(line.response) ? line.response : undefined;
  const status = statusOf(response?.status);
  if (response && status !== undefined) {
    const headers = headersFromRecord(response.headers);
    exchange.response = { status, headers, ...bodyPart(response.body, headers, true) };
  }
  return exchange;
}
