// What a case must not leak into a report: the credentials and secret headers sent, and every marked value it saw.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactionFor, createScrubber, sensitiveValues } from '../../../src/redaction/index.js';
import { sensitiveValuesBy } from '../../../src/redaction/sensitive.js';
import type { Attempt, Exchange, RequestBody, SentRequest } from '../../../src/model/types.js';

const CREDENTIALS = ['canary-appid-5b1e9d', 'canary-appkey-0c7f42a8'];

const request = (body: RequestBody, headers: Record<string, string> = {}): SentRequest => ({
  method: 'POST',
  host: 'auth_url',
  base: 'http://127.0.0.1:9',
  path: '/v2/auth/token',
  headers,
  body,
});
const answer = (status: number, body: unknown, json = true): Attempt => ({
  response: { status, headers: {}, body, json },
  durationMs: 1,
  waitedMs: 0,
});

describe('sensitiveValues', () => {
  it('collects JSON request fields and every attempt’s response by the operation’s schemas', () => {
    const exchange: Exchange = {
      steps: [
        {
          request: request({ kind: 'json', value: { appKey: 'body-key-1', mobileNumber: '9123456780', expiry: 3600 } }),
          attempts: [answer(503, { message: 'busy' }), answer(200, { status: 'success', result: { authToken: 'tok-abc-1' } })],
        },
      ],
      events: [],
    };
    expect(Object.fromEntries(sensitiveValues('authToken', exchange, CREDENTIALS))).toEqual({
      ...Object.fromEntries(CREDENTIALS.map((c) => [c, REDACTED])),
      'body-key-1': REDACTED,
      'tok-abc-1': REDACTED,
      // Personal data is shown as its stand-in, so the evidence stays readable.
      '9123456780': '9876543210',
    });
  });

  it('collects form fields, marked like a JSON object of name → value, from every step', () => {
    const form: RequestBody = {
      kind: 'multipart',
      parts: [
        { name: 'email', value: 'form.person@example.com' },
        { name: 'expiry', value: '3600' },
        { name: 'file', filename: 'a.png', type: 'image/png', data: new Uint8Array([1]) },
      ],
    };
    const exchange: Exchange = {
      steps: [
        { request: request({ kind: 'json', value: { expiry: 1 } }), attempts: [] },
        { request: request(form), attempts: [] },
      ],
      events: [],
    };
    expect([...sensitiveValues('authToken', exchange, [])]).toEqual([['form.person@example.com', 'xxxx.xxxxxx@xxxxxxx.xxx']]);
  });

  it('collects secret headers, a raw body that parses and a JSON response labelled text', () => {
    const exchange: Exchange = {
      steps: [
        {
          request: request({ kind: 'raw', text: '{"appId":"raw-app-id"}' }, { appkey: 'no-access-key' }),
          attempts: [answer(200, '{"result":{"authToken":"text-token"}}', false)],
        },
      ],
      events: [],
    };
    expect([...sensitiveValues('authToken', exchange, []).keys()].sort()).toEqual(['no-access-key', 'raw-app-id', 'text-token']);
  });

  it('collects what events carry, by the event marks', () => {
    const account = { number: '0012345678', holder: 'Ann Lee' };
    const exchange: Exchange = { steps: [], events: [{ receivedAt: '2026-01-01T00:00:00Z', headers: {}, body: { account } }] };
    const marks = () => [{ pointer: '/account', mark: { pii: 'account' }, value: account }];
    expect([...sensitiveValuesBy(marks, exchange, ['', 'cred-1'])]).toEqual([
      ['cred-1', REDACTED],
      ['0012345678', '9876543210'],
      ['Ann Lee', 'Xxx Xxx'],
    ]);
  });
});

describe('redactionFor', () => {
  const { marks, secrets } = redactionFor('authToken', ['key-1', '']);
  it('drops empty secrets', () => expect(secrets).toEqual(['key-1']));
  it('reads the request and the response schemas of the operation', () => {
    expect(marks({ side: 'request' }, { appKey: 'k' })).toEqual([{ pointer: '/appKey', mark: { secret: true }, value: 'k' }]);
    expect(marks({ side: 'response', status: 200 }, { result: { authToken: 't' } })).toEqual([
      { pointer: '/result/authToken', mark: { secret: true }, value: 't' },
    ]);
  });
  it('reads an event by the webhook event’s own schema, never the operation’s', () =>
    expect(marks({ side: 'event' }, { appKey: 'k' })).toEqual([]));
});

describe('createScrubber', () => {
  it('replaces each value, in every form, by its replacement: the placeholder for a secret, a stand-in for personal data', () => {
    const scrubber = createScrubber(
      new Map([
        ['k"e\\y+/=9Zq', REDACTED],
        ['Ann Lee', 'Xxx Xxx'],
      ]),
    );
    for (let i = 0; i < 2; i++) {
      const line = `Received: ${JSON.stringify('k"e\\y+/=9Zq')} for Ann+Lee`;
      expect(scrubber.text(line)).toBe(`Received: "${REDACTED}" for Xxx+Xxx`);
      expect(scrubber.value({ actual: 'Ann Lee' })).toEqual({ actual: 'Xxx Xxx' });
    }
  });
  it('shows a vendor’s upper-cased echo of a personal value as visibly upper-cased (issue 8, item 12)', () => {
    const sent = 'ramesh.kumar@okhdfcbank';
    const exchange: Exchange = {
      steps: [
        {
          request: request({ kind: 'json', value: { vpa: sent } }),
          attempts: [answer(200, { status: 'success', result: { vpa: sent.toUpperCase(), accountExists: 'YES' } })],
        },
      ],
      events: [],
    };
    const scrubber = createScrubber(sensitiveValues('fetchUpiIfsc', exchange, []));
    const line = scrubber.text(
      `Field does not echo the request at /result/vpa — Received: "${sent.toUpperCase()}" / Documented: "${sent}"`,
    );
    expect(line).toBe(
      'Field does not echo the request at /result/vpa — Received: "XXXXXX.XXXXX@XXXXXXXXXX" / Documented: "xxxxxx.xxxxx@xxxxxxxxxx"',
    );
  });
});
