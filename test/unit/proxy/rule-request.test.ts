import { describe, expect, it } from 'vitest';
import type { SentRequest } from '../../../src/model/types.js';
import { ruleRequest } from '../../../src/proxy/rule-request.js';
import { allRules } from '../../../src/rules/index.js';

const ruleOf = (id: string) => {
  const rule = allRules().find((r) => r.id === id);
  if (rule === undefined) throw new Error(`no rule ${id}`);
  return rule;
};

const TEAM_ID = '0d7c52a8-1b7e-4c55-9a43-3f0e2b6d9c11';
const CREDENTIALS = { appid: 'team-app-id', appkey: 'team-app-key-0001' };

const sent = (headers: Record<string, string>, value?: unknown): SentRequest => ({
  method: 'POST',
  host: 'ind_engine_url',
  base: 'http://vendor.test',
  path: '/v1/emailBasic',
  headers,
  ...(value === undefined ? {} : { body: { kind: 'json', value } }),
});

const emailHeaders = {
  ...CREDENTIALS,
  'content-type': 'application/json; charset=utf-8',
  transactionid: TEAM_ID,
  'user-agent': 'team-app/2.1',
  host: 'vendor.test',
};

describe("a team's request as its rule's own", () => {
  it('reads test data back, swaps a generated value for the seed’s, keeps the credentials as secrets', () => {
    const own = ruleRequest(ruleOf('emailBasic.request.deliverable'), sent(emailHeaders, { email: 'asha.k@example.org' }));
    if (typeof own === 'string') throw new Error(own);
    expect(own.data).toEqual({ deliverableEmail: 'asha.k@example.org' });
    expect(Object.keys(own.headers).sort()).toEqual(['appid', 'appkey', 'content-type', 'transactionid']);
    expect(own.headers['content-type']).toBe('application/json');
    expect(own.secrets.sort()).toEqual(['team-app-id', 'team-app-key-0001']);
    const seeded = own.swaps.get(TEAM_ID);
    expect(seeded).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(seeded).not.toBe(TEAM_ID);
    // The same seed draws the same value: a replay of the rule sends what the recording holds.
    const again = ruleRequest(ruleOf('emailBasic.request.deliverable'), sent(emailHeaders, { email: 'b@example.org' }));
    expect(typeof again !== 'string' && again.swaps.get(TEAM_ID)).toBe(seeded);
  });

  it('gives data the rule reads and does not send a placeholder', () => {
    const own = ruleRequest(ruleOf('emailBasic.email.missing'), sent(emailHeaders, {}));
    expect(typeof own !== 'string' && own.data).toEqual({ deliverableEmail: '<redacted>' });
  });

  it('refuses a request the rule does not send: a field more, another literal, credentials the rule leaves out', () => {
    expect(ruleRequest(ruleOf('emailBasic.request.deliverable'), sent(emailHeaders, { email: 'a@b.org', name: 'x' }))).toBe(
      'unlike',
    );
    const token = {
      appId: 'team-app-id',
      appKey: 'team-app-key-0001',
      authenticateOnResume: 'no',
      expiry: 7200,
      transactionId: TEAM_ID,
      workflowId: 'wf_team',
    };
    const tokenSent = { ...sent({ 'content-type': 'application/json' }, token), host: 'auth_url' as const };
    expect(ruleRequest(ruleOf('authToken.request.valid'), tokenSent)).toBe('unlike');
    const asBaseline = ruleRequest(ruleOf('authToken.request.valid'), {
      ...tokenSent,
      body: { kind: 'json', value: { ...token, expiry: 3600 } },
    });
    expect(typeof asBaseline !== 'string' && asBaseline.secrets.sort()).toEqual(['team-app-id', 'team-app-key-0001']);
    expect(ruleRequest(ruleOf('emailBasic.credentials.missing'), sent(emailHeaders, { email: 'a@b.org' }))).toBe('unlike');
  });

  it('leaves a form upload out: replay sends the rule’s own files', () => {
    const form = { ...sent({}), body: { kind: 'multipart' as const, parts: [] } };
    expect(ruleRequest(ruleOf('signatureMatching.request.same-signer'), form)).toBe('form');
  });
});
