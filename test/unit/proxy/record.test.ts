import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../../src/audit/types.js';
import type { CapturedExchange } from '../../../src/capture/types.js';
import { proxyRecorder } from '../../../src/proxy/record.js';
import { readRecording, recordingPath } from '../../../src/recording/file.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-proxy-recorder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TEAM_ID = '0d7c52a8-1b7e-4c55-9a43-3f0e2b6d9c11';
const EMAIL = 'asha.kumar@example.org';
const KEY = 'team-app-key-0001';
const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

const exchange = (email = EMAIL, status = 400): CapturedExchange => ({
  method: 'POST',
  url: 'http://vendor.test/v1/emailBasic',
  request: {
    headers: { appid: 'team-app-id', appkey: KEY, 'content-type': 'application/json', transactionid: TEAM_ID },
    body: bytes({ email }),
  },
  response: {
    status,
    headers: { 'content-type': 'application/json', date: 'Tue, 01 Dec 2026 00:00:00 GMT' },
    body: bytes({ status: 'failure', statusCode: 400, message: `Invalid Input ${TEAM_ID}` }),
  },
  durationMs: 120,
  source: { file: 'proxy', entry: 1 },
});

const record = (ruleId?: string): AuditRecord => ({
  n: 1,
  source: { file: 'proxy', entry: 1 },
  operation: 'emailBasic',
  status: 400,
  class: ruleId === undefined ? 'unknown' : 'valid',
  ...(ruleId === undefined ? {} : { row: { ruleId, title: '', source: '' } }),
  verdict: 'pass',
  violations: [],
});

describe('the proxy recorder', () => {
  const dir = join(scratch, 'recordings');
  const path = recordingPath(dir, 'emailBasic', 'emailBasic.request.deliverable');

  it('writes the first exchange of a row, redacted, and counts what it could not write', () => {
    const recorder = proxyRecorder(dir, []);
    recorder.add(exchange(), record('emailBasic.email.malformed'));
    recorder.add(exchange(), record());
    recorder.add(exchange(), record('authToken.transactionId.reused'));
    recorder.add(exchange(EMAIL, 503), record('emailBasic.request.deliverable'));
    recorder.add(exchange(), record('emailBasic.request.deliverable'));
    recorder.add(exchange('other@example.org'), record('emailBasic.request.deliverable'));
    expect(recorder.summary()).toBe(
      `proxy: recorded 1 rules in ${dir}; 1 exchanges had no documented row; 1 repeated a recorded rule; ` +
        "3 not recorded (1 a request unlike its rule's, 1 a flow rule's step, 1 the host's state (429, 502-504))",
    );
    expect(readdirSync(join(dir, 'emailBasic'))).toEqual(['emailBasic.request.deliverable.json']);
  });

  it('holds no credential nor personal value, and the seed’s transactionId wherever the team’s was', () => {
    const text = readFileSync(path, 'utf8');
    for (const sent of [KEY, 'team-app-id', EMAIL, TEAM_ID]) expect(text).not.toContain(sent);
    const file = readRecording(path);
    const [it] = file.steps[0]?.interactions ?? [];
    expect(file).toMatchObject({ ruleId: 'emailBasic.request.deliverable', target: 'live', seed: 1 });
    expect(it?.reqheaders).toMatchObject({ appid: '<redacted>', appkey: '<redacted>' });
    expect(it?.rawHeaders).toEqual({ 'content-type': 'application/json' });
    expect(file.data.deliverableEmail).toBe((it?.body as { email: string }).email);
    expect((it?.response as { message: string }).message).toBe(`Invalid Input ${it?.reqheaders.transactionid}`);
  });

  it('says when it replaced an earlier recording', () => {
    const recorder = proxyRecorder(dir, []);
    recorder.add(exchange(), record('emailBasic.request.deliverable'));
    expect(recorder.summary()).toMatch(/^proxy: recorded 1 rules in .+ \(1 replaced an earlier recording\);/);
  });
});
