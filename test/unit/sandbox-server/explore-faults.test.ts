// The faults only exploration finds (sandbox/faults/explore.ts): each changes the answer to the request it keys on, sent
// with the fault on and off, and no rule's answer (every rule still passes under them, which is why they stay out of
// FAULTS and the mutation self-test). They switch on by id like the catalogue's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activateFaults, FAULTS, unknownFault } from '../../../sandbox/faults.js';
import { EXPLORE_FAULTS } from '../../../sandbox/faults/explore.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { allRules } from '../../../src/rules/index.js';
import { answeredAtOnce, answerOf, requestsOfRules, targetAt } from './answers.js';
import { type FileServer, type Receiver, startFileServer, startReceiver } from './flow-servers.js';
import { type Body, v1Headers, validAuthToken } from './helpers.js';
import { formOf } from './input-files.js';
import { faceParts } from './upload-forms.js';

const TXN = 'txn-explore-fault-0001';

interface Trigger {
  path: string;
  body: () => Body | FormData;
  /** Send the v1 headers (credentials, transactionid). */
  v1: boolean;
}

async function send(sandbox: RunningSandbox, { path, body, v1 }: Trigger) {
  const value = body();
  const form = value instanceof FormData;
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(v1 ? v1Headers({ transactionid: TXN }) : {}) },
    body: form ? value : JSON.stringify(value),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const REQUEST_ID = expect.stringMatching(/^sbx_req_/);
const INTERNAL = 'Internal Server Error';
const faceWith = (extra: { name: string; value?: string; file?: string }) => () => {
  const form = formOf(faceParts({ 'preferences.returnScore': 'no' }));
  const again = formOf([
    extra.file === undefined ? { name: extra.name, value: extra.value! } : { name: extra.name, file: extra.file },
  ]);
  for (const [name, value] of again.entries()) form.append(name, value);
  return form;
};
const FACE_MATCH = {
  status: 200,
  body: {
    status: 'success',
    statusCode: 200,
    result: { details: { match: { value: 'yes', confidence: 'high' } }, summary: { action: 'pass', details: [] } },
    metaData: { requestId: REQUEST_ID, transactionId: TXN },
  },
};
const parseBody = (): Body => ({
  bankStatementFiles: [],
  contractId: 'vts-contract-0001',
  merchantLegalName: 'Sandbox Trading LLC',
  merchantDBA: 'Sandbox Trading',
});
const resume = (value: string) => () => ({ ...validAuthToken(), authenticateOnResume: value });
const RESUME_REFUSED = {
  status: 400,
  body: {
    status: 'failure',
    statusCode: 400,
    error: 'authenticateOnResume must be one of [yes, no]',
    errorCode: 'invalid_request_body',
  },
};
const TOKEN = {
  status: 200,
  body: { status: 'success', statusCode: '200', result: { authToken: expect.stringMatching(/^sbx_tok_/) } },
};

const ROWS: readonly { fault: string; input: string; sent: Trigger; off: unknown; on: unknown }[] = [
  {
    fault: 'explore-fetchUpiIfsc-empty-name-500',
    input: 'name ""',
    sent: { path: '/v1/fetchUpiIfsc', body: () => ({ vpa: TEST_VALUES.upi.valid.vpa, name: '' }), v1: true },
    off: {
      status: 400,
      body: {
        status: 'failure',
        statusCode: 400,
        message: 'name is missing in the request',
        metaData: { requestId: REQUEST_ID },
      },
    },
    on: { status: 500, body: { status: 'failure', statusCode: 500, message: INTERNAL, metaData: { requestId: REQUEST_ID } } },
  },
  {
    fault: 'explore-matchFace-duplicate-part-500',
    input: 'two selfie parts',
    sent: { path: '/ind/v1/matchFace', body: faceWith({ name: 'selfie', file: 'selfie-a.jpg' }), v1: true },
    off: FACE_MATCH,
    on: { status: 500, body: { status: 'failure', statusCode: 500, error: INTERNAL } },
  },
  {
    fault: 'explore-matchFace-duplicate-part-500',
    input: 'two preferences.returnScore parts',
    sent: { path: '/ind/v1/matchFace', body: faceWith({ name: 'preferences.returnScore', value: 'no' }), v1: true },
    off: FACE_MATCH,
    on: { status: 500, body: { status: 'failure', statusCode: 500, error: INTERNAL } },
  },
  {
    fault: 'explore-parseBankStatement-no-files-500',
    input: 'bankStatementFiles []',
    sent: { path: '/v1/parseBankStatement', body: parseBody, v1: true },
    off: {
      status: 400,
      body: {
        status: 'failure',
        statusCode: 400,
        message: 'Input Validation Error: bankStatementFiles must be an array of 1 to 24 statements',
      },
    },
    on: { status: 500, body: { status: 'failure', statusCode: 500, message: INTERNAL } },
  },
  ...['YES', 'No', 'yEs'].map((value) => ({
    fault: 'explore-authToken-resume-any-case',
    input: `authenticateOnResume "${value}"`,
    sent: { path: '/v2/auth/token', body: resume(value), v1: false },
    off: RESUME_REFUSED,
    on: TOKEN,
  })),
  {
    fault: 'explore-authToken-resume-any-case',
    input: 'authenticateOnResume "maybe" (not a case of yes or no: refused either way)',
    sent: { path: '/v2/auth/token', body: resume('maybe'), v1: false },
    off: RESUME_REFUSED,
    on: RESUME_REFUSED,
  },
];

