// The asynchronous US statement flow through the real server: subscribe (webhookConfig) → parse
// (parseBankStatement, 202) → the event delivered to a local receiver → results (getBankStatementParsingResults),
// with the statement PDFs served by a local file server. Also the parse's validation, the month scenarios, delivery
// retries, and what the flow keeps (bounded, latest parse wins).
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Jobs } from '../../../sandbox/flow/jobs.js';
import { Subscriptions } from '../../../sandbox/flow/subscriptions.js';
import type { ResultsDetails } from '../../../sandbox/flow/results/index.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { MONTH_SCENARIOS } from '../../../src/rules/month-scenarios.js';
import { allRules } from '../../../src/rules/index.js';
import { answerOf, requestsOfRules, targetAt } from './answers.js';
import {
  CONFIG_PATH,
  EVENT_TYPES,
  PARSE_PATH,
  parseBody,
  REQUIRED_PROPERTIES,
  RESULTS_PATH,
  withoutProperty,
} from './flow-requests.js';
import { type FileServer, type Receiver, startFlowServers } from './flow-servers.js';
import { type Answer, type Body, CREDENTIALS, freshTransactionId, post, v1Headers } from './helpers.js';

const [PARSED, FAILED] = EVENT_TYPES;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let files: FileServer;
let receiver: Receiver;
let sandbox: RunningSandbox;
let closeServers: () => Promise<void>;
beforeAll(async () => {
  ({ files, receiver, sandbox, close: closeServers } = await startFlowServers());
  expect(await subscribe(sandbox, `${receiver.url}/hook`)).toMatchObject({ status: 200 });
});
afterAll(() => closeServers());

const pairs = TEST_VALUES.uploads;
type Headers = Record<string, string | undefined>;

const subscribe = (on: RunningSandbox, webhookUrl: unknown, headers: Headers = {}, events: unknown = [...EVENT_TYPES]) =>
  post(on.url, CONFIG_PATH, { webhookUrl, events }, v1Headers({ transactionid: undefined, ...headers }));
const parse = (transactionId: string, body: Body, headers: Headers = {}, on = sandbox) =>
  post(on.url, PARSE_PATH, body, v1Headers({ transactionid: transactionId, ...headers }));
const results = (transactionId: string, headers: Headers = {}, on = sandbox) =>
  post(on.url, RESULTS_PATH, {}, v1Headers({ transactionid: transactionId, ...headers }));

