// Redaction: secrets become "<redacted>", personal data format-preserving stand-ins, known secrets scrubbed anywhere.
import { describe, expect, it } from 'vitest';
import type { RecordingFile } from '../../../src/recording/file.js';
import { type RedactOptions, redactBody, redactParts, redactRecording, standIn } from '../../../src/recording/redact.js';

const APP_ID = 'canary-appid-5b1e9d';
const APP_KEY = 'canary-appkey-0c7f42a8';

const OPTIONS: RedactOptions = {
  secrets: [APP_ID, APP_KEY],
  marks: (where) =>
    where.side === 'request'
      ? [
          { pointer: '/appKey', mark: { secret: true } },
          { pointer: '/email', mark: { pii: 'email' } },
          { pointer: '/mobileNumber', mark: { pii: 'phone' } },
        ]
      : [
          { pointer: '/result/token', mark: { secret: true } },
          { pointer: '/result/name', mark: { pii: 'name' } },
        ],
};

const file = (): RecordingFile => ({
  harnessVersion: '0.1.0',
  ruleId: 'emailBasic.email.valid',
  operation: 'emailBasic',
  target: 'sandbox',
  seed: 7,
  data: { mobile: '9123456780', workflowId: 'wf_sandbox_kyc' },
  interactions: [
    {
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
      },
      rawHeaders: {
        'content-type': 'application/json',
        'content-length': '321',
        date: 'Sat, 22 Nov 2025 10:00:00 GMT',
        'set-cookie': 'sid=1',
        'x-api-key': 'k',
      },
    },
  ],
});

describe('standIn', () => {
  it('keeps the format of an email, a phone and an id, from the shape only', () => {
    expect(standIn('John.Doe@example.com', 'email')).toBe('Xxxx.Xxx@xxxxxxx.xxx');
    expect(standIn('+91 98765-43210', 'phone')).toBe('+98 76543-21098');
    expect(standIn('ABCDE1234F', 'idNumber')).toBe('XXXXX9876X');
    expect(standIn('Ana Li')).toBe(standIn('Bob Ng'));
  });

  it('is idempotent: a stand-in of a stand-in is itself', () => {
    for (const v of ['John.Doe@example.com', '+91 98765-43210', 'Zoë Ñúñez', 'ABCDE1234F', 'x'.repeat(200)]) {
      const once = standIn(v, 'name');
      expect(standIn(once, 'name')).toBe(once);
      expect(once).toHaveLength(v.length);
    }
    const image = standIn(`data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`, 'image');
    expect(image).toHaveLength(64);
    expect(standIn(image, 'image')).toBe(image);
  });
});

describe('redactRecording', () => {
  const redacted = redactRecording(file(), OPTIONS);
  const it0 = redacted.interactions[0] ?? expect.unreachable('the recording has no interaction');
  const text = JSON.stringify(redacted);

  it('redacts the secret headers and keeps the others', () => {
    expect(it0.reqheaders).toEqual({
      'content-type': 'application/json',
      appid: '<redacted>',
      appkey: '<redacted>',
      'x-client-secret': '<redacted>',
      transactionid: 'tx-1',
    });
    expect(it0.rawHeaders).toEqual({ 'content-type': 'application/json', 'x-api-key': '<redacted>' });
  });

  it('redacts secret fields and puts format-preserving stand-ins at personal fields', () => {
    expect(it0.body).toEqual({
      appKey: '<redacted>',
      email: 'Xxxx.Xxx@xxxxxxx.xxx',
      mobileNumber: '9876543210',
      note: 'for <redacted>',
    });
    expect(it0.response).toMatchObject({ result: { token: '<redacted>', name: 'Xxxx Xxx' } });
  });

  it('scrubs a known secret or personal value echoed inside another string, also JSON-escaped', () => {
    expect(it0.response).toMatchObject({ result: { echo: 'key <redacted> from Xxxx.Xxx@xxxxxxx.xxx' } });
    expect(JSON.parse((it0.response as { embedded: string }).embedded)).toEqual({ appKey: '<redacted>' });
    for (const leak of [APP_ID, APP_KEY, 's3cr3t-value', 'eyJhbGciOi.tok.en', 'John', '9123456780'])
      expect(text).not.toContain(leak);
  });

  it('puts the stand-in in the test data too, so a replay sends what the recording holds', () => {
    expect(redacted.data).toEqual({ mobile: '9876543210', workflowId: 'wf_sandbox_kyc' });
  });

  it('is idempotent', () => {
    expect(redactRecording(redacted, OPTIONS)).toEqual(redacted);
  });

  it('redacts a live request the same way as the recorded one (what the replay matcher relies on)', () => {
    expect(redactBody('request', undefined, file().interactions[0]?.body, OPTIONS)).toEqual(it0.body);
  });

  it('keeps an empty credential empty, so "missing key" rules stay distinguishable', () => {
    expect(redactBody('request', undefined, { appKey: '' }, OPTIONS)).toEqual({ appKey: '' });
  });

  it('scrubs secrets from multipart text values, never from a file hash', () => {
    const parts = redactParts(
      [
        { name: 'note', value: `sent by ${APP_KEY}` },
        { name: 'f', filename: 'a.png', type: 'image/png', size: 1, sha256: 'ab'.repeat(32) },
      ],
      OPTIONS,
    );
    expect(parts).toEqual([
      { name: 'note', value: 'sent by <redacted>' },
      { name: 'f', filename: 'a.png', type: 'image/png', size: 1, sha256: 'ab'.repeat(32) },
    ]);
  });
});
