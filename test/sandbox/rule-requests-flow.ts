// The single-request rules of the asynchronous flow, for test/sandbox/faults.test.ts: every parseBankStatement rule
// (its answer is what the harness judges, the month scenarios' too: they are answered before the 202) and the
// single-request probes of the three operations. The rules judged on an event or on results after waiting
// (webhookEvent.*, getBankStatementParsingResults.request.completed / .reparse.latest-kept) take several steps and
// waits: test/sandbox/flow-faults.test.ts runs those. The statements are served by a file server this module starts
// (unref'd: it never keeps the test process alive).
import { CONFIG_PATH, EVENT_TYPES, PARSE_PATH, parseBody, parseRuleBodies, type Headers, RESULTS_PATH } from './flow-requests.js';
import { startFileServer } from './flow-servers.js';
import { type Body, freshTransactionId, v1Headers, WRONG_KEY } from './helpers.js';
import type { RuleRequest } from './rule-requests.js';

const files = await startFileServer();
files.unref();

const plain = () => parseBody(files.url, ['month-2025-12.pdf']);
const parse =
  (body: () => Body, headers: Headers = {}) =>
  (): RuleRequest => ({
    path: PARSE_PATH,
    body: body(),
    headers: v1Headers({ transactionid: freshTransactionId(), ...headers }),
  });

/** The gating rules judged after processing (an event, or results after the wait): flow-faults.test.ts holds their faults. */
export const FLOW_JUDGED_LATER = [
  'webhookEvent.parsed.delivered',
  'webhookEvent.failed.delivered',
  'getBankStatementParsingResults.request.completed',
  'getBankStatementParsingResults.reparse.latest-kept',
] as const;

// The file server answers 404 to the POST of a delivery: one attempt, no retry.
const subscription =
  (headers: Headers = {}) =>
  (): RuleRequest => ({
    path: CONFIG_PATH,
    body: { webhookUrl: `${files.url}/hook`, events: [...EVENT_TYPES] },
    headers: v1Headers({ transactionid: undefined, ...headers }),
  });

/** The results of a parse that exists (parsed first, the same transactionId), asked for with a wrong appKey. */
const resultsWithWrongKey = (): RuleRequest => {
  const transactionid = freshTransactionId();
  return {
    path: RESULTS_PATH,
    body: {},
    headers: v1Headers({ transactionid, ...WRONG_KEY }),
    before: { path: PARSE_PATH, body: plain(), headers: v1Headers({ transactionid }) },
  };
};

/**
 * The gating rules: each has a fault in sandbox/faults/parseBankStatement.ts, or, for the wrong credentials of the
 * three operations, in sandbox/faults/credentials.ts.
 */
export const FLOW_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  ...Object.fromEntries(
    Object.entries(parseRuleBodies(() => files.url)).map(([id, { body, headers }]) => [id, parse(body, headers)]),
  ),
  'webhookConfig.credentials.wrong': subscription(WRONG_KEY),
  'getBankStatementParsingResults.credentials.wrong': resultsWithWrongKey,
};

/** The single-request probes of the flow's operations: no fault, and no fault may change their answers. */
export const FLOW_PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'parseBankStatement.minRequiredMonths.zero': parse(() => ({ ...plain(), minRequiredMonths: 0 })),
  'parseBankStatement.minRequiredMonths.thirteen': parse(() => ({ ...plain(), minRequiredMonths: 13 })),
  'webhookConfig.subscription.response': subscription(),
};
