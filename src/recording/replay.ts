// Replays a recording in process: each recorded attempt answers once, in order, the request that matches it as it
// was recorded. Nothing is sent: the client asks answerFromRecording instead of fetch (replay's ClientOptions.answer),
// so an upload's 6 MB form is never written, and its files are matched by their digests. The match is what nock's was
// on the wire: the same origin and path, the recorded headers (credentials absent where the recording has none), and
// the body as nock handed it to its matchers (JSON parsed, a text's bytes as UTF-8, a form's parts as read off the
// wire: wireParts). test/unit/recording/replay.test.ts holds both, a changed byte in a part included.
import { parse as parseQuery } from 'node:querystring';
import { operationUrl } from '../transport/client.js';
import { walkableJson } from '../base/json-text.js';
import { type Interaction, interactionsOf, type RecordingFile, recordedParts } from './file.js';
import { type CanonicalPart, canonicalParts, sameParts, wireParts } from './multipart.js';
import { asFetchHeaders } from '../transport/fetch-headers.js';
import { headersOf, type InProcessAnswer } from '../transport/wire.js';
import type { SentRequest } from '../model/types.js';
import { conforms, matchesRedacted, type RedactOptions, REDACTED, redactBody, redactParts } from '../redaction/index.js';

/** Credential headers a recording without them requires to be absent (a "missing appKey" rule must stay missing). */
const CREDENTIAL_HEADERS = ['appid', 'appkey', 'authorization'];
/** The error code of a request no recorded attempt answers (the replay target names the recording). */
export const NO_RECORDED_MATCH = 'ERR_REPLAY_NO_MATCH';

/** A request as the matchers see it: its headers as fetch would send them, and a form's parts as read off the wire or
 * any other body as nock handed it over. */
interface Offered {
  /** By lower-case name. */
  headers: Record<string, string>;
  parts?: CanonicalPart[];
  body?: unknown;
  text?: string;
}
type BodyMatcher = (offered: Offered) => boolean;

/** A matcher that throws would end the request with a stack; a non-match names the recording instead. */
const safe =
  (match: BodyMatcher): BodyMatcher =>
  (offered) => {
    try {
      return match(offered);
    } catch {
      return false;
    }
  };

/** A JSON text compared by value (nock hands a parseable body over parsed, so its spacing is lost anyway). */
function normalisedText(text: string): string {
  const json = walkableJson(text);
  return json ? JSON.stringify(json.value) : text;
}

/** What the request's body is held to: the recorded form's parts, or the recorded body. */
function bodyTest(it: Interaction, options: RedactOptions): BodyMatcher {
  const parts = recordedParts(it);
  // A body that is not a form has no parts to read (nock's test read none either).
  if (parts)
    return safe((offered) => sameParts(parts, redactParts(offered.parts ?? canonicalParts(offered.text ?? ''), options)));
  const match = bodyMatcher(it, options);
  // A form's body, as nock handed it over, was its wire text with a boundary no recording holds: it matched no other body.
  return safe((offered) => offered.parts === undefined && match(offered.body));
}

function bodyMatcher(it: Interaction, options: RedactOptions): (body: unknown) => boolean {
  const recorded = it.body;
  if (recorded === undefined) return (body) => body === '' || body === undefined;
  if (typeof recorded === 'string') {
    const expected = normalisedText(recorded);
    return (body) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const redacted = redactBody('request', undefined, text, options);
      return typeof redacted === 'string' && matchesRedacted(expected, normalisedText(redacted));
    };
  }
  return (body) => conforms(recorded, redactBody('request', undefined, body, options));
}

function headerMatcher(name: string, recorded: string): (value: string | undefined) => boolean {
  if (recorded === REDACTED) return (value) => typeof value === 'string' && value.length > 0;
  // The recorded form content type carried a boundary that will never be sent again.
  if (name === 'content-type' && /^multipart\/form-data/i.test(recorded))
    return (value) => value !== undefined && /^multipart\/form-data; boundary=/.test(value);
  return (value) => typeof value === 'string' && matchesRedacted(recorded, value);
}

/** The body nock answers with: a recorded text as it is, a JSON value as its text. */
export const replyBody = (response: unknown): string =>
  typeof response === 'string' ? response : (JSON.stringify(response) ?? '');

