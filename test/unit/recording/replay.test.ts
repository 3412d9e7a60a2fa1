// Replay: a redacted recording answers the request it was made from, with any credentials, and nothing else.
import { lookup } from '../../../src/base/json-pointer.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Interaction, RecordingFile } from '../../../src/recording/file.js';
import { requestDifference } from '../../../src/recording/difference.js';
import { partsOf } from '../../../src/recording/multipart.js';
import { redactRecording } from '../../../src/recording/redact-recording.js';
import type { RedactOptions } from '../../../src/redaction/index.js';
import {
  answerFromRecording,
  clearRecorded,
  interceptRecording,
  NO_RECORDED_MATCH,
  pendingOf,
} from '../../../src/recording/replay.js';
import { createClient, operationUrl } from '../../../src/transport/client.js';
import type { Part, RequestBody, SentRequest } from '../../../src/model/types.js';
import type { InProcessAnswer } from '../../../src/transport/wire.js';

const BASE = 'http://example.test';
const CREDS = { appId: 'rec-app-id-1', appKey: 'rec-app-key-1' };
const OPTIONS: RedactOptions = {
  secrets: [CREDS.appId, CREDS.appKey],
  marks: (where, body) =>
    (where.side === 'request' ? [{ pointer: '/email', mark: { pii: 'email' } }] : []).map((m) => ({
      ...m,
      value: lookup(body, m.pointer).value,
    })),
};
// The replay target knows no real secret: it passes none, and "<redacted>" matches whatever it sends.
const REPLAY_OPTIONS: RedactOptions = { ...OPTIONS, secrets: [] };
const base = (placeholder: string) => (placeholder === '{ind_engine_url}' ? BASE : 'http://unused.test');

const interaction = (status: number, body: unknown, response: unknown) => ({
  scope: '{ind_engine_url}',
  method: 'POST' as const,
  path: '/v1/emailBasic',
  reqheaders: { 'content-type': 'application/json', appid: CREDS.appId, appkey: CREDS.appKey },
  body,
  status,
  response,
  rawHeaders: { 'content-type': 'application/json' },
});

const recording = (interactions: Interaction[]): RecordingFile =>
  redactRecording(
    {
      harnessVersion: '0.1.0',
      ruleId: 'emailBasic.email.valid',
      operation: 'emailBasic',
      target: 'sandbox',
      seed: 1,
      data: {},
      steps: [{ interactions }],
      events: [],
    },
    OPTIONS,
  );

const BODY = { email: 'ann.lee@example.com', transactionId: 'tx-1' };
const HEADERS = { 'content-type': 'application/json', appid: 'other-id', appkey: 'other-key' };
const request = (body: RequestBody | undefined, headers: Record<string, string> = HEADERS): SentRequest => ({
  method: 'POST',
  host: 'ind_engine_url',
  base: BASE,
  path: '/v1/emailBasic',
  headers,
  ...(body === undefined ? {} : { body }),
});
/** What replay's client is answered: the recorded attempt this request matches, in process. */
const ask = (r: SentRequest) => answerFromRecording(operationUrl(r.base, r.path), r);
const send = (body: unknown, headers?: Record<string, string>) => ask(request({ kind: 'json', value: body }, headers));

/** Refused because no recorded attempt matched (not for any other reason). */
async function noMatch(answer: Promise<InProcessAnswer>): Promise<void> {
  const error = (await answer.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string } | undefined;
  expect(error?.code).toBe(NO_RECORDED_MATCH);
}

