// Every value a case must not leak into a report: computed once per case, from everything the case sent and received.
import { lookup } from '../json-pointer.js';
import type { OperationId } from '../operations.js';
import type { Exchange, ReceivedResponse, RequestBody } from '../types.js';
import { secretHeaderValues } from './headers.js';
import { fieldMarks, leavesOf, type Marks, type Where } from './marks.js';
import { redactionFor } from './redaction-for.js';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A raw body or a response sent with another content type is marked like JSON when it parses: a rule that sends bytes
// as they are may still send a key, and a vendor may label JSON text/plain.
const requestJson = (body: RequestBody): unknown =>
  body.kind === 'json' ? body.value : body.kind === 'raw' ? parsed(body.text) : undefined;
const responseJson = (response: ReceivedResponse): unknown =>
  response.json ? response.body : typeof response.body === 'string' ? parsed(response.body) : undefined;

/**
 * The credentials and secret headers sent, plus every value at a place `marks` marks secret or personal: in each step's
 * JSON request and form fields, each attempt's JSON response, and each event.
 */
export function sensitiveValuesBy(marks: Marks, exchange: Exchange | undefined, credentials: string[]): string[] {
  const values = new Set(credentials);
  const collect = (where: Where, body: unknown) => {
    if (body === undefined) return;
    for (const { pointer } of marks(where, body)) for (const leaf of leavesOf(lookup(body, pointer).value)) values.add(leaf);
  };
  for (const { request, attempts } of exchange?.steps ?? []) {
    for (const value of secretHeaderValues(request.headers)) values.add(value);
    const body = request.body;
    if (body?.kind === 'multipart') {
      const byName = fieldMarks(body.parts, marks);
      for (const part of body.parts) if ('value' in part && byName.has(part.name)) values.add(part.value);
    } else if (body !== undefined) collect({ side: 'request' }, requestJson(body));
    for (const { response } of attempts)
      if (response !== undefined) collect({ side: 'response', status: response.status }, responseJson(response));
  }
  for (const event of exchange?.events ?? []) collect({ side: 'event' }, event.body);
  values.delete('');
  return [...values];
}

/** What a case must not leak, by the operation's schema marks: computed once per case. */
export const sensitiveValues = (operation: OperationId, exchange: Exchange | undefined, credentials: string[]): string[] =>
  sensitiveValuesBy(redactionFor(operation, []).marks, exchange, credentials);
