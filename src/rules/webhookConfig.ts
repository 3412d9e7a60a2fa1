// Rules of POST {review_url}/api/v1/config: the subscription's answer and its errors are not shown, so only probes;
// every flow subscribes first, and a refused subscription stops that flow with a violation on its step.
import type { RuleTable } from '../types.js';
import { header, wrongCredential } from './mutate.js';
import { SUBSCRIBE_ENDPOINT, subscribeBaseline } from './statement-flow.js';
import { type Row, rulesOf } from './table.js';

const rows: Row[] = [
  {
    id: 'webhookConfig.subscription.response',
    title: 'subscribing the receiver to both event types (the answer is not shown) — observed',
    source: SUBSCRIBE_ENDPOINT,
    strength: 'probe',
    request: (req) => req,
  },
  {
    id: 'webhookConfig.credentials.wrong',
    title: 'subscribing with a wrong appKey (the error is not shown) — observed',
    source: `${SUBSCRIBE_ENDPOINT}; bank-statement-analysis.md › Authentication`,
    strength: 'probe',
    request: header('appkey', wrongCredential),
  },
];

export const webhookConfigRules: RuleTable = {
  operation: 'webhookConfig',
  baseline: subscribeBaseline,
  rules: rulesOf('webhookConfig', rows),
};
