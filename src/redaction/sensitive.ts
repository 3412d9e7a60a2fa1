// Every value a case must not leak into a report: computed once per case, from everything the case sent and received.
import { walkableJson } from '../base/json-text.js';
import type { OperationId } from '../model/operations.js';
import type { Exchange, ReceivedResponse, RequestBody } from '../model/types.js';
import { secretHeaderValues } from './headers.js';
import { fieldMarks, leavesOf, type Mark, type Marks, type Where } from './marks.js';
import { REDACTED } from './placeholder.js';
import type { Replacements } from './scrubber.js';
import { standIn } from './stand-in.js';
import { redactionFor } from './redaction-for.js';

const parsed = (text: string): unknown => walkableJson(text)?.value;

// A raw body or a response sent with another content type is marked like JSON when it parses: a rule that sends bytes
// as they are may still send a key, and a vendor may label JSON text/plain.
const requestJson = (body: RequestBody): unknown =>
  body.kind === 'json' ? body.value : body.kind === 'raw' ? parsed(body.text) : undefined;
const responseJson = (response: ReceivedResponse): unknown =>
  response.json ? response.body : typeof response.body === 'string' ? parsed(response.body) : undefined;

// The credentials and secret headers sent, plus every value `marks` marks secret or personal in each step's request,
// each attempt's JSON response and each event, mapped to "<redacted>" (a secret) or a stable format-preserving stand-in
// (personal data), so the evidence stays readable: an echo upper-cased by the vendor is visibly upper-cased.
export function sensitiveValuesBy(marks: Marks, exchange: Exchange | undefined, credentials: string[]): Replacements {
  const values: Replacements = new Map(credentials.map((c) => [c, REDACTED]));
  const add = (value: string, mark: Mark) => {
    if (value === '' || values.get(value) === REDACTED) return;
    values.set(value, mark.secret ? REDACTED : standIn(value, mark.pii));
  };
  const collect = (where: Where, body: unknown) => {
    if (body === undefined) return;
    for (const { mark, value } of marks(where, body)) for (const leaf of leavesOf(value)) add(leaf, mark);
  };
  for (const { request, attempts } of exchange?.steps ?? []) {
    for (const value of secretHeaderValues(request.headers)) add(value, { secret: true });
    const body = request.body;
    if (body?.kind === 'multipart') {
      const byName = fieldMarks(body.parts, marks);
      for (const part of body.parts) {
        const mark = 'value' in part ? byName.get(part.name) : undefined;
        if ('value' in part && mark !== undefined) add(part.value, mark);
      }
    } else if (body !== undefined) collect({ side: 'request' }, requestJson(body));
    for (const { response } of attempts)
      if (response !== undefined) collect({ side: 'response', status: response.status }, responseJson(response));
  }
  for (const event of exchange?.events ?? []) collect({ side: 'event' }, event.body);
  values.delete('');
  return values;
}

/** What a case must not leak, by the operation's schema marks: computed once per case. */
export const sensitiveValues = (operation: OperationId, exchange: Exchange | undefined, credentials: string[]): Replacements =>
  sensitiveValuesBy(redactionFor(operation, []).marks, exchange, credentials);
