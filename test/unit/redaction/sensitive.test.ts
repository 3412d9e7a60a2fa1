// What a case must not leak into a report: the credentials and secret headers sent, and every marked value it saw.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactionFor, reportScrubber, sensitiveValues } from '../../../src/redaction/index.js';
import { sensitiveValuesBy } from '../../../src/redaction/sensitive.js';
import type { Attempt, Exchange, RequestBody, SentRequest } from '../../../src/types.js';

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
    expect(sensitiveValues('authToken', exchange, CREDENTIALS).sort()).toEqual(
      [...CREDENTIALS, 'body-key-1', '9123456780', 'tok-abc-1'].sort(),
    );
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
    expect(sensitiveValues('authToken', exchange, [])).toEqual(['form.person@example.com']);
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
    expect(sensitiveValues('authToken', exchange, []).sort()).toEqual(['no-access-key', 'raw-app-id', 'text-token']);
  });

  it('collects what events carry, by the event marks', () => {
    const exchange: Exchange = {
      steps: [],
      events: [
        { receivedAt: '2026-01-01T00:00:00Z', headers: {}, body: { account: { number: '0012345678', holder: 'Ann Lee' } } },
      ],
    };
    const marks = () => [{ pointer: '/account', mark: { pii: 'account' } }];
    expect(sensitiveValuesBy(marks, exchange, ['', 'cred-1'])).toEqual(['cred-1', '0012345678', 'Ann Lee']);
  });
});

describe('redactionFor', () => {
  const { marks, secrets } = redactionFor('authToken', ['key-1', '']);
  it('drops empty secrets', () => expect(secrets).toEqual(['key-1']));
  it('reads the request and the response schemas of the operation', () => {
    expect(marks({ side: 'request' }, { appKey: 'k' })).toEqual([{ pointer: '/appKey', mark: { secret: true } }]);
    expect(marks({ side: 'response', status: 200 }, { result: { authToken: 't' } })).toEqual([
      { pointer: '/result/authToken', mark: { secret: true } },
    ]);
  });
  it('reads an event by the webhook event’s own schema, never the operation’s', () =>
    expect(marks({ side: 'event' }, { appKey: 'k' })).toEqual([]));
});

describe('reportScrubber', () => {
  it('reads its values once and replaces each, in every form, by the placeholder', () => {
    function* once() {
      yield* ['k"e\\y+/=9Zq', 'Ann Lee'];
    }
    const scrubber = reportScrubber(once());
    for (let i = 0; i < 2; i++) {
      const line = `Received: ${JSON.stringify('k"e\\y+/=9Zq')} for Ann+Lee`;
      expect(scrubber.text(line)).toBe(`Received: "${REDACTED}" for ${REDACTED}`);
      expect(scrubber.value({ actual: 'Ann Lee' })).toEqual({ actual: REDACTED });
    }
  });
});