let clean: RunningSandbox;
const faulty = new Map<string, RunningSandbox>();
beforeAll(async () => {
  clean = await startSandbox({ port: 0 });
  for (const { id } of EXPLORE_FAULTS) faulty.set(id, await startSandbox({ port: 0, faults: [id] }));
});
afterAll(() => Promise.all([clean.close(), ...[...faulty.values()].map((s) => s.close())]));

describe('each exploration fault, on and off', () => {
  it.for(ROWS)('$fault: $input', async ({ fault, sent, off, on }) => {
    expect(await send(clean, sent)).toEqual(off);
    expect(await send(faulty.get(fault)!, sent)).toEqual(on);
  });

  it('every exploration fault has a row, and each names an operation and switches on by id', () => {
    expect([...new Set(ROWS.map((r) => r.fault))].sort()).toEqual(EXPLORE_FAULTS.map((f) => f.id).sort());
    expect(new Set(EXPLORE_FAULTS.map((f) => f.id)).size).toBe(EXPLORE_FAULTS.length);
    for (const { id } of EXPLORE_FAULTS) {
      expect(id).toMatch(/^explore-/);
      expect(() => activateFaults([id])).not.toThrow();
    }
    expect(unknownFault('explore-matchFace-duplicate-part-50')).toContain('did you mean "explore-matchFace-duplicate-part-500"');
  });

  it('none is in the catalogue the mutation self-test runs (FAULTS)', () =>
    expect(FAULTS.filter((f) => f.id.startsWith('explore-'))).toEqual([]));
});

describe('no rule sees them', () => {
  let files: FileServer;
  let receiver: Receiver;
  beforeAll(async () => {
    [files, receiver] = await Promise.all([startFileServer(), startReceiver()]);
  });
  afterAll(() => Promise.all([files.close(), receiver.close()]));

  // Each rule's request (as answers.ts builds it from the rule tables) gets the same answer with all four on as with none.
  it('with every exploration fault on, each rule of their operations gets the answer it gets without', async () => {
    const operations = new Set(EXPLORE_FAULTS.map((f) => f.operation));
    const rules = allRules().filter((r) => answeredAtOnce(r) && operations.has(r.operation));
    const flow = { webhookUrl: `${receiver.url}/hook`, statementUrl: (name: string) => `${files.url}/${name}` };
    const answers = async (faults: string[]) => {
      const sandbox = await startSandbox({ port: 0, faults });
      try {
        const target = await targetAt(sandbox.url);
        const requests = await requestsOfRules(rules, inject('seed'), flow, target);
        const out: Record<string, unknown> = {};
        for (const rule of rules) out[rule.id] = await answerOf(target, requests.get(rule.id)!);
        return out;
      } finally {
        await sandbox.close();
      }
    };
    expect(rules.length).toBeGreaterThan(40);
    expect(await answers(EXPLORE_FAULTS.map((f) => f.id))).toEqual(await answers([]));
  });
});
