// Every fault of the asynchronous flow (parseBankStatement, webhookEvent, getBankStatementParsingResults) changes the
// outcome of its own rule and of no other rule of the flow: each rule is run as the harness describes it (issue 11
// contract › Rule ids, written here, not imported from src/) against a clean sandbox, then against one sandbox per
// fault. A rule's outcome is what the harness judges: the parse's answer, the event received, or the results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FAULTS } from '../../sandbox/faults/credentials.js';
import { RESULTS_FAULTS } from '../../sandbox/faults/getBankStatementParsingResults.js';
import { PARSE_BANK_STATEMENT_FAULTS } from '../../sandbox/faults/parseBankStatement.js';
import { WEBHOOK_EVENT_FAULTS } from '../../sandbox/faults/webhookEvent.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { TEST_VALUES } from '../../sandbox/test-values.js';
import {
  CONFIG_PATH,
  EVENT_TYPES,
  MONTH_SCENARIOS,
  PARSE_PATH,
  parseBody,
  parseRuleBodies,
  type Headers,
  RESULTS_PATH,
} from './flow-requests.js';
import { type FileServer, type Receiver, startFileServer, startReceiver } from './flow-servers.js';
import { type Answer, type Body, freshTransactionId, post, v1Headers, WRONG_KEY } from './helpers.js';

const FLOW_OPERATIONS = ['parseBankStatement', 'webhookConfig', 'getBankStatementParsingResults'];
const FLOW_FAULTS = [
  ...PARSE_BANK_STATEMENT_FAULTS,
  ...WEBHOOK_EVENT_FAULTS,
  ...RESULTS_FAULTS,
  ...CREDENTIALS_FAULTS.filter((f) => FLOW_OPERATIONS.some((op) => f.breaks.startsWith(`${op}.`))),
];
const FAST_RETRIES = {
  id: 'test-fast-retries',
  breaks: 'none',
  describe: 'shorter waits between delivery attempts, for tests',
  apply: { settings: { webhookRetryDelaysMs: [20, 40] } },
};
/** How long a flow waits for an event once its parse has finished: a fault may send none. */
const EVENT_GRACE_MS = 2_000;

let files: FileServer;
let receiver: Receiver;
beforeAll(async () => {
  [files, receiver] = await Promise.all([startFileServer(), startReceiver()]);
});
afterAll(() => Promise.all([files.close(), receiver.close()]));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * What varies between runs is masked: the request's own transactionId (only where it is exactly that: a changed one
 * shows), UUIDs, ISO timestamps and processing times. Everything else must be equal.
 */
const comparable = (value: unknown, transactionId: string): unknown =>
  JSON.parse(JSON.stringify(value ?? null), (key, v: unknown) => {
    if (/processingtime$/i.test(key) && typeof v === 'number') return '<seconds>';
    if (typeof v !== 'string') return v;
    if (v === transactionId) return '<transactionId>';
    if (UUID.test(v)) return '<uuid>';
    if (ISO_MS.test(v)) return '<timestamp>';
    return v;
  });

/** Runs one rule on a sandbox and gives its outcome, comparable between sandboxes. */
type FlowRule = (sandbox: RunningSandbox) => Promise<unknown>;

const parse = (sandbox: RunningSandbox, transactionId: string, body: Body, headers: Headers = {}) =>
  post(sandbox.url, PARSE_PATH, body, v1Headers({ transactionid: transactionId, ...headers }));
const results = (sandbox: RunningSandbox, transactionId: string, headers: Headers = {}) =>
  post(sandbox.url, RESULTS_PATH, {}, v1Headers({ transactionid: transactionId, ...headers }));
const answerOf = (answer: Answer, transactionId: string) =>
  comparable({ status: answer.status, body: answer.body }, transactionId);

async function finished(sandbox: RunningSandbox, transactionId: string): Promise<Answer> {
  for (;;) {
    const answer = await results(sandbox, transactionId);
    if (answer.status !== 202) return answer;
    await sleep(10);
  }
}

/** The deliveries about the parse once it has finished: its event(s) as received, or none within the grace. */
async function eventsOf(sandbox: RunningSandbox, transactionId: string) {
  await finished(sandbox, transactionId);
  const until = performance.now() + EVENT_GRACE_MS;
  while (receiver.about(transactionId).length === 0 && performance.now() < until) await sleep(10);
  return receiver.about(transactionId).map(({ headers, body }) => ({
    eventIdHeader: headers['x-sandbox-event-id'] === (body as Body).id ? '<the body id>' : headers['x-sandbox-event-id'],
    body: comparable(body, transactionId),
  }));
}

