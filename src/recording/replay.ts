// Replays a recording with nock: one interceptor per recorded attempt, in order, matching the request as it was recorded.
import nock from 'nock';
import './nock-timers.js';
import { bytesBehind } from './nock-utf8.js';
import { operationUrl } from '../transport/client.js';
import { walkableJson } from '../base/json-text.js';
import { type Interaction, interactionsOf, type RecordingFile, recordedParts } from './file.js';
import { multipartMatcher } from './multipart.js';
import { conforms, matchesRedacted, type RedactOptions, REDACTED, redactBody, redactParts } from '../redaction/index.js';

/** Credential headers a recording without them requires to be absent (a "missing appKey" rule must stay missing). */
const CREDENTIAL_HEADERS = ['appid', 'appkey', 'authorization'];

type BodyMatcher = (body: unknown) => boolean;

/** A matcher that throws would surface as a failed request with nock's stack; a non-match names the recording instead. */
const safe =
  (match: BodyMatcher): BodyMatcher =>
  (body) => {
    try {
      return match(body);
    } catch {
      return false;
    }
  };

/** A JSON text compared by value (nock hands a parseable body over parsed, so its spacing is lost anyway). */
function normalisedText(text: string): string {
  const json = walkableJson(text);
  return json ? JSON.stringify(json.value) : text;
}

/** A form's test handed to nock as a RegExp: nock tries JSON.parse on the body before a function, but gives a RegExp's
 * test() the body as it is (lib/match_body.js). */
class FormTest extends RegExp {
  constructor(private readonly accepts: BodyMatcher) {
    super('');
  }

  override test(body: string): boolean {
    return this.accepts(bytesBehind(body));
  }
}

/** What nock holds the request's body to: the recorded form's parts, or the recorded body. */
function bodyTest(it: Interaction, options: RedactOptions): BodyMatcher | FormTest {
  const parts = recordedParts(it);
  return parts
    ? new FormTest(safe(multipartMatcher(parts, (actual) => redactParts(actual, options))))
    : safe(bodyMatcher(it, options));
}

function bodyMatcher(it: Interaction, options: RedactOptions): BodyMatcher {
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

function headerMatcher(name: string, recorded: string): RegExp | ((value: string | undefined) => boolean) {
  if (recorded === REDACTED) return (value) => typeof value === 'string' && value.length > 0;
  // The recorded form content type carried a boundary that will never be sent again.
  if (name === 'content-type' && /^multipart\/form-data/i.test(recorded)) return /^multipart\/form-data; boundary=/;
  return (value) => typeof value === 'string' && matchesRedacted(recorded, value);
}

/** The body nock answers with: a recorded text as it is, a JSON value as its text. */
export const replyBody = (response: unknown): string =>
  typeof response === 'string' ? response : (JSON.stringify(response) ?? '');

/** Registers the interactions as nock interceptors on the replay target's base URL for each host placeholder, each
 * answering once in recorded order (a 429 then a 200 replays as such). Returns the scopes for `pendingOf`. */
export function interceptRecording(
  file: RecordingFile,
  base: (placeholder: string) => string,
  redactOptions: RedactOptions,
): nock.Scope[] {
  return interactionsOf(file).map((it) => {
    // The client appends the operation path to the base URL's own path (a gateway prefix is kept): so does the match.
    const url = operationUrl(base(it.scope), it.path);
    const interceptor = nock(url.origin).post(url.pathname, bodyTest(it, redactOptions));
    for (const [name, value] of Object.entries(it.reqheaders)) interceptor.matchHeader(name, headerMatcher(name, value));
    for (const name of CREDENTIAL_HEADERS)
      if (!Object.hasOwn(it.reqheaders, name)) interceptor.matchHeader(name, (value: string | undefined) => value === undefined);
    return interceptor.reply(it.status, replyBody(it.response), it.rawHeaders);
  });
}

/** Interceptors never used: the request changed, or the case stopped before its recorded retries. */
export const pendingOf = (scopes: nock.Scope[]): string[] => scopes.flatMap((s) => s.pendingMocks());