/** The results once the parse has finished (polled while they answer 202 not ready). */
async function finished(transactionId: string, headers: Headers = {}, on = sandbox): Promise<Answer> {
  for (;;) {
    const answer = await results(transactionId, headers, on);
    if (answer.status !== 202) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const detailsOf = (answer: Answer): ResultsDetails => (answer.body.result as { details: ResultsDetails }).details;

describe('webhookConfig', () => {
  it('answers 200 with the subscription it keeps', async () => {
    const url = `${receiver.url}/elsewhere`;
    expect(await subscribe(sandbox, url, { appid: pairs.busy.appId, appkey: pairs.busy.appKey }, [FAILED])).toMatchObject({
      status: 200,
      body: { status: 'success', statusCode: 200, result: { webhookUrl: url, events: [FAILED] } },
    });
  });

  it.for([
    [{ appid: undefined, appkey: undefined }, 'no credentials'],
    [{ appkey: TEST_VALUES.wrongAppKey }, 'a wrong appkey'],
  ] as const)('401 Missing/Invalid credentials for %s', async ([headers]) => {
    expect(await subscribe(sandbox, `${receiver.url}/hook`, headers)).toMatchObject({
      status: 401,
      body: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
    });
  });

  it.for([
    ['no webhookUrl', undefined, [...EVENT_TYPES], 'Input Validation Error: requires property webhookUrl'],
    ['a webhookUrl that is no URL', 'not a url', [...EVENT_TYPES], 'webhookUrl must be an http or https URL'],
    ['an ftp webhookUrl', 'ftp://127.0.0.1/hook', [...EVENT_TYPES], 'webhookUrl must be an http or https URL'],
    ['no events', 'http://127.0.0.1/hook', undefined, 'Input Validation Error: requires property events'],
    ['no event type', 'http://127.0.0.1/hook', [], 'events must be a non-empty array'],
    ['an unknown event type', 'http://127.0.0.1/hook', [PARSED, 'BANK_STATEMENT_DELETED'], 'events[1] must be one of'],
  ] as const)('400 for %s', async ([, webhookUrl, events, message]) => {
    const headers = v1Headers({ transactionid: undefined, appid: pairs.serverError.appId, appkey: pairs.serverError.appKey });
    const answer = await post(sandbox.url, CONFIG_PATH, { webhookUrl, events }, headers);
    expect(answer).toMatchObject({ status: 400, body: { status: 'failure', statusCode: 400 } });
    expect(answer.body.message).toContain(message);
  });
});

describe('parse → event → results', () => {
  it('202 with the transactionid, a flat event to the subscription, then the three-level results', async () => {
    const transactionId = freshTransactionId();
    const answer = await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']));
    expect(answer).toEqual({
      status: 202,
      contentType: 'application/json; charset=utf-8',
      body: { status: 'success', statusCode: 202, result: { transactionId } },
    });
    const [event] = await receiver.waitFor(transactionId);
    expect(event!.path).toBe('/hook');
    expect(event!.headers['content-type']).toBe('application/json');
    const body = event!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['appId', 'id', 'timestamp', 'transactionId', 'type', 'version']);
    expect(body).toMatchObject({ type: PARSED, version: '1.0', transactionId, appId: CREDENTIALS!.appId });
    expect(body.timestamp).toMatch(ISO_MS);
    expect(body.id).toMatch(UUID_V4);
    expect(event!.headers['x-sandbox-event-id']).toBe(body.id);

    const fetched = await results(transactionId);
    expect(fetched).toMatchObject({
      status: 200,
      body: { status: 'success', statusCode: 200, result: { summary: { action: '', details: [] } } },
    });
    const details = detailsOf(fetched);
    expect(details).toMatchObject({ contractId: 'vts-contract-0001', merchantId: '', numberOfBankStatements: 1 });
    expect(details.statements.map((s) => [s.statementId, s.fileName])).toEqual([['stmt-1', 'month-2025-12.pdf']]);
  });

  it('two statements: both in the results, in request order, merchantId echoed', async () => {
    const transactionId = freshTransactionId();
    const body = parseBody(files.url, ['month-2025-11.pdf', 'month-2025-12.pdf'], { merchantId: 'vts-merchant-7' });
    expect((await parse(transactionId, body)).status).toBe(202);
    const details = detailsOf(await finished(transactionId));
    expect(details.merchantId).toBe('vts-merchant-7');
    expect(details.statements.map((s) => s.statementId)).toEqual(['stmt-1', 'stmt-2']);
    expect(details.numberOfMonthsProcessed).toBe(2);
  });

  it.for([
    ['not a PDF', 'not-a-pdf.pdf'],
    ['a statement URL that answers 404', 'no-such-statement.pdf'],
    ['a statement over the 20 MB fetch cap', 'huge.pdf'],
  ] as const)('%s: the failed event, then 422', async ([, file]) => {
    const transactionId = freshTransactionId();
    expect((await parse(transactionId, parseBody(files.url, [file]))).status).toBe(202);
    const [event] = await receiver.waitFor(transactionId);
    expect(event!.body).toMatchObject({ type: FAILED, transactionId });
    expect(await results(transactionId)).toMatchObject({
      status: 422,
      body: { status: 'failure', statusCode: 422, message: 'Bank statement parsing failed' },
    });
  });

  it.for([
    ['an encrypted statement with its password', 200, 'statement-encrypted.pdf', 'sbx-statement-2026'],
    ['an encrypted statement with a wrong password', 422, 'statement-encrypted.pdf', 'wrong-password'],
    ['an encrypted statement without a password', 422, 'statement-encrypted.pdf', undefined],
    ["a statement not in the sandbox bank's layout (dated year-first)", 422, 'statement-year-first.pdf', undefined],
    ['an image-only statement (read, nothing in it)', 200, 'statement-scanned.pdf', undefined],
  ] as const)('%s: results %s', async ([, status, file, password]) => {
    const transactionId = freshTransactionId();
    const body = parseBody(files.url, [file]);
    const [item] = body.bankStatementFiles;
    const sent = { ...body, bankStatementFiles: [password === undefined ? item : { ...item, password }] };
    expect((await parse(transactionId, sent)).status).toBe(202);
    expect((await finished(transactionId)).status).toBe(status);
  });

  it('one unreadable statement among readable ones fails the parse', async () => {
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf', 'not-a-pdf.pdf']));
    expect((await finished(transactionId)).status).toBe(422);
  });

  it('results before completion: 202 Results not ready', async () => {
    const transactionId = freshTransactionId();
    const gate = transactionId;
    await parse(transactionId, parseBody(files.url, [`hold/${gate}/month-2025-12.pdf`]));
    expect(await results(transactionId)).toMatchObject({
      status: 202,
      body: { status: 'success', statusCode: 202, message: 'Results not ready' },
    });
    files.release(gate);
    expect((await finished(transactionId)).status).toBe(200);
  });

  it('an id never parsed: 404; results are per appId', async () => {
    expect(await results(freshTransactionId())).toMatchObject({
      status: 404,
      body: { status: 'failure', statusCode: 404, message: 'No results for transactionId' },
    });
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']));
    expect((await finished(transactionId)).status).toBe(200);
    const other = { appid: pairs.rateLimited.appId, appkey: pairs.rateLimited.appKey };
    expect((await results(transactionId, other)).status).toBe(404);
  });

  it('results: 401 without or with wrong credentials, 400 without the transactionid header', async () => {
    expect((await results(freshTransactionId(), { appid: undefined, appkey: undefined })).body).toMatchObject({
      statusCode: 401,
      message: 'Missing/Invalid credentials',
    });
    expect((await results(freshTransactionId(), { appkey: TEST_VALUES.wrongAppKey })).status).toBe(401);
    expect((await results('', { transactionid: undefined })).body).toMatchObject({
      statusCode: 400,
      message: 'transactionId is required in the headers',
    });
  });
});

describe('re-parse with the same transactionId', () => {
  it('replaces the earlier results; while it processes, the results are not ready', async () => {
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, [{ file: 'month-2025-11.pdf', statementId: 'vts-reparse-first' }]));
    await receiver.waitFor(transactionId, 1);
    const second = { file: `hold/${transactionId}/month-2025-12.pdf`, statementId: 'vts-reparse-second' };
    expect((await parse(transactionId, parseBody(files.url, [second]))).status).toBe(202);
    expect((await results(transactionId)).status).toBe(202);
    files.release(transactionId);
    await receiver.waitFor(transactionId, 2);
    const details = detailsOf(await finished(transactionId));
    expect(details.numberOfBankStatements).toBe(1);
    expect(details.statements.map((s) => [s.statementId, s.fileName])).toEqual([['vts-reparse-second', 'month-2025-12.pdf']]);
  });

  it('a parse replaced before it finished sends no event and leaves the latest results', async () => {
    const transactionId = freshTransactionId();
    const first = { file: `hold/${transactionId}/month-2025-11.pdf`, statementId: 'vts-reparse-first' };
    await parse(transactionId, parseBody(files.url, [first]));
    await parse(transactionId, parseBody(files.url, [{ file: 'month-2025-12.pdf', statementId: 'vts-reparse-second' }]));
    expect(detailsOf(await finished(transactionId)).statements.map((s) => s.statementId)).toEqual(['vts-reparse-second']);
    files.release(transactionId);
    const held = `/hold/${transactionId}/month-2025-11.pdf`;
    while (!files.requested.includes(held)) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.about(transactionId).map((r) => (r.body as Body).type)).toEqual([PARSED]);
    expect(detailsOf(await results(transactionId)).statements.map((s) => s.statementId)).toEqual(['vts-reparse-second']);
  });
});

