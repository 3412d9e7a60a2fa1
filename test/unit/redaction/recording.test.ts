// Redaction of a whole recording: secrets become "<redacted>", personal data format-preserving stand-ins, and every
// known value is scrubbed wherever else it appears, in every step and every event.
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../src/base/json-pointer.js';
import { interactionsOf, type Interaction, type RecordingFile } from '../../../src/recording/file.js';
import { redactRecording } from '../../../src/recording/redact-recording.js';
import { type RedactOptions, redactBody, redactParts, REDACTED } from '../../../src/redaction/index.js';

const APP_ID = 'canary-appid-5b1e9d';
const APP_KEY = 'canary-appkey-0c7f42a8';

const OPTIONS: RedactOptions = {
  secrets: [APP_ID, APP_KEY],
  marks: (where, body) =>
    (where.side === 'request'
      ? [
          { pointer: '/appKey', mark: { secret: true } },
          { pointer: '/email', mark: { pii: 'email' } },
          { pointer: '/mobileNumber', mark: { pii: 'phone' } },
        ]
      : where.side === 'event'
        ? [{ pointer: '/holder', mark: { pii: 'name' } }]
        : [
            { pointer: '/result/token', mark: { secret: true } },
            { pointer: '/result/name', mark: { pii: 'name' } },
          ]
    ).map((m) => ({ ...m, value: lookup(body, m.pointer).value })),
};

const interaction = (): Interaction => ({
  scope: '{ind_engine_url}',
  method: 'POST',
  path: '/v1/emailBasic',
  reqheaders: {
    'content-type': 'application/json',
    appid: APP_ID,
    appkey: APP_KEY,
    'x-client-secret': 's3cr3t-value',
    transactionid: 'tx-1',
  },
  body: { appKey: APP_KEY, email: 'John.Doe@example.com', mobileNumber: '9123456780', note: `for ${APP_ID}` },
  status: 200,
  response: {
    result: { token: 'eyJhbGciOi.tok.en', name: 'John Doe', echo: `key ${APP_KEY} from John.Doe@example.com` },
    embedded: JSON.stringify({ appKey: APP_KEY }),
    callback: `https://cb.example/?k=${encodeURIComponent(APP_KEY)}`,
  },
  rawHeaders: {
    'content-type': 'application/json',
    'content-length': '321',
    date: 'Sat, 22 Nov 2025 10:00:00 GMT',
    'set-cookie': 'sid=1',
    'x-api-key': 'k',
    'x-echo': `from John Doe, ${APP_KEY}`,
  },
});

const file = (): RecordingFile => ({
  harnessVersion: '0.1.0',
  ruleId: 'emailBasic.email.valid',
  operation: 'emailBasic',
  target: 'sandbox',
  seed: 7,
  data: { mobile: '9123456780', workflowId: 'wf_sandbox_kyc' },
  steps: [{ interactions: [interaction()] }],
  events: [
    {
      headers: { 'x-webhook-token': 'wh-1', 'x-request-id': 'r-1', date: 'now' },
      body: { holder: 'Mary Major', echo: APP_KEY },
    },
  ],
});

