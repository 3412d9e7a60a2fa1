// Every fault of the asynchronous flow (parseBankStatement, webhookConfig, webhookEvent, getBankStatementParsingResults)
// changes the outcome of its own rule and of no other rule of the flow. Each rule of the flow runs whole, as the harness
// runs it (runCase over the rule tables: subscription, parse, the event awaited, results), against a clean sandbox, then
// against one sandbox per fault; the case's verdict is not read, only what it judges, off the exchange: the judged
// step's answer, the event received, and what a later reading holds of what followed an accepted parse.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { EXPLORE_FAULTS } from '../../../sandbox/faults/explore.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { contextFor } from '../../../src/case/context.js';
import { runCase } from '../../../src/case/run-case.js';
import type { Target } from '../../../src/case/target.js';
import { isFlowRule, operationsOf } from '../../../src/flow/case-flow.js';
import { readEvent } from '../../../src/checks/event-shape.js';
import { isEvent, isFlowOperation, isOperationId, OPERATIONS } from '../../../src/model/operations.js';
import type { CaseResult, Exchange, Rule, StepExchange } from '../../../src/model/types.js';
import { allRules, tableOf } from '../../../src/rules/index.js';
import { requestsOf } from '../../../src/rules/requests.js';
import { caseBudgetMs, transportSettings } from '../../../src/settings/run-settings.js';
import { sandboxTarget } from '../../../src/targets/sandbox.js';
import { createClient } from '../../../src/transport/client.js';
import { type FileServer, startFileServer } from './flow-servers.js';
import { capped } from '../../setup/timeout-cap.js';

const RULES = allRules().filter(isFlowRule);
const GATING_IDS = RULES.filter((r) => r.strength === 'documented').map((r) => r.id);
const FLOW_FAULTS = FAULTS.filter((f) => GATING_IDS.includes(f.breaks));
const FAST_RETRIES = {
  id: 'test-fast-retries',
  breaks: 'none',
  describe: 'shorter waits between delivery attempts, for tests',
  apply: { settings: { webhookRetryDelaysMs: [20, 40] } },
};
/** Every run waits for an event as long as the settings say: a fault that sends none ends the wait when the sandbox
 * says the delivery is settled (src/targets/sandbox.ts). A run's cases go at once, each within a case's budget. */
const BUDGET = { timeout: capped(caseBudgetMs(transportSettings())) };

/** A rule that asks about a parse before its processing ends (no event awaited): its statements are held until then. */
const asksBeforeDone = (rule: Rule): boolean =>
  (rule.before ?? []).some((s) => OPERATIONS[s.operation ?? rule.operation].flow === 'start' && !s.awaitEvent);

let files: FileServer;
let twins: Map<string, string[]>;
let baseline: Record<string, unknown>;
beforeAll(async () => {
  files = await startFileServer();
  baseline = await onSandbox([], async (target) => {
    twins = await twinsOf(RULES, target);
    return outcomesWith(target);
  });
}, BUDGET.timeout);
afterAll(() => files.close());

/** A sandbox target with these faults (the sandbox profile's data, the harness's receiver), torn down after `use`. */
async function onSandbox<T>(faults: readonly string[], use: (target: Target) => Promise<T>): Promise<T> {
  const sandbox = await sandboxTarget({ faults, extraFaults: [FAST_RETRIES] });
  try {
    return await use(sandbox);
  } finally {
    await sandbox.teardown();
  }
}

const outcomesOn = (faults: readonly string[]) => onSandbox(faults, outcomesWith);

/**
 * Each rule's outcome, one seed (so the same transaction ids) for every run: the cases of one run go at once, through
 * the harness's own receiver; the statements come from this test's file server.
 */
