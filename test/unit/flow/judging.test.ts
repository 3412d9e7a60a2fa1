// How the flow is judged: an event as its rule's "response" (either shape, its parse's transactionId and appId), a
// status the document does not show, a step that only needs a 2xx, and the results polled without a receiver.
import { describe, expect, it } from 'vitest';
import { pollResults } from '../../../src/flow/poll.js';
import { rulesFor } from '../../../src/rules/index.js';
import type { Attempt, Exchange, ReceivedEvent, Rule, StepExchange } from '../../../src/model/types.js';
import { judge, judgeStep } from '../../../src/case/verdict.js';

const ruleOf = (id: string): Rule => {
  const [operation] = id.split('.');
  const rule = rulesFor(operation as Rule['operation']).find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};
const answer = (status: number, body: unknown): Attempt => ({
  response: { status, headers: { 'content-type': 'application/json' }, body, json: true },
  durationMs: 1,
  waitedMs: 0,
});
const step = (path: string, attempt: Attempt, headers: Record<string, string> = {}): StepExchange => ({
  request: { method: 'POST', host: 'usa_engine_url', base: 'http://x', path, headers },
  attempts: [attempt],
});
const TX = 'tx-0001';
const parsed = (status = 202): StepExchange =>
  step('/v1/parseBankStatement', answer(status, { status: 'success', statusCode: status, result: { transactionId: TX } }), {
    appid: 'app-1',
    transactionid: TX,
  });
const flat = {
  type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
  timestamp: '2026-11-22T10:00:00.000Z',
  version: '1.0',
  id: '0b0c5c2e-8a43-4a4e-9a51-3c7d1e1f2a3b',
  transactionId: TX,
  appId: 'app-1',
};
const delivery = (body: unknown): ReceivedEvent => ({
  receivedAt: '2026-11-22T10:00:01.000Z',
  headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
  body,
  afterStep: 2,
});
const flow = (events: ReceivedEvent[], last = parsed()): Exchange => ({
  steps: [step('/api/v1/config', answer(200, {})), last],
  events,
});

describe('a webhookEvent rule judges the delivery', () => {
  const delivered = ruleOf('webhookEvent.parsed.delivered');

  it('passes the flat sample and records its shape and headers', () =>
    expect(judge(delivered, flow([delivery(flat)]))).toMatchObject({
      verdict: 'pass',
      observed: 'flat event; headers: content-type, x-signature; timestamp with an offset',
    }));

  it('passes the nested metadata/event shape', () => {
    const { appId, transactionId, ...event } = flat;
    expect(judge(delivered, flow([delivery({ metadata: { appId, transactionId }, event })]))).toMatchObject({
      verdict: 'pass',
      observed: expect.stringContaining('nested event'),
    });
  });

  it('takes a redacted appId (a recording) as present', () =>
    expect(judge(delivered, flow([delivery({ ...flat, appId: '<redacted>' })])).verdict).toBe('pass'));

  it.for([
    ['type', { ...flat, type: 'BANK_STATEMENT_PARSING_FAILED' }, '/type'],
    ['transactionId', { ...flat, transactionId: 'tx-other' }, '/transactionId'],
    ['appId', { ...flat, appId: 'app-2' }, '/appId'],
  ] as const)('a wrong %s is a violation at its pointer', ([, body, pointer]) => {
    const j = judge(delivered, flow([delivery(body)]));
    expect(j.verdict).toBe('violation');
    expect(j.violations).toContainEqual(
      expect.objectContaining({ check: 'eventFields', title: 'Event does not match its parse', pointer }),
    );
  });

  it('a payload wrapped in another envelope violates both shapes', () => {
    const j = judge(delivered, flow([delivery({ data: flat })]));
    expect(j.verdict).toBe('violation');
    expect(j.violations.map((v) => v.check)).toContain('responseSchema');
  });

  it('no event is a violation, and a probe only observes it', () => {
    expect(judge(delivered, flow([]))).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ title: 'Event not delivered', step: 2 })],
    });
    expect(judge(ruleOf('webhookEvent.shape.observed'), flow([])).verdict).toBe('spec-gap');
  });

  it('a refused parse stops the case on that step', () =>
    expect(judge(delivered, flow([], parsed(400)))).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ check: 'statusCode', step: 2, expected: 'a 2xx status' })],
    }));
});

describe('a month rule: the message gates, the status is not shown', () => {
  const missing = ruleOf('parseBankStatement.months.day-eight-earlier-only');
  const message = { status: 'failure', statusCode: 400, message: 'Last 3 months Bank statement missing' };
  const on = (status: number, body: unknown): Exchange => ({
    steps: [step('/v1/parseBankStatement', answer(status, body))],
    events: [],
  });

  it('passes the message on a 400 and records the status', () =>
    expect(judge(missing, on(400, message))).toMatchObject({ verdict: 'pass', observed: expect.stringContaining('HTTP 400') }));
  it('passes it on a status no schema documents', () =>
    expect(judge(missing, on(422, { ...message, statusCode: 422 })).verdict).toBe('pass'));
  it('the text elsewhere than `message` (the parse error body) is a violation', () =>
    expect(judge(missing, on(422, { status: 'failure', statusCode: 422, error: message.message })).verdict).toBe('violation'));
  it('an accepted parse (202) is a violation', () => {
    const j = judge(missing, on(202, { status: 'success', statusCode: 202, result: { transactionId: TX } }));
    expect(j.verdict).toBe('violation');
    expect(j.violations.map((v) => v.title)).toContain('Wrong message');
  });
  it('the other month message is a violation', () =>
    expect(judge(missing, on(400, { ...message, message: 'Bank Statement period less than 3 months' })).verdict).toBe(
      'violation',
    ));
});

describe("a flow's subscription step needs any 2xx", () => {
  const rule = ruleOf('webhookEvent.parsed.delivered');
  const subscribe = rule.before?.[0];
  if (!subscribe) throw new Error('no subscription step');
  it.for([200, 201, 204])('%i goes on', (status) =>
    expect(judgeStep(rule, step('/api/v1/config', answer(status, {})), subscribe, 1)).toBeUndefined(),
  );
  it('404 stops the flow with a violation on the step', () =>
    expect(judgeStep(rule, step('/api/v1/config', answer(404, {})), subscribe, 1)).toMatchObject({
      verdict: 'violation',
      violations: [expect.objectContaining({ step: 1, actual: 404 })],
    }));
});

describe('polling the results without a receiver', () => {
  const results = (status: number) => step('/v1/getBankStatementParsingResults', answer(status, {}));
  const poll = async (statuses: number[]) => {
    const exchange: Exchange = { steps: [], events: [] };
    const waits: number[] = [];
    let i = 0;
    await pollResults(
      async () => {
        const s = results(statuses[Math.min(i++, statuses.length - 1)] as number);
        exchange.steps.push(s);
        return s;
      },
      exchange,
      60_000,
      async (ms) => void waits.push(ms),
    );
    return { sent: i, kept: exchange.steps.map((s) => s.attempts[0]?.response?.status), waits };
  };
  it('asks again, backing off, until the results are ready; only the last answer is kept', async () =>
    expect(await poll([202, 404, 202, 200])).toEqual({ sent: 4, kept: [200], waits: [1000, 2000, 4000] }));
  it('stops at a refusal that will not change', async () =>
    expect(await poll([202, 401])).toEqual({ sent: 2, kept: [401], waits: [1000] }));
  it('gives up within its budget', async () => {
    const { sent, waits } = await poll([202]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60_000);
    expect(sent).toBeGreaterThan(3);
  });
});