describe('redactRecording', () => {
  const redacted = redactRecording(file(), OPTIONS);
  const it0 = interactionsOf(redacted)[0] ?? expect.unreachable('the recording has no interaction');
  const text = JSON.stringify(redacted);

  it('redacts the secret headers, drops the per-call ones and keeps the others', () => {
    expect(it0.reqheaders).toEqual({
      'content-type': 'application/json',
      appid: REDACTED,
      appkey: REDACTED,
      'x-client-secret': REDACTED,
      transactionid: 'tx-1',
    });
    expect(it0.rawHeaders).toEqual({
      'content-type': 'application/json',
      'x-api-key': REDACTED,
      'x-echo': `from Xxxx Xxx, ${REDACTED}`,
    });
  });

  it('redacts secret fields and puts format-preserving stand-ins at personal fields', () => {
    expect(it0.body).toEqual({
      appKey: REDACTED,
      email: 'Xxxx.Xxx@xxxxxxx.xxx',
      mobileNumber: '9876543210',
      note: `for ${REDACTED}`,
    });
    expect(it0.response).toMatchObject({ result: { token: REDACTED, name: 'Xxxx Xxx' } });
  });

  it('scrubs a known secret or personal value echoed inside another string, JSON-escaped or URL-encoded', () => {
    expect(it0.response).toMatchObject({
      result: { echo: `key ${REDACTED} from Xxxx.Xxx@xxxxxxx.xxx` },
      callback: `https://cb.example/?k=${REDACTED}`,
    });
    expect(JSON.parse((it0.response as { embedded: string }).embedded)).toEqual({ appKey: REDACTED });
    for (const leak of [APP_ID, APP_KEY, 's3cr3t-value', 'eyJhbGciOi.tok.en', 'John', '9123456780', 'Mary'])
      expect(text).not.toContain(leak);
  });

  it('redacts events like responses, by the event marks', () =>
    expect(redacted.events).toEqual([
      { headers: { 'x-webhook-token': REDACTED, 'x-request-id': 'r-1' }, body: { holder: 'Xxxx Xxxxx', echo: REDACTED } },
    ]));

  it('puts the stand-in in the test data too, so a replay sends what the recording holds', () =>
    expect(redacted.data).toEqual({ mobile: '9876543210', workflowId: 'wf_sandbox_kyc' }));

  it('is idempotent', () => expect(redactRecording(redacted, OPTIONS)).toEqual(redacted));

  it('redacts a live request the same way as the recorded one (what the replay matcher relies on)', () =>
    expect(redactBody('request', undefined, interaction().body, OPTIONS)).toEqual(it0.body));

  it('scrubs a later step of what earlier responses gave it, never of what its own response says', () => {
    const first = interaction();
    const second: Interaction = {
      ...interaction(),
      body: { email: 'a.b@example.com', forwarded: 'from John Doe' },
      response: { result: { name: 'Ann Lee' } },
    };
    const flow = redactRecording({ ...file(), steps: [{ interactions: [first] }, { interactions: [second] }] }, OPTIONS);
    expect(flow.steps[1]?.interactions[0]?.body).toEqual({ email: 'x.x@xxxxxxx.xxx', forwarded: 'from Xxxx Xxx' });
    const firstAgain = { ...interaction(), body: { note: 'for Ann Lee' } };
    const steps = [{ interactions: [firstAgain] }, { interactions: [second] }];
    const reversed = redactRecording({ ...file(), steps }, OPTIONS);
    expect(reversed.steps[0]?.interactions[0]?.body).toEqual({ note: 'for Ann Lee' });
  });

  it('keeps an empty credential empty, so "missing key" rules stay distinguishable', () =>
    expect(redactBody('request', undefined, { appKey: '' }, OPTIONS)).toEqual({ appKey: '' }));

  it('redacts a JSON text body as a JSON text', () =>
    expect(redactBody('request', undefined, JSON.stringify({ appKey: APP_KEY }), OPTIONS)).toBe('{"appKey":"<redacted>"}'));
});

describe('redactParts', () => {
  it('scrubs secrets from multipart text values, never from a file hash', () =>
    expect(
      redactParts(
        [
          { name: 'note', value: `sent by ${APP_KEY}` },
          { name: 'f', filename: `${APP_KEY}.png`, type: 'image/png', size: 1, sha256: 'ab'.repeat(32) },
        ],
        OPTIONS,
      ),
    ).toEqual([
      { name: 'note', value: `sent by ${REDACTED}` },
      { name: 'f', filename: `${REDACTED}.png`, type: 'image/png', size: 1, sha256: 'ab'.repeat(32) },
    ]));

  it('marks form fields like a JSON object of name → value, and scrubs what they held elsewhere', () =>
    expect(
      redactParts(
        [
          { name: 'mobileNumber', value: '9123456780' },
          { name: 'appKey', value: 'form-key-1' },
          { name: 'note', value: 'call 9123456780 with form-key-1' },
        ],
        OPTIONS,
      ),
    ).toEqual([
      { name: 'mobileNumber', value: '9876543210' },
      { name: 'appKey', value: REDACTED },
      { name: 'note', value: `call 9876543210 with ${REDACTED}` },
    ]));
});