async function outcomesWith(sandbox: Target): Promise<Record<string, unknown>> {
  const gate = randomUUID();
  const target: Target = {
    ...sandbox,
    flow: async (rule) => {
      const flow = await sandbox.flow(rule);
      const base = asksBeforeDone(rule) ? `${files.url}/hold/${gate}` : files.url;
      return { ...flow, addresses: { ...flow.addresses, statementUrl: (name) => `${base}/${name}` } };
    },
  };
  // Retries of a 503 are real, their waiting is not.
  const client = createClient({ sleep: async () => {} });
  try {
    const results = await Promise.all(RULES.map((rule) => runCase(rule, target, client, inject('seed'))));
    const addresses = sandbox.recordedAs();
    return Object.fromEntries(results.map((result) => [result.rule.id, outcomeOf(result, addresses)]));
  } finally {
    files.release(gate);
    await client.close();
  }
}

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A run's own addresses (the receiver's port) and the stand-ins recordings keep for them. */
type Addresses = readonly [string, string][];

/**
 * What varies between two runs of one seed is masked: the run's own addresses (as recordings keep them), UUIDs the case
 * did not send (event ids), ISO timestamps and processing times. A transactionId the case sent is named as such wherever
 * it is exactly that: a changed one shows.
 */
const comparable = (value: unknown, sent: ReadonlySet<string>, addresses: Addresses): unknown =>
  JSON.parse(
    addresses.reduce((text, [own, standIn]) => text.replaceAll(own, standIn), JSON.stringify(value ?? null)),
    (key, v: unknown) => {
      if (/processingtime$/i.test(key) && typeof v === 'number') return '<seconds>';
      if (typeof v !== 'string') return v;
      if (sent.has(v)) return '<transactionId>';
      if (UUID.test(v)) return '<uuid>';
      if (ISO_MS.test(v)) return '<timestamp>';
      return v;
    },
  );

const answerAt = (step: StepExchange | undefined, sent: ReadonlySet<string>, addresses: Addresses) => {
  const attempt = step?.attempts.at(-1);
  return attempt?.response
    ? comparable({ status: attempt.response.status, body: attempt.response.body }, sent, addresses)
    : { error: attempt?.error?.code };
};

/** What the harness judges of a case: the judged answer, the event (a webhookEvent rule), or the later reading. */
function outcomeOf({ rule, exchange, verdict, reason }: CaseResult, addresses: Addresses): unknown {
  if (exchange === undefined) return { verdict, reason };
  const sent = new Set(exchange.steps.flatMap((s) => s.request.headers.transactionid ?? []));
  const judged = exchange.judged ?? exchange.steps.length - 1;
  // A step before the judged one that did not get its status stops the case there: that answer is the outcome.
  if (judged < (rule.before?.length ?? 0))
    return { stoppedAt: judged + 1, answer: answerAt(exchange.steps[judged], sent, addresses) };
  if (isEvent(rule.operation))
    return exchange.events
      .filter((e) => e.afterStep === judged + 1)
      .map(({ headers, body }) => ({
        eventIdHeader:
          headers['x-sandbox-event-id'] === (body as { id?: unknown }).id ? '<the body id>' : headers['x-sandbox-event-id'],
        body: comparable(body, sent, addresses),
      }));
  const answer = answerAt(exchange.steps[judged], sent, addresses);
  return rule.after === undefined ? answer : { answer, ...laterReading(rule, exchange, judged) };
}

/**
 * What a later reading (Expectation.later, src/checks/later.ts) holds of what followed an accepted answer: an event of
 * another type than its readings expect (none is no finding: the webhookEvent rules judge the delivery), and which of
 * its readings' texts the last answer says. The rest of those answers is other rules' to judge.
 */
function laterReading(rule: Rule, exchange: Exchange, judged: number) {
  const readings = [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)].flatMap((e) => (e?.later ? [e.later] : []));
  const event = exchange.events.find((e) => e.afterStep === judged + 1);
  const read = event === undefined ? undefined : readEvent(event.body);
  const type = read === undefined || 'problem' in read ? undefined : read.fields.type;
  const last = exchange.steps.length > judged + 1 ? exchange.steps.at(-1)?.attempts.at(-1)?.response?.body : undefined;
  const said = JSON.stringify(last ?? null).toLowerCase();
  const texts = readings.flatMap((l) => [...(l.says === undefined ? [] : [l.says]), ...(l.saysNone ?? [])]);
  return {
    wrongEvent: readings.some((l) => l.event === type) ? undefined : type,
    says: [...new Set(texts)].filter((t) => said.includes(t.toLowerCase())),
  };
}