describe('replay', () => {
  afterEach(() => clearRecorded());

  it('matches the recorded request sent with other credentials and other personal data of the same shape', async () => {
    const scopes = interceptRecording(recording([interaction(200, BODY, { ok: true })]), base, REPLAY_OPTIONS);
    const res = await send({ ...BODY, email: 'bob.kim@example.org' });
    expect([res.status, JSON.parse(Buffer.from(res.body).toString())]).toEqual([200, { ok: true }]);
    expect(pendingOf(scopes)).toEqual([]);
  });

  it('does not match when a non-secret field differs, and reports the interceptor as unused', async () => {
    const scopes = interceptRecording(recording([interaction(200, BODY, { ok: true })]), base, REPLAY_OPTIONS);
    await noMatch(send({ ...BODY, transactionId: 'tx-2' }));
    expect(pendingOf(scopes)).toEqual([`POST ${BASE}/v1/emailBasic`]);
  });

  it('does not match when a redacted header is missing or empty', async () => {
    interceptRecording(recording([interaction(200, BODY, { ok: true })]), base, REPLAY_OPTIONS);
    await noMatch(send(BODY, { 'content-type': 'application/json', appid: 'other-id' }));
    await noMatch(send(BODY, { 'content-type': 'application/json', appid: 'other-id', appkey: '' }));
  });

  it('does not match a credential header the recording did not send', async () => {
    const noKey = interaction(400, BODY, { error: 'missing appKey' });
    noKey.reqheaders = { 'content-type': 'application/json', appid: CREDS.appId } as typeof noKey.reqheaders;
    interceptRecording(recording([noKey]), base, REPLAY_OPTIONS);
    await noMatch(send(BODY));
  });

  it('answers the recorded attempts once each, in order (a 429 then a 200)', async () => {
    interceptRecording(
      recording([interaction(429, BODY, { error: 'slow down' }), interaction(200, BODY, { ok: true })]),
      base,
      REPLAY_OPTIONS,
    );
    expect((await send(BODY)).status).toBe(429);
    expect((await send(BODY)).status).toBe(200);
    await noMatch(send(BODY));
  });

  it('matches a recorded credential in the body with any value, and a raw body by its text', async () => {
    interceptRecording(recording([interaction(200, { appKey: CREDS.appKey, expiry: 1 }, 'plain text')]), base, REPLAY_OPTIONS);
    const res = await send({ appKey: 'replay-app-key', expiry: 1 });
    expect(Buffer.from(res.body).toString()).toBe('plain text');
    interceptRecording(recording([interaction(400, '{"expiry":', { error: 'bad json' })]), base, REPLAY_OPTIONS);
    const raw = await ask(
      request({ kind: 'raw', text: '{"expiry":' }, { 'content-type': 'application/json', appid: 'a', appkey: 'b' }),
    );
    expect(raw.status).toBe(400);
  });

  it('matches a form by its parts under a new boundary, not when a file changed', async () => {
    const parts: Part[] = [
      { name: 'image', filename: 'face.png', type: 'image/png', data: new Uint8Array([0x89, 0xff, 0x00]) },
      { name: 'note', value: 'hello' },
    ];
    const form = (data: Uint8Array): RequestBody => ({
      kind: 'multipart',
      parts: [
        { name: 'image', filename: 'face.png', type: 'image/png', data },
        { name: 'note', value: 'hello' },
      ],
    });
    const recorded = {
      ...interaction(200, { multipart: partsOf(parts) }, { match: true }),
      reqheaders: { 'content-type': 'multipart/form-data', appkey: CREDS.appKey },
    };
    interceptRecording(recording([recorded, recorded]), base, REPLAY_OPTIONS);
    const post = (body: RequestBody) => ask(request(body, { appkey: 'k' }));
    expect((await post(form(new Uint8Array([0x89, 0xff, 0x00])))).status).toBe(200);
    await noMatch(post(form(new Uint8Array([0x89, 0xff, 0x01]))));
  });
});

describe("replay's client", () => {
  afterEach(() => clearRecorded());

  it('is answered the recorded status, headers and body as they were, none added, and a 204 without a body', async () => {
    const client = createClient({ answer: answerFromRecording, sleep: async () => {} });
    const noType = { ...interaction(200, BODY, 'plain text'), rawHeaders: { 'x-trace': 'a' } };
    interceptRecording(recording([noType]), base, REPLAY_OPTIONS);
    const { attempts } = await client.send(request({ kind: 'json', value: BODY }));
    expect(attempts[0]?.response).toMatchObject({ status: 200, headers: { 'x-trace': 'a' }, body: 'plain text', json: false });
    expect(Object.keys(attempts[0]?.response?.headers ?? {})).toEqual(['x-trace']);
    interceptRecording(recording([{ ...interaction(204, BODY, ''), rawHeaders: {} }]), base, REPLAY_OPTIONS);
    const empty = await client.send(request({ kind: 'json', value: BODY }));
    expect(empty.attempts[0]?.response).toMatchObject({ status: 204, body: '', received: { bytes: 0 } });
    await client.close();
  });

  it('is refused where fetch would refuse the request: an invalid header value is an error, not an answer', async () => {
    const client = createClient({ answer: answerFromRecording });
    interceptRecording(recording([interaction(200, BODY, { ok: true })]), base, REPLAY_OPTIONS);
    const { attempts } = await client.send(request({ kind: 'json', value: BODY }, { ...HEADERS, appkey: 'a\nb' }));
    expect(attempts[0]).toMatchObject({ error: { message: expect.stringMatching(/header/i) } });
    expect(attempts[0]?.response).toBeUndefined();
  });
});

describe('a form that no longer matches its recording', () => {
  const selfie = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const parts = (data: Uint8Array): Part[] => [
    { name: 'selfie', filename: 'selfie-a.jpg', type: 'image/jpeg', data },
    { name: 'id', filename: 'id-a.jpg', type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 9]) },
  ];
  const recorded = {
    ...interaction(200, { multipart: partsOf(parts(selfie)) }, {}),
    path: '/v1/matchFace',
    reqheaders: { 'content-type': 'multipart/form-data', appkey: '<redacted>' },
  };
  const sent = (data: Uint8Array) => ({
    method: 'POST' as const,
    host: 'region_url' as const,
    base: BASE,
    path: '/v1/matchFace',
    headers: { appkey: 'k' },
    body: { kind: 'multipart' as const, parts: parts(data) },
  });

  it('is told apart by the part that changed, named', () => {
    expect(requestDifference(recorded, sent(selfie), REPLAY_OPTIONS)).toBeUndefined();
    const changed = Uint8Array.from(selfie, (b, i) => (i === selfie.length - 1 ? b ^ 1 : b));
    expect(requestDifference(recorded, sent(changed), REPLAY_OPTIONS)).toMatchObject({ at: 'body part 1 "selfie": sha256' });
  });
});
