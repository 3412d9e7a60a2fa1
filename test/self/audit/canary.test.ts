// Privacy: a capture whose every credential and personal value is a canary, written as the proxy writes its HAR (with
// marks: the team's profile holds canaries too) and audited, the capture and that HAR, with every report on. No report,
// nor the HAR, nor the console holds 4 consecutive characters of any canary, in any case.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { matchExchange, server } from '../../../src/audit/match.js';
import { readCaptureFile } from '../../../src/capture/read.js';
import { knownValues } from '../../../src/cli/audit-setup.js';
import { runCommandLine } from '../../../src/cli/commands.js';
import { environmentSecrets, openHar } from '../../../src/proxy/har.js';

const C = {
  appId: 'qzxwAPPjvk',
  appKey: 'KEYjvkqzxw',
  email: 'zqvx.wkjq@qxzv.zq',
  name: 'Zqvk Wxjqz',
  vpa: 'vqzk.jwxq@okzqvx',
  mobile: 'QZVKJWXQZV',
  address: 'Qjzv Wkxq Zvqj',
  token: 'TOKqvzxkjwq',
  otherKey: 'ZXQVkjwqzx',
};
const BASE = 'https://vendor.example/gw';
const headers = { 'content-type': 'application/json', appid: C.appId, appkey: C.appKey, transactionid: 'tx-1' };
const line = (path: string, body: unknown, status: number, answer: unknown, sent = headers) =>
  JSON.stringify({
    time: '2026-12-01T10:00:00.000Z',
    method: 'POST',
    url: `${BASE}${path}`,
    request: { headers: sent, body },
    response: { status, headers: { 'content-type': 'application/json' }, body: answer },
  });

// Each answer breaks a rule where a personal value stands: a wrong type, a wrong echo, a message that repeats it.
const CAPTURE = [
  line('/v1/emailBasic', { email: C.email }, 200, {
    statusCode: '200',
    result: { email: 7, name: C.name, deliverable: C.email },
  }),
  line('/v1/fetchUpiIfsc', { vpa: C.vpa, name: C.name }, 200, { statusCode: 200, result: { vpa: C.name, name: [C.vpa] } }),
  line('/v1/prefillByMobile', { mobile: C.mobile }, 200, { statusCode: 200, result: { name: { first: C.name }, address: 9 } }),
  line('/v1/prefillByMobile', {}, 400, {
    statusCode: 400,
    error: `mobile ${C.mobile} of ${C.name} is not valid`,
    errorCode: C.mobile,
  }),
  line('/v2/auth/token', { appId: C.appId, appKey: C.appKey, transactionId: 't', workflowId: 'w' }, 200, {
    token: { id: C.token },
  }),
];

// What the proxy's HAR is held to besides: canaries where the documents place personal values and credentials (and
// echoed after), a token where they place it, another pair's key, and the team's profile values it marks by name.
const PROXIED = [
  ...CAPTURE,
  line('/v1/emailBasic', { email: C.email }, 200, { statusCode: '200', result: { email: C.email, deliverable: true } }),
  line('/v1/emailBasic', { email: C.email }, 401, { statusCode: 401, error: 'unauthorised' }, { ...headers, appkey: C.otherKey }),
  line('/v2/auth/token', { appId: C.appId, appKey: C.appKey, transactionId: 't', workflowId: 'w' }, 200, {
    statusCode: 200,
    result: { authToken: C.token },
  }),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : [join(dir, f)]));
}

/** The team's profile: test values the proxy's HAR names by key (a value no profile holds keeps its stand-in). */
const PROFILE = { deliverableEmail: C.email, vpaHolderName: C.name, validVpa: C.vpa, registeredMobile: C.mobile };

/** The exchanges as `vts proxy` writes its HAR: each exchange by its operation, with the command's known values. */
async function proxyHar(capture: string, path: string): Promise<void> {
  const har = openHar(path, environmentSecrets(), knownValues(false));
  for await (const exchange of readCaptureFile(capture)) {
    const match = matchExchange(exchange.method, exchange.url, [server(BASE)]);
    har.append(exchange, match.kind === 'operation' ? match.operation : undefined);
  }
  await har.close();
}

it('writes no 4 characters of a canary in any report of an audit, nor in the proxy HAR', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vts-audit-canary-'));
  const capture = join(dir, 'traffic.ndjson');
  const proxied = join(dir, 'proxied.ndjson');
  const har = join(dir, 'reports', 'proxy.har');
  writeFileSync(capture, `${CAPTURE.join('\n')}\n`);
  writeFileSync(proxied, `${PROXIED.join('\n')}\n`);
  writeFileSync(join(dir, 'live.json'), JSON.stringify({ data: PROFILE }));
  const saved = { ...process.env };
  Object.assign(process.env, {
    VTS_REPORTS_DIR: join(dir, 'reports'),
    VTS_APP_ID: C.appId,
    VTS_APP_KEY: C.appKey,
    VTS_TARGET_PROFILE: join(dir, 'live.json'),
  });
  const lines: string[] = [];
  try {
    await proxyHar(proxied, har);
    const code = await runCommandLine(['audit', capture, har, '--server', BASE], (l) => lines.push(l));
    expect(code).toBe(1);
  } finally {
    process.env = saved;
  }
  const outputs = [
    ['console', lines.join('\n')],
    ...filesUnder(join(dir, 'reports')).map((f) => [f, readFileSync(f, 'utf8')]),
  ] as [string, string][];
  expect(outputs.map(([f]) => f).join(' ')).toMatch(/audit\.sarif.*|audit\.ndjson/);
  // The HAR is among the outputs, and names what it scrubbed where the harness knows it.
  const written = readFileSync(har, 'utf8');
  for (const named of ['profile value deliverableEmail', "the team's appKey", 'another appKey'])
    expect(written).toMatch(new RegExp(`<(personal|redacted)#[0-9a-f]{16}: ${named}>`));
  const leaks = outputs.flatMap(([where, text]) =>
    Object.values(C).flatMap((canary) =>
      [...Array(canary.length - 3).keys()]
        .map((i) => canary.slice(i, i + 4))
        .filter((gram) => text.toLowerCase().includes(gram.toLowerCase()))
        .map((gram) => `${where}: ${gram} of ${canary}`),
    ),
  );
  expect(leaks).toEqual([]);
});
