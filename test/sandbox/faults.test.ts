// Every fault changes the answer to its rule's request, and to no other rule's request: the sandbox-side half of
// the mutation self-test (the harness-side half, test/self/mutation.test.ts, runs the real suites).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../sandbox/faults.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { type Body, post } from './helpers.js';
import { PROBE_REQUESTS, RULE_REQUESTS } from './rule-requests.js';

const RULE_IDS = Object.keys(RULE_REQUESTS);
// Probes have no fault, but no fault may change their answers either.
const REQUESTS = { ...RULE_REQUESTS, ...PROBE_REQUESTS };
const ALL_IDS = Object.keys(REQUESTS);

/** Like helpers' post, but a body that is not JSON (a fault may cut one short) is kept as its text. */
async function answerOf(url: string, path: string, body: Body, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { notJson: text };
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body: parsed };
}

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Tokens, request/reference ids, echoed transaction ids and the lookup time vary per request: compare everything else.
// Only values of the documented type and form are masked, so a fault that changes one of them still shows.
const comparable = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer), (key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (value.startsWith('sbx_tok_')) return '<token>';
    if (['requestId', 'transactionId', 'referenceId'].includes(key)) return `<${key}>`;
    if (key === 'timestamp' && ISO_MS.test(value)) return '<timestamp>';
    return value;
  });

async function answersOf(url: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    ALL_IDS.map(async (id) => {
      const request = REQUESTS[id];
      if (request === undefined) throw new Error(`no request for ${id} in test/sandbox/rule-requests.ts`);
      const { path, body, headers, before } = request();
      if (before !== undefined) await post(url, before.path, before.body, before.headers);
      return [id, comparable(await answerOf(url, path, body, headers))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let clean: RunningSandbox;
let baseline: Record<string, unknown>;
beforeAll(async () => {
  clean = await startSandbox({ port: 0 });
  baseline = await answersOf(clean.url);
});
afterAll(() => clean.close());

describe('fault catalogue', () => {
  it('every gating rule has a fault, and every fault breaks a known rule', () => {
    expect(new Set(FAULTS.map((f) => f.breaks))).toEqual(new Set(RULE_IDS));
  });

  it('the same requests give the same answers twice without faults', async () => {
    expect(await answersOf(clean.url)).toEqual(baseline);
  });

  it.for(FAULTS.map((f) => [f.id, f.breaks] as const))('%s changes the answer for %s only', async ([id, breaks]) => {
    const faulty = await startSandbox({ port: 0, faults: [id] });
    try {
      const answers = await answersOf(faulty.url);
      const changed = ALL_IDS.filter((rule) => JSON.stringify(answers[rule]) !== JSON.stringify(baseline[rule]));
      expect(changed).toEqual([breaks]);
    } finally {
      await faulty.close();
    }
  });
});

describe('a fault that answers a body that is not JSON', () => {
  it('sends the envelope cut short, under content-type application/json', async () => {
    const faulty = await startSandbox({ port: 0, faults: ['prefillByMobile-500-body-not-json'] });
    try {
      const request = REQUESTS['prefillByMobile.server.internal-error'];
      if (request === undefined) throw new Error('no request for prefillByMobile.server.internal-error');
      const { path, body, headers } = request();
      expect(await answerOf(faulty.url, path, body, headers)).toEqual({
        status: 500,
        contentType: 'application/json; charset=utf-8',
        body: { notJson: '{"statusCode":500,"status":"failure","message":"Internal Server Error",' },
      });
    } finally {
      await faulty.close();
    }
  });
});
