// A webhook event's fields, whichever of the two documented shapes it came in: the flat sample payload
// `{type, timestamp, version, id, transactionId, appId}` or the nested `{metadata: {appId, transactionId},
// event: {type, timestamp, version, id}}` the field list describes. Which shape came is kept: it is a probe.

export const EVENT_FIELDS = ['type', 'timestamp', 'version', 'id', 'transactionId', 'appId'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventFields = { [F in EventField]?: unknown };
export type EventShape = 'flat' | 'nested';
export type ReadEvent = { shape: EventShape; fields: EventFields } | { problem: string };

/** Where a field is looked for, first match wins: a top-level value overrides a nested one. */
const PLACES = ['top level', 'event', 'metadata'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

export function readEvent(body: unknown): ReadEvent {
  if (!isObject(body)) return { problem: `the event must be a JSON object, got ${kind(body)}` };
  const sources: Record<(typeof PLACES)[number], Json | undefined> = {
    'top level': body,
    event: isObject(body.event) ? body.event : undefined,
    metadata: isObject(body.metadata) ? body.metadata : undefined,
  };
  const fields: EventFields = {};
  for (const field of EVENT_FIELDS)
    for (const place of PLACES) {
      const value = sources[place]?.[field];
      if (value !== undefined) {
        fields[field] = value;
        break;
      }
    }
  const id = fields.transactionId;
  // The transactionId is what ties a delivery to its case: without one the event cannot be correlated.
  if (id === undefined)
    return { problem: 'no transactionId (looked at the top level, event.transactionId, metadata.transactionId)' };
  if (typeof id !== 'string' || id === '')
    return { problem: `transactionId must be a non-empty string, got ${id === '' ? 'an empty string' : kind(id)}` };
  return { shape: sources.event || sources.metadata ? 'nested' : 'flat', fields };
}
