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
    id: 'webhookEvent-failed-as-parsed',
    breaks: 'webhookEvent.failed.delivered',
    describe: 'a failed parse is announced as BANK_STATEMENT_PARSED_SUCCESSFULLY',
    apply: { settings: { failedEventType: EVENT_TYPES.parsed } },
  },
];
