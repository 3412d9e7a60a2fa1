// Rules of POST {review_url}/api/v1/config: the subscription's answer and its errors are not shown, so only probes;
// every flow subscribes first, and a refused subscription stops that flow with a violation on its step.
import type { RuleTable } from '../model/types.js';
import { SUBSCRIBE_ENDPOINT, subscribeBaseline } from './statement-flow.js';
import { unchanged } from './mutate.js';
import { contentTypeRequired, type Row, rulesOf, wrongAppKey } from './table.js';

const rows: Row[] = [
  {
    id: 'webhookConfig.subscription.response',
    title: 'subscribing the receiver to both event types (the answer is not shown) — observed',
    source: SUBSCRIBE_ENDPOINT,
    strength: 'probe',
    request: unchanged,
  },
  // Its errors are not shown, but the Authentication part says a wrong key is a 401: the status gates, not the body.
  wrongAppKey('webhookConfig', SUBSCRIBE_ENDPOINT, {
    title: 'a registered appId with a wrong appKey is refused with 401 (the body is not shown)',
    expect: { status: 401, anyBody: true },
  }),
  contentTypeRequired('webhookConfig', SUBSCRIBE_ENDPOINT),
];

export const webhookConfigRules: RuleTable = {
  operation: 'webhookConfig',
  baseline: subscribeBaseline,
  rules: rulesOf('webhookConfig', rows),
};