/**
 * The probes that run a gating rule's flow to the letter (the same requests built from one context, the same waits):
 * that rule's faults may change them too.
 */
async function twinsOf(rules: readonly Rule[], target: Target): Promise<Map<string, string[]>> {
  const flowOf = async (rule: Rule, as: Rule) => {
    const { ctx } = contextFor(await target.prepare(rule, inject('seed')), as.id);
    return JSON.stringify([operationsOf(rule), rule.awaitEvent, requestsOf(rule, tableOf(rule.operation)!, ctx)]);
  };
  const found = new Map<string, string[]>();
  for (const gating of rules.filter((r) => r.strength === 'documented')) {
    const flow = await flowOf(gating, gating);
    for (const probe of rules.filter((r) => r.strength === 'probe' && r.operation === gating.operation))
      if ((await flowOf(probe, gating)) === flow) found.set(gating.id, [...(found.get(gating.id) ?? []), probe.id]);
  }
  return found;
}

const changedFrom = (outcomes: Record<string, unknown>): string[] =>
  RULES.map((r) => r.id).filter((id) => JSON.stringify(outcomes[id]) !== JSON.stringify(baseline[id]));

describe('flow faults', () => {
  it('every gating rule of the flow has a fault, and every flow fault breaks one of them', () => {
    expect(new Set(FLOW_FAULTS.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])]))).toEqual(new Set(GATING_IDS));
  });

  it('the clean sandbox gives the same outcomes twice, and the ones the contract documents', BUDGET, async () => {
    expect(await outcomesOn([])).toEqual(baseline);
    expect(baseline['parseBankStatement.request.accepted']).toMatchObject({ status: 202, body: { statusCode: 202 } });
    expect(baseline['webhookEvent.parsed.delivered']).toEqual([
      {
        eventIdHeader: '<the body id>',
        body: {
          type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
          timestamp: '<timestamp>',
          version: '1.0',
          id: '<uuid>',
          transactionId: '<transactionId>',
          appId: TEST_VALUES.credentials[0]!.appId,
        },
      },
    ]);
    expect(baseline['getBankStatementParsingResults.timing.before-completion']).toMatchObject({ status: 202 });
    expect(twins.get('webhookEvent.parsed.delivered')).toEqual(['webhookEvent.shape.observed']);
  });

  // The flow's exploration faults answer sequences no rule sends (another account's id, results asked twice): every
  // rule of the flow, run whole, gets the outcome it gets without them.
  it('the exploration faults of the flow change no outcome of its rules', BUDGET, async () => {
    const ids = EXPLORE_FAULTS.filter((f) => isOperationId(f.operation) && isFlowOperation(f.operation)).map((f) => f.id);
    expect(ids).toContain('explore-results-again-500');
    expect(changedFrom(await outcomesOn(ids))).toEqual([]);
  });

  // A few at once: each fault has its own sandbox, and its runs need not wait on another fault's.
  it.concurrent.for(FLOW_FAULTS.map((f) => [f.id, f.breaks, f.alsoBreaks ?? []] as const))(
    '%s changes the outcome of %s only (and the rules it also breaks)',
    BUDGET,
    async ([id, breaks, alsoBreaks], { expect }) => {
      const changed = changedFrom(await outcomesOn([id]));
      const broken = [breaks, ...alsoBreaks];
      for (const rule of broken) expect(changed).toContain(rule);
      const mayChange = broken.flatMap((rule) => [rule, ...(twins.get(rule) ?? [])]);
      expect(changed.filter((rule) => !mayChange.includes(rule))).toEqual([]);
    },
  );
});
