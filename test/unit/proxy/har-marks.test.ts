// The marks of the proxy's HAR (issue 48): a scrubbed value the harness knows is named, never written, and audit reads
// it back as that value; a real person's value keeps its stand-in; a mark of any other HAR (or none) is plain text.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KnownValues, marksNonce } from '../../../src/capture/har-marks.js';
import { readCaptureFile } from '../../../src/capture/read.js';
import type { CapturedExchange } from '../../../src/capture/types.js';
import type { OperationId } from '../../../src/model/operations.js';
import { openHar } from '../../../src/proxy/har.js';

const KNOWN: KnownValues = {
  credentials: { appId: 'app-team-1', appKey: 'key-team-secret-1' },
  profiles: [{ deliverableEmail: 'tester@team.example', statementPassword: 'pw-of-the-test-file' }],
};
const LOOKALIKE = "<redacted#0123456789abcdef: the team's appKey>";
const LOOKALIKE_VALUE = '<personal#0123456789abcdef: profile value deliverableEmail>';

const exchange = (path: string, headers: Record<string, string>, body: unknown, answer: unknown): CapturedExchange => ({
  method: 'POST',
  url: `http://vendor.test${path}`,
  request: { headers: { 'content-type': 'application/json', ...headers }, body: Buffer.from(JSON.stringify(body)) },
  response: {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(answer)),
  },
  source: { file: 'proxy', entry: 1 },
});

const team = { appid: 'app-team-1', appkey: 'key-team-secret-1', transactionid: 't-1' };
const EXCHANGES: [CapturedExchange, OperationId][] = [
  [
    exchange('/v1/emailBasic', team, { email: 'tester@team.example' }, { result: { email: 'tester@team.example' } }),
    'emailBasic',
  ],
  [exchange('/v1/emailBasic', { ...team, appkey: 'wrong-key-sent-1' }, { email: 'asha.verma@mail.example' }, {}), 'emailBasic'],
  [
    // A header is kept as sent (a body's field the documents do not have would be stood in).
    exchange(
      '/v1/emailBasic',
      { ...team, appkey: LOOKALIKE, transactionid: LOOKALIKE_VALUE },
      { email: 'tester@team.example' },
      {},
    ),
    'emailBasic',
  ],
  [
    exchange(
      '/v2/auth/token',
      {},
      { appId: 'app-team-1', appKey: 'key-team-secret-1', expiry: 600 },
      { result: { authToken: 600 } },
    ),
    'authToken',
  ],
];

async function throughHar(known: KnownValues | undefined, readWith: KnownValues = KNOWN) {
  const path = join(mkdtempSync(join(tmpdir(), 'vts-har-marks-')), 'proxy.har');
  const har = openHar(path, [], known);
  for (const [e, op] of EXCHANGES) har.append(e, op);
  await har.close();
  const read: CapturedExchange[] = [];
  for await (const e of readCaptureFile(path, { known: readWith })) read.push(e);
  const text = (b?: Uint8Array) => JSON.parse(Buffer.from(b ?? []).toString('utf8')) as Record<string, unknown>;
  return { written: readFileSync(path, 'utf8'), read, text };
}

describe("the proxy HAR's marks", () => {
  it('names the known values, never writes them, and audit reads them back', async () => {
    const { written, read, text } = await throughHar(KNOWN);
    for (const value of ['app-team-1', 'key-team-secret-1', 'tester@team.example', 'wrong-key-sent-1', 'asha.verma'])
      expect(written).not.toContain(value);
    const [own, other] = read as [CapturedExchange, CapturedExchange];
    expect(own.request.headers.appkey).toBe('key-team-secret-1');
    expect(text(own.request.body)).toEqual({ email: 'tester@team.example' });
    expect(text(own.response?.body)).toEqual({ result: { email: 'tester@team.example' } });
    // Another pair's key is named as such (no value of the team's); a real person's value keeps its stand-in.
    expect(other.request.headers.appkey).toMatch(/^<redacted#[0-9a-f]{16}: another appKey>$/);
    expect(text(other.request.body)).toEqual({ email: 'xxxx.xxxxx@xxxx.xxxxxxx' });
  });

  it('reads a value that looks like a mark of another HAR as the text it is', async () => {
    const { read } = await throughHar(KNOWN);
    const lookalike = read[2] as CapturedExchange;
    expect(lookalike.request.headers.transactionid).toBe(LOOKALIKE_VALUE);
    // A secret header that says it is the team's key is still another pair's.
    expect(lookalike.request.headers.appkey).toMatch(/^<redacted#[0-9a-f]{16}: another appKey>$/);
  });

  it('reads a mark it knows no value for as "<redacted>": sent, its value unknown', async () => {
    const { read } = await throughHar(KNOWN, { profiles: [] });
    expect((read[0] as CapturedExchange).request.headers.appkey).toBe('<redacted>');
  });

  it('marks nothing without known values', async () => {
    const { written } = await throughHar(undefined);
    const nonce = marksNonce(written);
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(written).not.toMatch(new RegExp(`<(redacted|personal)#${nonce}:`));
  });

  it("keeps a secret number of an answer a number, and a request's the placeholder", async () => {
    const { read, text } = await throughHar(KNOWN);
    const token = read[3] as CapturedExchange;
    expect(text(token.response?.body)).toEqual({ result: { authToken: 0 } });
    expect(text(token.request.body)).toMatchObject({ appKey: 'key-team-secret-1', expiry: '<redacted>' });
  });
});