describe('delivery', () => {
  const hooked = async (path: string, credentials: { appId: string; appKey: string }) => {
    const headers = { appid: credentials.appId, appkey: credentials.appKey };
    expect((await subscribe(sandbox, `${receiver.url}${path}`, headers)).status).toBe(200);
    return headers;
  };

  it('retried after 5xx: three attempts of the same event, the last one answered 200', async () => {
    const headers = await hooked('/status/500,503', pairs.rateLimited);
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), headers);
    const attempts = await receiver.waitFor(transactionId, 3);
    expect(new Set(attempts.map((a) => a.headers['x-sandbox-event-id'])).size).toBe(1);
    // The receiver records a delivery before it answers: the sandbox's record of the answer comes a moment later.
    const recorded = () => sandbox.deliveries.filter((d) => JSON.stringify(d.body).includes(transactionId));
    while (recorded().length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recorded().map((d) => d.status)).toEqual([500, 503, 200]);
  });

  it('not retried after a 4xx', async () => {
    const headers = await hooked('/status/400', pairs.serverError);
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), headers);
    await receiver.waitFor(transactionId, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.about(transactionId)).toHaveLength(1);
  });

  it('a receiver that is down: three attempts, no crash, the results stored', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const headers = { appid: pairs.busy.appId, appkey: pairs.busy.appKey };
    expect((await subscribe(sandbox, `http://127.0.0.1:${port}/gone`, headers)).status).toBe(200);
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), headers);
    expect((await finished(transactionId, headers)).status).toBe(200);
    const attempts = () => sandbox.deliveries.filter((d) => JSON.stringify(d.body).includes(transactionId));
    while (attempts().length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(attempts().every((d) => d.status === undefined && /ECONNREFUSED/.test(d.error ?? ''))).toBe(true);
    expect((await results(transactionId, headers)).status).toBe(200);
  });

  it('the latest subscription of an appId receives the events; a type not subscribed is not sent', async () => {
    const credentials = { appid: pairs.rateLimited.appId, appkey: pairs.rateLimited.appKey };
    await subscribe(sandbox, `${receiver.url}/first`, credentials);
    await subscribe(sandbox, `${receiver.url}/second`, credentials, [FAILED]);
    const parsed = freshTransactionId();
    const failed = freshTransactionId();
    await parse(parsed, parseBody(files.url, ['month-2025-12.pdf']), credentials);
    await parse(failed, parseBody(files.url, ['not-a-pdf.pdf']), credentials);
    const [event] = await receiver.waitFor(failed);
    expect(event!.path).toBe('/second');
    expect((await finished(parsed, credentials)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.about(parsed)).toEqual([]);
  });

  it('no subscription: nothing sent, the results stored', async () => {
    const extra = { appId: 'sbx_app_flow_unsubscribed', appKey: 'sbx_key_flow_unsubscribed' };
    const alone = await startSandbox({ port: 0, credentials: [extra] });
    try {
      const transactionId = freshTransactionId();
      const headers = { appid: extra.appId, appkey: extra.appKey };
      expect((await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), headers, alone)).status).toBe(202);
      expect((await finished(transactionId, headers, alone)).status).toBe(200);
      expect(alone.deliveries).toEqual([]);
    } finally {
      await alone.close();
    }
  });

  it('the documented back-off: 250 ms, then 500 ms between the three attempts', async () => {
    const slow = await startSandbox({ port: 0 });
    try {
      await subscribe(slow, `${receiver.url}/status/500,500,500`);
      const transactionId = freshTransactionId();
      await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), {}, slow);
      const [a, b, c] = await receiver.waitFor(transactionId, 3);
      expect(b!.at - a!.at).toBeGreaterThanOrEqual(240);
      expect(c!.at - b!.at).toBeGreaterThanOrEqual(490);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.about(transactionId)).toHaveLength(3);
    } finally {
      await slow.close();
    }
  });

  it('a closed sandbox sends no more attempts', async () => {
    const closing = await startSandbox({ port: 0 });
    await subscribe(closing, `${receiver.url}/status/500,500,500`);
    const transactionId = freshTransactionId();
    await parse(transactionId, parseBody(files.url, ['month-2025-12.pdf']), {}, closing);
    await receiver.waitFor(transactionId, 1);
    await closing.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.about(transactionId)).toHaveLength(1);
  });
});