/** A single parse request: its answer is the outcome. */
const parseRule =
  (body: () => Body, headers: Headers = {}): FlowRule =>
  async (sandbox) => {
    const transactionId = freshTransactionId();
    return answerOf(await parse(sandbox, transactionId, body(), headers), transactionId);
  };

const plain = () => parseBody(files.url, ['month-2025-12.pdf']);

const MONTH_TEXTS = ['Bank Statement period less than', 'months Bank statement missing'];

/**
 * A month scenario: the parse's answer, and after a 202 what the harness holds of what follows it (the later reading of
 * the month errors): readable events about it of another type than the scenario's outcome (none is no finding: the
 * webhookEvent rules judge the delivery), and the month errors the results say.
 */
const monthRule =
  (body: () => Body, refused: boolean): FlowRule =>
  async (sandbox) => {
    const transactionId = freshTransactionId();
    const answer = await parse(sandbox, transactionId, body());
    if (answer.status !== 202) return answerOf(answer, transactionId);
    const expected = EVENT_TYPES[refused ? 1 : 0];
    const wrongEvents = (await eventsOf(sandbox, transactionId)).flatMap(({ body }) => {
      const type = (body as Body).type;
      return typeof type === 'string' && type !== expected ? [type] : [];
    });
    const results = JSON.stringify((await finished(sandbox, transactionId)).body);
    return { parse: answerOf(answer, transactionId), wrongEvents, says: MONTH_TEXTS.filter((t) => results.includes(t)) };
  };

const PARSE_RULES: Record<string, FlowRule> = Object.fromEntries(
  Object.entries(parseRuleBodies(() => files.url)).map(([id, { body, headers }]) => [
    id,
    id.startsWith('parseBankStatement.months.')
      ? monthRule(body, MONTH_SCENARIOS[id.slice('parseBankStatement.months.'.length)]?.message !== undefined)
      : parseRule(body, headers),
  ]),
);

/** Parse, then the event received: what the webhookEvent rules judge. */
const eventRule =
  (file: string): FlowRule =>
  async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, parseBody(files.url, [file]));
    return eventsOf(sandbox, transactionId);
  };

const EVENT_RULES: Record<string, FlowRule> = {
  'webhookEvent.parsed.delivered': eventRule('month-2025-12.pdf'),
  'webhookEvent.failed.delivered': eventRule('not-a-pdf.pdf'),
};

/** A registered appId with a wrong appKey: the subscription, and the results of a parse that exists. */
const CREDENTIALS_RULES: Record<string, FlowRule> = {
  'webhookConfig.credentials.wrong': async (sandbox) =>
    answerOf(await post(sandbox.url, CONFIG_PATH, subscription(), v1Headers({ transactionid: undefined, ...WRONG_KEY })), ''),
  'getBankStatementParsingResults.credentials.wrong': async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, plain());
    await finished(sandbox, transactionId);
    return answerOf(await results(sandbox, transactionId, WRONG_KEY), transactionId);
  },
};

const RESULTS_RULES: Record<string, FlowRule> = {
  'getBankStatementParsingResults.request.completed': async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, parseBody(files.url, ['month-2025-11.pdf', 'month-2025-12.pdf']));
    return answerOf(await finished(sandbox, transactionId), transactionId);
  },
  'getBankStatementParsingResults.reparse.latest-kept': async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, parseBody(files.url, [{ file: 'month-2025-11.pdf', statementId: 'vts-reparse-first' }]));
    await finished(sandbox, transactionId);
    await parse(sandbox, transactionId, parseBody(files.url, [{ file: 'month-2025-12.pdf', statementId: 'vts-reparse-second' }]));
    return answerOf(await finished(sandbox, transactionId), transactionId);
  },
};

