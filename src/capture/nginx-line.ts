// One line of an Nginx `log_format … escape=json` or an Apache JSON `LogFormat`. Neither has a standard key set: these
// keys are audit's (docs/audit.md gives the line to paste), named after Nginx's variables. Headers are `http_<name>`
// (request) and `sent_http_<name>` (response), dashes written as underscores. The time is when the line was written (the
// request's end, as Nginx logs it), so the start is that less the request's time.
import { bodyPart } from './body.js';
import { NotAnExchange } from './not-an-exchange.js';
import { requestLine, statusOf } from './request-line.js';
import { count, isoTime } from './time.js';
import type { CapturedExchange, CapturedHeaders } from './types.js';

/** The keys read, first found wins. */
const KEYS = {
  method: ['request_method'],
  target: ['request_uri'],
  /** Nginx's $request and Apache's %r: "POST /v1/x?y=1 HTTP/1.1", when the method and target are not logged apart. */
  requestLine: ['request'],
  /** $http_host keeps a port; $host does not. */
  host: ['http_host', 'host'],
  scheme: ['scheme'],
  status: ['status'],
  requestBody: ['request_body'],
  requestBodyBase64: ['request_body_base64'],
  responseBody: ['resp_body', 'response_body'],
  responseBodyBase64: ['resp_body_base64', 'response_body_base64'],
  endIso: ['time_iso8601'],
  endEpochSeconds: ['msec'],
} as const;
/** The request's duration, each key with its unit in milliseconds. */
const DURATIONS: [string, number][] = [
  ['request_time', 1000],
  ['request_time_ms', 1],
  ['request_time_us', 0.001],
];
/** A scheme not logged: the vendor is called over TLS. */
const DEFAULT_SCHEME = 'https';

export const isNginxLine = (line: Record<string, unknown>): boolean =>
  'request_method' in line || 'request_uri' in line || typeof line.request === 'string';

/** Nginx writes "" for a variable with no value, Apache "-": both are a value not logged. */
function value(line: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const found = line[key];
    if ((typeof found === 'string' && found !== '' && found !== '-') || typeof found === 'number') return String(found);
  }
  return undefined;
}

function headers(line: Record<string, unknown>, prefix: string): CapturedHeaders {
  const found: CapturedHeaders = {};
  for (const key of Object.keys(line)) {
    const text = key.startsWith(prefix) ? value(line, [key]) : undefined;
    if (text !== undefined) found[key.slice(prefix.length).toLowerCase().replaceAll('_', '-')] = text;
  }
  return found;
}

const body = (line: Record<string, unknown>, text: readonly string[], base64: readonly string[]) => {
  const bytes = value(line, base64);
  return bytes !== undefined ? { base64: bytes } : value(line, text);
};

export function fromNginxLine(line: Record<string, unknown>, source: CapturedExchange['source']): CapturedExchange {
  const [loggedMethod, loggedTarget] = (value(line, KEYS.requestLine) ?? '').split(' ');
  const target = value(line, KEYS.target) ?? loggedTarget;
  const host = value(line, KEYS.host);
  if (!host) throw new NotAnExchange('no host (log $http_host or $host)');
  if (!target?.startsWith('/')) throw new NotAnExchange('no request target (log $request_uri)');
  const scheme = value(line, KEYS.scheme) ?? DEFAULT_SCHEME;
  const { method, url } = requestLine(value(line, KEYS.method) ?? loggedMethod, `${scheme}://${host}${target}`);
  const requestHeaders = headers(line, 'http_');
  const exchange: CapturedExchange = {
    method,
    url,
    request: {
      headers: requestHeaders,
      ...bodyPart(body(line, KEYS.requestBody, KEYS.requestBodyBase64), requestHeaders, true),
    },
    source,
  };
  const duration = DURATIONS.map(([key, ms]) => (count(line[key]) ?? NaN) * ms).find(Number.isFinite);
  if (duration !== undefined) exchange.durationMs = duration;
  const seconds = count(value(line, KEYS.endEpochSeconds));
  const startedAt = isoTime(seconds !== undefined ? seconds * 1000 : value(line, KEYS.endIso), duration ?? 0);
  if (startedAt) exchange.startedAt = startedAt;
  const status = statusOf(value(line, KEYS.status));
  if (status !== undefined) {
    const responseHeaders = headers(line, 'sent_http_');
    const responseBody = body(line, KEYS.responseBody, KEYS.responseBodyBase64);
    exchange.response = { status, headers: responseHeaders, ...bodyPart(responseBody, responseHeaders, true) };
  }
  return exchange;
}
