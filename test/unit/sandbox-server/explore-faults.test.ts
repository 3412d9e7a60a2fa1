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
import { parseBody as validParse, PARSE_PATH, RESULTS_PATH } from './flow-requests.js';
import { type FileServer, type Receiver, startFileServer, startReceiver } from './flow-servers.js';
import { type Body, freshTransactionId, v1Headers, validAuthToken } from './helpers.js';
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

/** A JSON POST to the sandbox: its status and body. */
async function post(sandbox: RunningSandbox, path: string, body: Body, headers: Record<string, string> = {}) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** The flow's faults answer a sequence no rule sends: the answer to its last request, with the fault on and off. */
interface FlowRow {
  fault: string;
  input: string;
  last: (sandbox: RunningSandbox, statements: string) => Promise<{ status: number; body: Body }>;
  off: unknown;
  on: unknown;
}

const OTHER = TEST_VALUES.otherAccount;
const [WORKFLOW, OTHER_WORKFLOW] = TEST_VALUES.workflows.known as [string, string];

/** A finished parse of one statement by the main account: its transactionId. */
async function parsed(sandbox: RunningSandbox, statements: string): Promise<string> {
  const transactionid = freshTransactionId();
  const answer = await post(sandbox, PARSE_PATH, validParse(statements, ['month-2025-12.pdf']), v1Headers({ transactionid }));
  expect(answer.status).toBe(202);
  await sandbox.settled(transactionid);
  return transactionid;
}

const tokens = (first: string, then: string) => async (sandbox: RunningSandbox) => {
  const transactionId = freshTransactionId();
  expect((await post(sandbox, '/v2/auth/token', { ...validAuthToken(), transactionId, workflowId: first })).status).toBe(200);
  return post(sandbox, '/v2/auth/token', { ...validAuthToken(), transactionId, workflowId: then });
};

const RESULTS = {
  status: 200,
  body: expect.objectContaining({
    status: 'success',
    statusCode: 200,
    result: expect.objectContaining({ details: expect.any(Object) }),
  }),
};
const CONFLICT = { status: 409, body: { status: 'failure', statusCode: 409, errorCode: 'unique_id_conflict' } };

const FLOW_ROWS: readonly FlowRow[] = [
  {
    fault: 'explore-results-other-account',
    input: "the other account asks with the main account's finished parse",
    last: async (sandbox, statements) =>
      post(
        sandbox,
        RESULTS_PATH,
        {},
        { appid: OTHER.appId, appkey: OTHER.appKey, transactionid: await parsed(sandbox, statements) },
      ),
    off: { status: 404, body: { status: 'failure', statusCode: 404, message: 'No results for transactionId' } },
    on: RESULTS,
  },
  {
    fault: 'explore-results-other-account',
    input: 'the main account asks for its own parse (the rules): its results either way',
    last: async (sandbox, statements) =>
      post(sandbox, RESULTS_PATH, {}, v1Headers({ transactionid: await parsed(sandbox, statements) })),
    off: RESULTS,
    on: RESULTS,
  },
  {
    fault: 'explore-results-again-500',
    input: 'the results of a finished parse asked twice',
    last: async (sandbox, statements) => {
      const headers = v1Headers({ transactionid: await parsed(sandbox, statements) });
      expect((await post(sandbox, RESULTS_PATH, {}, headers)).status).toBe(200);
      return post(sandbox, RESULTS_PATH, {}, headers);
    },
    off: RESULTS,
    on: { status: 500, body: { status: 'failure', statusCode: 500, message: INTERNAL } },
  },
  {
    fault: 'explore-authToken-reuse-after-other-workflow',
    input: `a transactionId first used under ${OTHER_WORKFLOW}, again under ${WORKFLOW}`,
    last: tokens(OTHER_WORKFLOW, WORKFLOW),
    off: CONFLICT,
    on: TOKEN,
  },
  {
    fault: 'explore-authToken-reuse-after-other-workflow',
    input: `the rule's order (${WORKFLOW} first, then ${OTHER_WORKFLOW}): a conflict either way`,
    last: tokens(WORKFLOW, OTHER_WORKFLOW),
    off: CONFLICT,
    on: CONFLICT,
  },
  {
    fault: 'explore-authToken-reuse-after-other-workflow',
    input: `${OTHER_WORKFLOW} twice: a conflict either way`,
    last: tokens(OTHER_WORKFLOW, OTHER_WORKFLOW),
    off: CONFLICT,
    on: CONFLICT,
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

  describe('the flow', () => {
    let files: FileServer;
    beforeAll(async () => {
      files = await startFileServer();
    });
    afterAll(() => files.close());

    it.for(FLOW_ROWS)('$fault: $input', async ({ fault, last, off, on }) => {
      expect(await last(clean, files.url)).toEqual(off);
      expect(await last(faulty.get(fault)!, files.url)).toEqual(on);
    });
  });

  it('every exploration fault has a row, and each names an operation and switches on by id', () => {
    expect([...new Set([...ROWS, ...FLOW_ROWS].map((r) => r.fault))].sort()).toEqual(EXPLORE_FAULTS.map((f) => f.id).sort());
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
