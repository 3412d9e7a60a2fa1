// The current token operation as the document describes it: validation order and messages, the 401/404/409/500
// outcomes, and the success envelope with its string statusCode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, freshTransactionId, omit, post, validAuthToken } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const token = (body: Body | string, headers?: Record<string, string>) => post(sandbox.url, '/v2/auth/token', body, headers);
const invalid = (error: string) => ({ statusCode: 400, status: 'failure', error, errorCode: 'invalid_request_body' });

describe('authToken: 400 invalid_request_body, documented messages', () => {
  const cases: [string, (b: Body) => Body, string][] = [
    ['appId missing', (b) => omit(b, 'appId'), '"appId" is required'],
    ['appKey missing', (b) => omit(b, 'appKey'), '"appKey" is required'],
    ['transactionId missing', (b) => omit(b, 'transactionId'), '"transactionId" is required'],
    // Ties to no journey (Conventions 2); Joi's words, the voice of the documented messages (sandbox choice).
    ['transactionId ""', (b) => ({ ...b, transactionId: '' }), '"transactionId" is not allowed to be empty'],
    ['workflowId missing', (b) => omit(b, 'workflowId'), '"workflowId" is required'],
    ['authenticateOnResume missing', (b) => omit(b, 'authenticateOnResume'), 'authenticateOnResume is required'],
    [
      'authenticateOnResume "maybe"',
      (b) => ({ ...b, authenticateOnResume: 'maybe' }),
      'authenticateOnResume must be one of [yes, no]',
    ],
    [
      'mobileNumber a number',
      (b) => ({ ...b, authenticateOnResume: 'yes', mobileNumber: 9876543210 }),
      '"mobileNumber" must be a string',
    ],
    ['email a number', (b) => ({ ...b, authenticateOnResume: 'yes', email: 12345 }), '"email" must be a string'],
    [
      'both contacts',
      (b) => ({ ...b, authenticateOnResume: 'yes', mobileNumber: '9876543210', email: 'a@example.com' }),
      'only one of mobileNumber or email should be sent',
    ],
    [
      'both contacts, resume no',
      (b) => ({ ...b, mobileNumber: '9876543210', email: 'a@example.com' }),
      'only one of mobileNumber or email should be sent',
    ],
    ['expiry 0', (b) => ({ ...b, expiry: 0 }), '"expiry" must be greater than or equal to 1'],
    ['expiry 86401', (b) => ({ ...b, expiry: 86_401 }), '"expiry" must be less than or equal to 86400'],
    ['expiry "soon"', (b) => ({ ...b, expiry: 'soon' }), '"expiry" must be a number'],
    ['expiry "3600" (a string)', (b) => ({ ...b, expiry: '3600' }), '"expiry" must be a number'],
    ['expiry 1.5 (sandbox choice)', (b) => ({ ...b, expiry: 1.5 }), '"expiry" must be an integer'],
    ['appId a number (sandbox choice)', (b) => ({ ...b, appId: 42 }), '"appId" must be a string'],
    ['first failing check wins', (b) => omit({ ...b, expiry: 0 }, 'appKey', 'workflowId'), '"appKey" is required'],
  ];
  it.for(cases)('%s', async ([, mutate, message]) => {
    const answer = await token(mutate(validAuthToken()));
    expect(answer).toEqual({ status: 400, contentType: expect.stringContaining('application/json'), body: invalid(message) });
  });

  it('a JSON body that is not an object is rejected', async () => {
    expect((await token('[1,2]')).body).toEqual(invalid('"value" must be of type object'));
  });
});

describe('authToken: success', () => {
  const cases: [string, (b: Body) => Body][] = [
    ['the valid request', (b) => b],
    ['expiry 1', (b) => ({ ...b, expiry: 1 })],
    ['expiry 86400', (b) => ({ ...b, expiry: 86_400 })],
    ['resume yes with mobileNumber', (b) => ({ ...b, authenticateOnResume: 'yes', mobileNumber: '9876543210' })],
    ['resume yes with email', (b) => ({ ...b, authenticateOnResume: 'yes', email: 'a@example.com' })],
    ['resume yes without contact', (b) => ({ ...b, authenticateOnResume: 'yes' })],
    ['the other known workflow', (b) => ({ ...b, workflowId: TEST_VALUES.workflows.known[1] })],
  ];
  it.for(cases)('%s gets a token', async ([, mutate]) => {
    const answer = await token(mutate(validAuthToken()));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      statusCode: '200',
      result: { authToken: expect.stringMatching(/^sbx_tok_/) },
    });
  });

  it('an omitted expiry takes the default 43200 seconds', async () => {
    // Issued between these two readings of the clock, however long the request took.
    const before = Math.floor(Date.now() / 1000);
    const answer = await token(omit(validAuthToken(), 'expiry'));
    const after = Math.ceil(Date.now() / 1000);
    const expiresAt = Number(String((answer.body.result as Body).authToken).split('_')[2]);
    expect(answer.status).toBe(200);
    expect(expiresAt - 43_200).toBeGreaterThanOrEqual(before);
    expect(expiresAt - 43_200).toBeLessThanOrEqual(after);
  });
});

describe('authToken: after validation', () => {
  it('a wrong appKey is 401 unauthorized_access', async () => {
    const answer = await token({ ...validAuthToken(), appKey: TEST_VALUES.wrongAppKey });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      statusCode: 401,
      status: 'failure',
      errorCode: 'unauthorized_access',
      error: expect.any(String),
    });
  });

  it.for(['203.0.113.7', '203.0.113.7, 127.0.0.1'])('x-forwarded-for %s is not whitelisted: 401', async (forwarded) => {
    const answer = await token(validAuthToken(), { 'x-forwarded-for': forwarded });
    expect(answer).toMatchObject({ status: 401, body: { statusCode: 401, errorCode: 'unauthorized_access' } });
  });

  it('x-forwarded-for 127.0.0.1 is whitelisted', async () => {
    expect((await token(validAuthToken(), { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });

  it('an unknown workflow is 404 workflow_not_found, without `error`', async () => {
    const answer = await token({ ...validAuthToken(), workflowId: TEST_VALUES.workflows.unknownExample });
    expect(answer).toEqual({
      status: 404,
      contentType: expect.any(String),
      body: { statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' },
    });
  });

  it('a used test transactionId is 409 unique_id_conflict, without `error`', async () => {
    const answer = await token({ ...validAuthToken(), transactionId: TEST_VALUES.usedTransactionIds[0] });
    expect(answer.body).toEqual({ statusCode: 409, status: 'failure', errorCode: 'unique_id_conflict' });
  });

  it('a transactionId that got a token cannot get another', async () => {
    const body = { ...validAuthToken(), transactionId: freshTransactionId() };
    expect((await token(body)).status).toBe(200);
    expect((await token(body)).body).toEqual({ statusCode: 409, status: 'failure', errorCode: 'unique_id_conflict' });
  });

  it('the 500 test workflow is 500 internal_server_error, and the server keeps answering', async () => {
    const answer = await token({ ...validAuthToken(), workflowId: TEST_VALUES.workflows.internalError });
    expect(answer.body).toEqual({
      statusCode: 500,
      status: 'failure',
      error: 'Internal server error',
      errorCode: 'internal_server_error',
    });
    expect((await token(validAuthToken())).status).toBe(200);
  });
});
