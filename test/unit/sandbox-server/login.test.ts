// The legacy login as the document describes it: credentials from the body only, the expiry bounds, the texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, CREDENTIALS, omit, post, validLogin } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const login = (body: Body, headers?: Record<string, string>) => post(sandbox.url, '/login', body, headers);

describe('login: failures', () => {
  const cases: [string, Body, number, string][] = [
    ['appId missing', omit(validLogin(), 'appId'), 400, 'Missing/Invalid credentials'],
    ['appKey missing', omit(validLogin(), 'appKey'), 400, 'Missing/Invalid credentials'],
    ['both missing', { expiry: 3600 }, 400, 'Missing/Invalid credentials'],
    ['expiry 0', { ...validLogin(), expiry: 0 }, 400, 'Expiry should be greater than 0'],
    ['expiry -1', { ...validLogin(), expiry: -1 }, 400, 'Expiry should be greater than 0'],
    ['expiry 86401', { ...validLogin(), expiry: 86_401 }, 400, 'Expiry should be within 24 hours from current time'],
    ['expiry "soon" (sandbox choice)', { ...validLogin(), expiry: 'soon' }, 400, 'Expiry should be a number'],
    ['expiry 1.5 (sandbox choice)', { ...validLogin(), expiry: 1.5 }, 400, 'Expiry should be a whole number of seconds'],
    ['wrong appKey', { ...validLogin(), appKey: TEST_VALUES.wrongAppKey }, 401, 'Missing/Invalid credentials'],
    ['the 500 test appId', { ...validLogin(), appId: TEST_VALUES.loginInternalErrorAppId }, 500, 'Internal Server Error'],
  ];
  it.for(cases)('%s', async ([, body, status, error]) => {
    const answer = await login(body);
    expect(answer).toEqual({
      status,
      contentType: expect.stringContaining('application/json'),
      body: { status: 'failure', statusCode: status, error },
    });
  });
});

describe('login: success', () => {
  const cases: [string, Body][] = [
    ['expiry 3600', validLogin()],
    ['expiry omitted', { ...CREDENTIALS }],
    ['expiry 1', { ...validLogin(), expiry: 1 }],
    ['expiry 86400', { ...validLogin(), expiry: 86_400 }],
  ];
  it.for(cases)('%s gets a token', async ([, body]) => {
    const answer = await login(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', statusCode: 200, result: { token: expect.stringMatching(/^sbx_tok_/) } });
  });

  it('checks no caller address and takes no transactionId', async () => {
    expect((await login(validLogin(), { 'x-forwarded-for': TEST_VALUES.callers.notWhitelistedExample })).status).toBe(200);
    expect((await login(validLogin())).status).toBe(200);
  });
});
