// Faults see every reply the server sends: an operation's answer and its 500, and the server's own refusals (bad JSON,
// wrong media type, too large, no such path), so a fault can break a documented rule wherever the reply comes from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault } from '../../../sandbox/faults.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { post, validAuthToken } from './helpers.js';
import { echoForm, FORM_PART_LIMIT } from './test-operations.js';

// Test-only faults: one stamps what the transform saw on every reply, one changes the status of the 404s.
const stamp: Fault = {
  id: 'test-stamp-every-reply',
  breaks: 'none (test only)',
  describe: 'adds `seen` to every reply: the operation and the kind of body the fault saw',
  apply: {
    reply: (reply, request) => ({
      status: reply.status,
      body: { ...reply.body, seen: `${request.operation ?? '-'}/${request.body.kind}` },
    }),
  },
};
const gone: Fault = {
  id: 'test-404-as-410',
  breaks: 'none (test only)',
  describe: 'answers 410 where the server answers 404',
  apply: { reply: (reply) => (reply.status === 404 ? { status: 410, body: { ...reply.body, statusCode: 410 } } : reply) },
};

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, extraOperations: [echoForm], extraFaults: [stamp, gone] });
});
afterAll(() => sandbox.close());

describe('faults alter any reply', () => {
  it.for([
    ['an operation answer', '/v2/auth/token', JSON.stringify(validAuthToken()), 'application/json', 200, 'authToken/json'],
    [
      'an operation 500',
      '/v2/auth/token',
      JSON.stringify({ ...validAuthToken(), workflowId: TEST_VALUES.workflows.internalError }),
      'application/json',
      500,
      'authToken/json',
    ],
    ['malformed JSON', '/login', '{"appId": ', 'application/json', 400, 'login/unread'],
    ['a wrong media type', '/login', 'appId=x', 'text/plain', 415, 'login/unread'],
    ['a JSON body over 1 MB', '/login', JSON.stringify({ pad: 'x'.repeat(2 ** 21) }), 'application/json', 413, 'login/unread'],
    ['an unknown path, its status changed too', '/v1/nothing', '{}', 'application/json', 410, '-/unread'],
  ] as const)('%s', async ([, path, body, contentType, status, seen]) => {
    const answer = await post(sandbox.url, path, body, { 'content-type': contentType });
    expect(answer).toMatchObject({ status, body: { seen } });
  });

  // A text part: an over-limit file reaches the operation flagged `oversize` instead (issue 9, multipart.test.ts).
  it('a form text part over the limit', async () => {
    const form = new FormData();
    form.append('note', 'x'.repeat(FORM_PART_LIMIT + 1));
    const response = await fetch(`${sandbox.url}${echoForm.path}`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'payload_too_large', seen: 'echoForm/unread' });
  });
});
