// The webhook event a finished parse sends (spec › Events; issue 11 contract › Event payload): the spec's flat sample,
// `{type, timestamp, version, id, transactionId, appId}`. How it goes out is in settings (a fault may change it).
import { randomUUID } from 'node:crypto';
import type { Settings } from '../settings.js';

import { EVENT_TYPES } from './event-types.js';

export { EVENT_TYPES };

export const EVENT_VERSION = '1.0';

/** How a parse ended: the results are stored (completed), the parse failed, or its months were refused after the 202. */
export type Outcome = 'completed' | 'failed' | 'months-refused';

export interface OutgoingEvent {
  /** The event id, also sent as the `x-sandbox-event-id` header. */
  readonly id: string;
  readonly type: string;
  /** The JSON body POSTed to the subscriber. */
  readonly body: unknown;
}

/** The event for a finished parse; undefined when the settings send none for it. */
export function eventFor(
  outcome: Outcome,
  ids: { transactionId: string; appId: string },
  settings: Settings,
  now = new Date(),
): OutgoingEvent | undefined {
  if (outcome === 'completed' && !settings.parsedEventSent) return undefined;
  const id = randomUUID();
  const type =
    outcome === 'completed'
      ? EVENT_TYPES.parsed
      : outcome === 'months-refused'
        ? settings.monthErrors.eventType
        : settings.failedEventType;
  const transactionId =
    outcome === 'completed' ? `${ids.transactionId}${settings.parsedEventTransactionIdSuffix}` : ids.transactionId;
  const iso = now.toISOString();
  const timestamp = settings.eventTimestamp === 'utc' ? iso : iso.slice(0, -1);
  const flat = {
    type,
    timestamp,
    version: EVENT_VERSION,
    id,
    transactionId,
    appId: ids.appId,
    ...(outcome === 'completed' ? settings.parsedEventFields : {}),
  };
  const body = outcome === 'completed' && settings.parsedEventEnvelope === 'data' ? { data: flat } : flat;
  return { id, type, body };
}
