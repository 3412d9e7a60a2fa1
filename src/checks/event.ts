import { readEvent } from './event-shape.js';
import { transactionIdOf } from './transaction-id.js';
import { conforms } from '../redaction/index.js';
import type { Check, Finding, Observer } from './check.js';
import { isEvent } from '../model/operations.js';

/** A webhook event is the one its parse caused: documented type, the parse's transactionId, the caller's appId, read
 * flat or nested under `metadata`/`event` (Events: the nesting is not shown). A recorded appId means "present". */
export const eventFields: Check = ({ operation, exchange, request, expect }) => {
  if (!isEvent(operation) || expect.event === undefined) return [];
  const event = exchange.events.at(-1);
  if (event === undefined) return [];
  const read = readEvent(event.body);
  if ('problem' in read) return [wrong('', 'an event with a transactionId', read.problem)];
  const { fields } = read;
  const expected: [string, unknown, unknown][] = [
    ['type', expect.event.type, fields.type],
    ['transactionId', transactionIdOf(exchange.steps.at(-1)), fields.transactionId],
    ['appId', request.headers.appid, fields.appId],
  ];
  return expected.flatMap(([field, want, got]) =>
    want === undefined || (typeof got === 'string' && typeof want === 'string' && conforms(got, want)) || got === want
      ? []
      : [wrong(pointerOf(event.body, field), want, got)],
  );
};

/** Where the reader found a field (top level, then `event`, then `metadata`), or where the flat shape puts it. */
function pointerOf(body: unknown, field: string): string {
  const at = (o: unknown) => o !== null && typeof o === 'object' && Object.hasOwn(o, field);
  const b = body as Record<string, unknown>;
  if (at(b)) return `/${field}`;
  if (at(b.event)) return `/event/${field}`;
  if (at(b.metadata)) return `/metadata/${field}`;
  return `/${field}`;
}

const wrong = (pointer: string, expected: unknown, actual: unknown): Finding => ({
  title: 'Event does not match its parse',
  pointer,
  expected,
  actual,
});

/** Whether a delivered event's timestamp carries an offset: ISO 8601 allows a local time, RFC 3339 does not. */
export const timestampNote: Observer = ({ operation, exchange }) => {
  if (!isEvent(operation)) return [];
  const event = exchange.events.at(-1);
  const read = event === undefined ? undefined : readEvent(event.body);
  const timestamp = read === undefined || 'problem' in read ? undefined : read.fields.timestamp;
  if (typeof timestamp !== 'string') return [];
  return [
    /(?:Z|[+-]\d{2}(?::?\d{2})?)$/.test(timestamp)
      ? 'timestamp with an offset'
      : 'timestamp without an offset (ISO 8601 allows a local time)',
  ];
};
