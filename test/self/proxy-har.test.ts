// The HAR `vts proxy` writes of what it saw: traffic whose every credential and personal value is a canary passes the
// proxy, and the file holds no 4 consecutive characters of any canary (as written, nor in the forms the scrubber knows
// through its own tests), while it stays a HAR 1.2 a reader takes: every exchange an entry, statuses as answered.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHar } from '../../src/proxy/har.js';
import { startProxy } from '../../src/proxy/proxy.js';
import { credentialSecrets } from '../../src/redaction/index.js';

const APP_ID = 'VhgWqzFydK';
const APP_KEY = 'QzvKwpXjuLmbGt';
/** The team's own key, known to no environment: found in the headers it sends. */
const TEAM_KEY = 'JwkRqhZpvNcs';
const TOKEN = 'TkqZxwvPmrDhJf';
const NAME = 'Zubqerth Wyxlomp';
const EMAIL = 'qovrekt@jyzzu.example';
const FILE_TEXT = 'Fnordyqlexwak';
const CANARIES = [APP_ID, APP_KEY, TEAM_KEY, TOKEN, NAME, EMAIL, FILE_TEXT];

const windows = (s: string) => [...Array(s.length - 3).keys()].map((i) => s.slice(i, i + 4));

const ANSWERS: Record<string, unknown> = {
  '/v2/auth/token': { status: 'success', statusCode: 200, result: { authToken: TOKEN } },
  '/v1/prefillByMobile': {
    status: 'success',
    statusCode: '200',
    result: {
      mobile: 'XXXXXX7788',
      details: {
        personal_info: { full_name: NAME, dob: '01-02-1990', gender: 'F', total_income: '', occupation: null, age: '34' },
        email_info: [{ email_address: EMAIL }],
      },
    },
    // Where no schema marks them: an echo of the name and of the key.
    note: `hello ${NAME}, your key ${APP_KEY} and ${TEAM_KEY}`,
  },
};

let dir: string;
let har: { log: { version: string; entries: { request: { url: string }; response: { status: number } }[] } };
let text: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vts-proxy-har-'));
  const vendor: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const answer = ANSWERS[path] ?? { echoed: `${NAME} ${TOKEN}` };
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `session=${TOKEN}` }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  const up = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  const writer = openHar(join(dir, 'traffic.har'), credentialSecrets({ appId: APP_ID, appKey: APP_KEY }));
  const proxy = await startProxy({
    upstreams: { auth_url: up, ind_engine_url: up },
    onExchange: (exchange, route) => writer.append(exchange, route.operation),
  });
  const post = (url: string, headers: Record<string, string>, body: string) =>
    fetch(url, { method: 'POST', headers, body }).then((r) => r.text());
  await post(
    `${proxy.urls.auth_url}/v2/auth/token`,
    { 'content-type': 'application/json' },
    JSON.stringify({ appId: APP_ID, appKey: APP_KEY }),
  );
  await post(
    `${proxy.urls.ind_engine_url}/v1/prefillByMobile?who=${encodeURIComponent(NAME)}`,
    { 'content-type': 'application/json', appId: APP_ID, appKey: TEAM_KEY, authorization: `Bearer ${TOKEN}` },
    JSON.stringify({ mobile: '7788990011', consent: 'Y' }),
  );
  const form = new FormData();
  form.append('threshold', '0.5');
  form.append('file', new Blob([FILE_TEXT, randomBytes(1024)], { type: 'image/jpeg' }), `${NAME}.jpg`);
  await fetch(`${proxy.urls.ind_engine_url}/v1/signature_matching`, {
    method: 'POST',
    headers: { appKey: TEAM_KEY },
    body: form,
  });
  await post(
    `${proxy.urls.ind_engine_url}/v9/undocumented`,
    { 'content-type': 'application/json' },
    JSON.stringify({ name: NAME }),
  );
  await proxy.close();
  await writer.close();
  await new Promise<void>((resolve) => vendor.close(() => resolve()));
  text = readFileSync(join(dir, 'traffic.har'), 'utf8');
  har = JSON.parse(text) as typeof har;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the HAR vts proxy writes', () => {
  it('is HAR 1.2 with an entry per exchange, as answered', () => {
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => [new URL(e.request.url).pathname, e.response.status])).toEqual([
      ['/v2/auth/token', 200],
      ['/v1/prefillByMobile', 200],
      ['/v1/signature_matching', 200],
      ['/v9/undocumented', 200],
    ]);
  });

  it.for(CANARIES)('holds no 4 consecutive characters of %s', (canary) => {
    expect(windows(canary).filter((w) => text.includes(w))).toEqual([]);
  });

  it('keeps a form’s text parts and notes its file by size and digest', () => {
    expect(text).toContain('"name":"threshold","value":"0.5"');
    expect(text).toMatch(/\(file not kept: 1037 bytes, sha256 [0-9a-f]{64}\)/);
  });
});