/** Observed only, so no fault; no fault may change them (but a twin's, for the faults of the rule it twins). */
const PROBES: Record<string, FlowRule> = {
  'parseBankStatement.minRequiredMonths.zero': parseRule(() => ({ ...plain(), minRequiredMonths: 0 })),
  'parseBankStatement.minRequiredMonths.thirteen': parseRule(() => ({ ...plain(), minRequiredMonths: 13 })),
  'webhookConfig.subscription.response': async (sandbox) =>
    answerOf(await post(sandbox.url, CONFIG_PATH, subscription(), v1Headers({ transactionid: undefined })), ''),
  'webhookEvent.shape.observed': async (sandbox) => {
    const events = (await EVENT_RULES['webhookEvent.parsed.delivered']!(sandbox)) as { body: Body }[];
    return events.map(({ body }) => (body.type !== undefined ? 'flat' : body.event !== undefined ? 'nested' : Object.keys(body)));
  },
  'getBankStatementParsingResults.timing.before-completion': async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, parseBody(files.url, [`hold/${transactionId}/month-2025-12.pdf`]));
    const answer = await results(sandbox, transactionId);
    files.release(transactionId);
    return answerOf(answer, transactionId);
  },
  'getBankStatementParsingResults.parse.failed': async (sandbox) => {
    const transactionId = freshTransactionId();
    await parse(sandbox, transactionId, parseBody(files.url, ['not-a-pdf.pdf']));
    return answerOf(await finished(sandbox, transactionId), transactionId);
  },
};
/** A probe whose flow is a gating rule's: the faults of that rule may change it too. */
const TWINS: Readonly<Record<string, readonly string[]>> = {
  'webhookEvent.parsed.delivered': ['webhookEvent.shape.observed'],
};

const GATING = { ...PARSE_RULES, ...EVENT_RULES, ...RESULTS_RULES, ...CREDENTIALS_RULES };
const RULES: Record<string, FlowRule> = { ...GATING, ...PROBES };

const subscription = () => ({ webhookUrl: `${receiver.url}/hook`, events: [...EVENT_TYPES] });

/** A sandbox with these faults, subscribed to the receiver as every flow of the harness is first. */
async function subscribed(faults: readonly string[]): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ port: 0, faults, extraFaults: [FAST_RETRIES] });
  await post(sandbox.url, CONFIG_PATH, subscription(), v1Headers({ transactionid: undefined }));
  return sandbox;
}

async function outcomesOn(faults: readonly string[]): Promise<Record<string, unknown>> {
  const sandbox = await subscribed(faults);
  try {
    const entries = await Promise.all(Object.entries(RULES).map(async ([id, run]) => [id, await run(sandbox)] as const));
    return Object.fromEntries(entries);
  } finally {
    await sandbox.close();
  }
}

let baseline: Record<string, unknown>;
beforeAll(async () => {
  baseline = await outcomesOn([]);
});

const changedFrom = (outcomes: Record<string, unknown>): string[] =>
  Object.keys(RULES).filter((id) => JSON.stringify(outcomes[id]) !== JSON.stringify(baseline[id]));

describe('flow faults', () => {
  it('every gating rule of the flow has a fault, and every flow fault breaks one of them', () => {
    expect(new Set(FLOW_FAULTS.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])]))).toEqual(new Set(Object.keys(GATING)));
  });

  it('the clean sandbox gives the same outcomes twice, and the ones the contract documents', async () => {
    expect(await outcomesOn([])).toEqual(baseline);
    expect(baseline['parseBankStatement.request.accepted']).toMatchObject({ status: 202, body: { statusCode: 202 } });
    expect(baseline['webhookEvent.parsed.delivered']).toEqual([
      {
        eventIdHeader: '<the body id>',
        body: {
          type: EVENT_TYPES[0],
          timestamp: '<timestamp>',
          version: '1.0',
          id: '<uuid>',
          transactionId: '<transactionId>',
          appId: TEST_VALUES.credentials[0]!.appId,
        },
      },
    ]);
    expect(baseline['getBankStatementParsingResults.timing.before-completion']).toMatchObject({ status: 202 });
  });

  it.for(FLOW_FAULTS.map((f) => [f.id, f.breaks, f.alsoBreaks ?? []] as const))(
    '%s changes the outcome of %s only (and the rules it also breaks)',
    async ([id, breaks, alsoBreaks]) => {
      const changed = changedFrom(await outcomesOn([id]));
      const broken = [breaks, ...alsoBreaks];
      for (const rule of broken) expect(changed).toContain(rule);
      expect(changed.filter((rule) => !broken.includes(rule) && !broken.some((b) => (TWINS[b] ?? []).includes(rule)))).toEqual(
        [],
      );
    },
  );
});
