// Rules of the event the service sends when a parse finishes: judged on the delivery the harness's receiver got, in
// either documented shape (the flat sample or the nested metadata/event), correlated by transactionId.
import type { RuleTable } from '../model/types.js';
import {
  EVENT_TYPES,
  EVENT_VOLATILE,
  EVENTS,
  parseBaseline,
  STATES,
  SUBSCRIBE,
  submitting,
  UNREADABLE_STATEMENT,
} from './statement-flow.js';
import { unchanged } from './mutate.js';
import { type Row, rulesOf } from './table.js';

const rows: Row[] = [
  {
    id: 'webhookEvent.parsed.delivered',
    title: `processing completes, parsing succeeded: a readable statement's parse sends ${EVENT_TYPES.parsed} with its transactionId and the appId`,
    source: `${EVENTS}; ${STATES}`,
    before: [SUBSCRIBE],
    sends: 'parseBankStatement',
    request: unchanged,
    awaitEvent: true,
    expect: { status: 200, event: { type: EVENT_TYPES.parsed } },
  },
  {
    id: 'webhookEvent.failed.delivered',
    title: `processing completes, parsing failed: an unreadable statement's parse sends ${EVENT_TYPES.failed}`,
    source: `${EVENTS}; ${STATES}`,
    before: [SUBSCRIBE],
    sends: 'parseBankStatement',
    request: submitting([UNREADABLE_STATEMENT]),
    awaitEvent: true,
    expect: { status: 200, event: { type: EVENT_TYPES.failed } },
  },
  {
    id: 'webhookEvent.shape.observed',
    title: 'the nesting of the delivered payload and the headers it carries (neither is shown) — observed',
    source: EVENTS,
    strength: 'probe',
    before: [SUBSCRIBE],
    sends: 'parseBankStatement',
    request: unchanged,
    awaitEvent: true,
  },
];

export const webhookEventRules: RuleTable = {
  operation: 'webhookEvent',
  // The event's rules send the parse: its baseline.
  baseline: parseBaseline(),
  rules: rulesOf('webhookEvent', rows),
  volatile: EVENT_VOLATILE,
};
