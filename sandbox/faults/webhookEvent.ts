// Faults of the webhook event a finished parse sends (webhookEvent). They change how the event goes out (settings
// read by flow/events.ts), never a reply: the success event alone for the parsed rule, the failed event alone for
// the failed rule.
import { EVENT_TYPES } from '../flow/events.js';
import type { Fault } from './kit.js';

export const WEBHOOK_EVENT_FAULTS: readonly Fault[] = [
  {
    id: 'webhookEvent-parsed-transactionId-changed',
    breaks: 'webhookEvent.parsed.delivered',
    describe: 'the success event carries the transactionId with "-other" appended, not the parse\'s',
    apply: { settings: { parsedEventTransactionIdSuffix: '-other' } },
  },
  {
    id: 'webhookEvent-parsed-never-sent',
    breaks: 'webhookEvent.parsed.delivered',
    describe: 'BANK_STATEMENT_PARSED_SUCCESSFULLY is never sent (the results are stored all the same)',
    apply: { settings: { parsedEventSent: false } },
  },
  {
    id: 'webhookEvent-parsed-data-envelope',
    breaks: 'webhookEvent.parsed.delivered',
    describe: 'the success event is wrapped in an undocumented {data: {...}} envelope',
    apply: { settings: { parsedEventEnvelope: 'data' } },
  },
  {
    id: 'webhookEvent-parsed-timestamp-not-iso',
    breaks: 'webhookEvent.parsed.delivered',
    describe: 'the success event\'s timestamp is "15/01/2026 10:20:30", no ISO 8601 form',
    apply: { settings: { parsedEventFields: { timestamp: '15/01/2026 10:20:30' } } },
  },
  {
    id: 'webhookEvent-parsed-id-not-uuid',
    breaks: 'webhookEvent.parsed.delivered',
    describe: 'the success event\'s id is "evt-1042", not the documented UUID',
    apply: { settings: { parsedEventFields: { id: 'evt-1042' } } },
  },
  {
    id: 'webhookEvent-parsed-version-number',
    breaks: 'webhookEvent.parsed.delivered',
    describe: "the success event's version is the number 1, documented a string",
    apply: { settings: { parsedEventFields: { version: 1 } } },
  },
  {
    id: 'webhookEvent-failed-as-parsed',
    breaks: 'webhookEvent.failed.delivered',
    describe: 'a failed parse is announced as BANK_STATEMENT_PARSED_SUCCESSFULLY',
    apply: { settings: { failedEventType: EVENT_TYPES.parsed } },
  },
];