describe('parse validation', () => {
  const valid = () => parseBody(files.url, ['month-2025-12.pdf']);
  const refused = (message: string) => ({ status: 400, body: { status: 'failure', statusCode: 400, message } });

  it.for(REQUIRED_PROPERTIES)('missing %s: 400 Input Validation Error: requires property <that name>', async (name) => {
    const answer = await parse(freshTransactionId(), withoutProperty(valid(), name));
    expect(answer).toMatchObject(refused(`Input Validation Error: requires property ${name}`));
  });

  it('the first problem answers: bankStatementFiles, then statementUrl before statementId, then the names', async () => {
    expect((await parse(freshTransactionId(), {})).body.message).toBe(
      'Input Validation Error: requires property bankStatementFiles',
    );
    const bare = { ...valid(), bankStatementFiles: [{}] };
    expect((await parse(freshTransactionId(), bare)).body.message).toBe('Input Validation Error: requires property statementUrl');
    const { contractId: _c, merchantDBA: _d, ...names } = valid();
    expect((await parse(freshTransactionId(), names)).body.message).toBe('Input Validation Error: requires property contractId');
  });

  it('401 without credentials or with wrong ones; 400 without the transactionid header', async () => {
    const unauthorised = { status: 401, body: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' } };
    expect(await parse(freshTransactionId(), valid(), { appid: undefined, appkey: undefined })).toMatchObject(unauthorised);
    expect(await parse(freshTransactionId(), valid(), { appkey: TEST_VALUES.wrongAppKey })).toMatchObject(unauthorised);
    expect(await post(sandbox.url, PARSE_PATH, valid(), v1Headers({ transactionid: undefined }))).toMatchObject(
      refused('transactionId is required in the headers'),
    );
  });

  it.for([0, 13, 2.5, '3', null])('minRequiredMonths %j: 400, an integer from 1 to 12', async (n) => {
    expect(await parse(freshTransactionId(), { ...valid(), minRequiredMonths: n })).toMatchObject(
      refused('Input Validation Error: minRequiredMonths must be an integer from 1 to 12'),
    );
  });

  it.for([
    [
      'a statementUrl that is not http(s)',
      { bankStatementFiles: [{ statementUrl: 'file:///etc/passwd', statementId: 's' }] },
      'must be an http or https URL',
    ],
    ['no statement', { bankStatementFiles: [] }, 'must be an array of 1 to 24 statements'],
    [
      '25 statements',
      { bankStatementFiles: Array.from({ length: 25 }, () => ({ statementUrl: 'http://x/a.pdf', statementId: 's' })) },
      'array of 1 to 24',
    ],
    ['a contractId that is a number', { contractId: 7 }, 'contractId must be a non-empty string'],
    [
      'a dateOfApplication not YYYY-MM-DD',
      { dateOfApplication: '07/01/2026' },
      'dateOfApplication must be a date written YYYY-MM-DD',
    ],
    ['an impossible date', { dateOfApplication: '2025-02-29' }, 'dateOfApplication must be a date'],
    ['checkAddress other than yes/no', { checkAddress: 'true' }, 'checkAddress must be yes or no'],
  ] as const)('400 for %s', async ([, change, message]) => {
    const answer = await parse(freshTransactionId(), { ...valid(), ...change });
    expect(answer).toMatchObject({ status: 400, body: { status: 'failure', statusCode: 400 } });
    expect(answer.body.message).toContain(message);
  });
});

describe('month validation (minRequiredMonths sent: answered before the 202)', () => {
  // The harness's month scenarios, each its rule's own parse request: the sandbox refuses with the month-coverage
  // oracle's message where the rule expects one (its reading: the error answered to the parse), else accepts.
  it.for(MONTH_SCENARIOS.map((s) => `parseBankStatement.months.${s.name}`))('%s', async (id) => {
    const rule = allRules().find((r) => r.id === id)!;
    const flow = { webhookUrl: `${receiver.url}/hook`, statementUrl: (name: string) => `${files.url}/${name}` };
    const target = await targetAt(sandbox.url);
    const steps = (await requestsOfRules([rule], inject('seed'), flow, target)).get(id)!;
    const answer = await answerOf(target, steps.slice(-1));
    const refusal = rule.expect?.message?.text;
    if (refusal === undefined) expect(answer.status).toBe(202);
    else expect(answer).toMatchObject({ status: 400, body: { status: 'failure', statusCode: 400, message: refusal } });
  });

  it('the statements read for the validation are not fetched again; an accepted parse completes', async () => {
    const transactionId = freshTransactionId();
    // The files under a gate of this test's own (released at once): an earlier test's parse may still be fetching.
    const gate = `once-${transactionId}`;
    files.release(gate);
    const three = ['month-2025-10.pdf', 'month-2025-11.pdf', 'month-2025-12.pdf'];
    const body = parseBody(`${files.url}/hold/${gate}`, three, { minRequiredMonths: 3, dateOfApplication: '2026-01-07' });
    expect((await parse(transactionId, body)).status).toBe(202);
    expect(detailsOf(await finished(transactionId)).statements).toHaveLength(3);
    expect(files.requested.filter((path) => path.includes(gate))).toHaveLength(3);
  });

  it('a statement that cannot be read: 202, then the failed event (the parse failed)', async () => {
    const transactionId = freshTransactionId();
    const body = parseBody(files.url, ['month-2025-12.pdf', 'not-a-pdf.pdf'], {
      minRequiredMonths: 1,
      dateOfApplication: '2026-01-15',
    });
    expect((await parse(transactionId, body)).status).toBe(202);
    const [event] = await receiver.waitFor(transactionId);
    expect(event!.body).toMatchObject({ type: FAILED });
    expect((await results(transactionId)).status).toBe(422);
  });
});

describe('what the flow keeps is bounded', () => {
  const key = (transactionId: string) => ({ appId: 'app', transactionId });

  it('jobs: the oldest transaction id is forgotten past the capacity; a replaced job cannot finish', () => {
    const jobs = new Jobs(2);
    const first = jobs.start(key('a'));
    jobs.start(key('b'));
    jobs.start(key('c'));
    expect([jobs.find(key('a')), jobs.size]).toEqual([undefined, 2]);
    expect(jobs.fail(key('a'), first)).toBe(false);
    const earlier = jobs.start(key('b'));
    const later = jobs.start(key('b'));
    expect(jobs.fail(key('b'), earlier)).toBe(false);
    expect(jobs.fail(key('b'), later)).toBe(true);
    expect(jobs.find(key('b'))?.state).toBe('failed');
  });

  it('jobs: the oldest completed details are forgotten past the characters they may hold, the latest kept', () => {
    const details = (text: string) => ({ contractId: text }) as unknown as ResultsDetails;
    const jobs = new Jobs(10, 60);
    for (const id of ['a', 'b', 'c']) jobs.complete(key(id), jobs.start(key(id)), details(id.repeat(10)));
    expect(['a', 'b', 'c'].map((id) => jobs.find(key(id))?.state)).toEqual([undefined, 'completed', 'completed']);
    expect(jobs.detailsChars).toBe(2 * JSON.stringify(details('aaaaaaaaaa')).length);
    jobs.complete(key('d'), jobs.start(key('d')), details('d'.repeat(100)));
    expect([jobs.size, jobs.find(key('d'))?.state]).toEqual([1, 'completed']);
  });

  it('subscriptions: one per appId, the oldest appId forgotten past the capacity', () => {
    const subscriptions = new Subscriptions(1);
    subscriptions.subscribe('a', { webhookUrl: 'http://a/', events: [PARSED] });
    subscriptions.subscribe('b', { webhookUrl: 'http://b/', events: [PARSED] });
    expect(subscriptions.receiverOf('a', PARSED)).toBeUndefined();
    expect(subscriptions.receiverOf('b', PARSED)?.webhookUrl).toBe('http://b/');
    expect(subscriptions.receiverOf('b', FAILED)).toBeUndefined();
  });
});
