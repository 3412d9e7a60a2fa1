// Privacy: a capture whose every credential and personal value is a canary, audited with every report on. No report
// (nor the console) holds 4 consecutive characters of any canary, in any case.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCommandLine } from '../../../src/cli/commands.js';

const C = {
  appId: 'qzxwAPPjvk',
  appKey: 'KEYjvkqzxw',
  email: 'zqvx.wkjq@qxzv.zq',
  name: 'Zqvk Wxjqz',
  vpa: 'vqzk.jwxq@okzqvx',
  mobile: 'QZVKJWXQZV',
  address: 'Qjzv Wkxq Zvqj',
  token: 'TOKqvzxkjwq',
};
const BASE = 'https://vendor.example/gw';
const headers = { 'content-type': 'application/json', appid: C.appId, appkey: C.appKey, transactionid: 'tx-1' };
const line = (path: string, body: unknown, status: number, answer: unknown) =>
  JSON.stringify({
    time: '2026-12-01T10:00:00.000Z',
    method: 'POST',
    url: `${BASE}${path}`,
    request: { headers, body },
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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : [join(dir, f)]));
}

it('writes no 4 characters of a canary in any report of an audit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vts-audit-canary-'));
  const capture = join(dir, 'traffic.ndjson');
  writeFileSync(capture, `${CAPTURE.join('\n')}\n`);
  const saved = { ...process.env };
  Object.assign(process.env, { VTS_REPORTS_DIR: join(dir, 'reports'), VTS_APP_ID: C.appId, VTS_APP_KEY: C.appKey });
  const lines: string[] = [];
  try {
    const code = await runCommandLine(['audit', capture, '--server', BASE], (l) => lines.push(l));
    expect(code).toBe(1);
  } finally {
    process.env = saved;
  }
  const outputs = [
    ['console', lines.join('\n')],
    ...filesUnder(join(dir, 'reports')).map((f) => [f, readFileSync(f, 'utf8')]),
  ] as [string, string][];
  expect(outputs.map(([f]) => f).join(' ')).toMatch(/audit\.sarif.*|audit\.ndjson/);
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