/** One recorded attempt waiting for its request. */
interface Recorded {
  origin: string;
  path: string;
  accepts: (offered: Offered) => boolean;
  status: number;
  body: string;
  headers: Record<string, string>;
  used: boolean;
}

/** A recording's attempts, as interceptRecording registered them. */
export type ReplayScope = readonly Recorded[];

// The attempts of the cases in progress, in the order they were registered (a worker replays one case at a time).
let recorded: Recorded[] = [];

/** Registers the interactions on the replay target's base URL for each host placeholder, each answering once in
 * recorded order (a 429 then a 200 replays as such). Returns the scope for `pendingOf`. */
export function interceptRecording(
  file: RecordingFile,
  base: (placeholder: string) => string,
  redactOptions: RedactOptions,
): ReplayScope {
  const scope = interactionsOf(file).map((it): Recorded => {
    // The client appends the operation path to the base URL's own path (a gateway prefix is kept): so does the match.
    const url = operationUrl(base(it.scope), it.path);
    const headers = Object.entries(it.reqheaders).map(([name, value]) => [name, headerMatcher(name, value)] as const);
    const absent = CREDENTIAL_HEADERS.filter((name) => !Object.hasOwn(it.reqheaders, name));
    const body = bodyTest(it, redactOptions);
    return {
      origin: url.origin,
      path: url.pathname,
      accepts: (offered) =>
        headers.every(([name, test]) => test(offered.headers[name.toLowerCase()])) &&
        absent.every((name) => !Object.hasOwn(offered.headers, name)) &&
        body(offered),
      status: it.status,
      body: replyBody(it.response),
      headers: it.rawHeaders,
      used: false,
    };
  });
  recorded.push(...scope);
  return scope;
}

/** Attempts never used: the request changed, or the case stopped before its recorded retries. */
export const pendingOf = (scope: ReplayScope): string[] => scope.filter((r) => !r.used).map((r) => `POST ${r.origin}${r.path}`);

/** Forgets every registered attempt (a case's end, the run's). */
export function clearRecorded(): void {
  recorded = [];
}

/** A body as nock handed it to a matcher: JSON parsed; else a form-urlencoded text as its fields; else the text. */
function asNockSaw(text: string, contentType: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return contentType.includes('application/x-www-form-urlencoded') ? { ...parseQuery(text) } : text;
  }
}

/** The request as fetch would send it, for the matchers; throws where fetch would (an invalid header). */
function offeredOf(request: SentRequest): Offered {
  // Names and values normalised, and refused, exactly as fetch's Request does.
  const headers = asFetchHeaders(headersOf(request));
  const body = request.body;
  if (body?.kind === 'multipart') {
    // fetch writes the form's content type, with its boundary, where the request gives none.
    headers['content-type'] ??= 'multipart/form-data; boundary=in-process';
    return { headers, parts: wireParts(body.parts) };
  }
  // fetch declares a text body as such when the request does not; the bytes go out as UTF-8.
  if (body !== undefined) headers['content-type'] ??= 'text/plain;charset=UTF-8';
  const text =
    body === undefined ? '' : body.kind === 'json' ? JSON.stringify(body.value) : Buffer.from(body.text, 'utf8').toString('utf8');
  return { headers, text, body: asNockSaw(text, headers['content-type'] ?? '') };
}

/** Statuses whose response has no body (fetch's Response holds none). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The recorded answer to this request, as fetch would give it, or a rejection naming no match. */
export async function answerFromRecording(url: URL, request: SentRequest): Promise<InProcessAnswer> {
  const offered = offeredOf(request);
  const path = `${url.pathname}${url.search}`;
  const hit = recorded.find((r) => !r.used && r.origin === url.origin && r.path === path && r.accepts(offered));
  if (hit === undefined)
    throw Object.assign(new Error(`no recorded attempt matches POST ${url.origin}${path}`), { code: NO_RECORDED_MATCH });
  hit.used = true;
  const body = NULL_BODY.has(hit.status) ? new Uint8Array(0) : Buffer.from(hit.body);
  return { inProcess: true, status: hit.status, headers: asFetchHeaders(hit.headers), body };
}
