// Recording files: built from an exchange, written atomically as stable JSON, read back with errors that name the fix.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { shownPath } from '../../../src/base/paths.js';
import { readRecording, recordingPath, writeRecordingAtomic } from '../../../src/recording/file.js';
import { toRecording } from '../../../src/recording/to-recording.js';
import { partsOf } from '../../../src/recording/multipart.js';
import type { Attempt, Exchange, Part, SentRequest } from '../../../src/model/types.js';

const META = {
  ruleId: 'authToken.expiry.max',
  operation: 'authToken' as const,
  target: 'sandbox',
  seed: 12345,
  data: { workflowId: 'wf_sandbox_kyc' },
  harnessVersion: '0.1.0',
};

const REQUEST: SentRequest = {
  method: 'POST',
  host: 'auth_url',
  base: 'http://127.0.0.1:1234',
  path: '/v2/auth/token',
  headers: { 'content-type': 'application/json' },
  body: { kind: 'json', value: { expiry: 86400 } },
};

const ATTEMPTS: Attempt[] = [
  { error: { code: 'ECONNRESET', message: 'reset' }, durationMs: 1, waitedMs: 0 },
  {
    response: {
      status: 429,
      headers: { 'retry-after': '1', 'content-length': '2', 'content-encoding': 'gzip' },
      body: {},
      json: true,
    },
    durationMs: 1,
    waitedMs: 0,
  },
  {
    response: { status: 200, headers: { 'content-type': 'application/json' }, body: { token: 't' }, json: true },
    durationMs: 1,
    waitedMs: 1000,
  },
];

/** One step: the request (as `over` changes it) and three attempts, the first without a response. */
const exchange = (over: Partial<SentRequest> = {}): Exchange => ({
  steps: [{ request: { ...REQUEST, ...over }, attempts: ATTEMPTS }],
  events: [],
});

describe('recording file', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vts-recording-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('builds one interaction per attempt that got a response, target-independent', () => {
    const file = toRecording(exchange(), META);
    expect(file.steps[0]?.interactions.map((i) => i.status)).toEqual([429, 200]);
    expect(file.steps[0]?.interactions[0]).toEqual({
      scope: '{auth_url}',
      method: 'POST',
      path: '/v2/auth/token',
      reqheaders: { 'content-type': 'application/json' },
      body: { expiry: 86400 },
      status: 429,
      response: {},
      rawHeaders: { 'retry-after': '1' },
      latency: 'under 3 s',
    });
    expect(JSON.stringify(file)).not.toContain('127.0.0.1');
  });

  it('stores a form as its part list with a boundary-free content type, and raw text as a string', () => {
    const parts: Part[] = [{ name: 'f', filename: 'a.png', type: 'image/png', data: new Uint8Array([1, 2]) }];
    const form = exchange({ body: { kind: 'multipart', parts }, headers: { appid: 'a' } });
    expect(toRecording(form, META).steps[0]?.interactions[0]).toMatchObject({
      reqheaders: { appid: 'a', 'content-type': 'multipart/form-data' },
      body: { multipart: partsOf(parts) },
    });
    const raw = exchange({ body: { kind: 'raw', text: '{"expiry":' } });
    expect(toRecording(raw, META).steps[0]?.interactions[0]?.body).toBe('{"expiry":');
  });

  it('writes atomically: pretty, stable, a trailing newline, no temp file left, and reads back the same', () => {
    const root = scratch();
    const path = recordingPath(join(root, 'fixtures', 'recordings'), 'authToken', 'authToken.expiry.max');
    expect(path).toBe(join(root, 'fixtures', 'recordings', 'authToken', 'authToken.expiry.max.json'));
    const file = toRecording(exchange(), META);
    writeRecordingAtomic(path, file);
    expect(readdirSync(dirname(path))).toEqual(['authToken.expiry.max.json']);
    const text = readFileSync(path, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "harnessVersion": "0.1.0",');
    expect(readRecording(path)).toEqual(file);
    writeRecordingAtomic(path, readRecording(path));
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('names the missing file and the command that records it', () => {
    const path = recordingPath(scratch(), 'authToken', 'authToken.expiry.max');
    const error = (() => {
      try {
        readRecording(path);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(VtsError);
    expect(error).toMatchObject({ code: 'VTS_ERR_NO_RECORDING' });
    // Relative to the working directory: a message never carries this machine's absolute paths.
    expect((error as Error).message).toContain(shownPath(path));
    expect((error as Error).message).toContain('npm run record -- --rule authToken.expiry.max');
  });

  it('names a file that is not valid JSON, or not a recording', () => {
    const path = recordingPath(scratch(), 'authToken', 'authToken.expiry.max');
    writeRecordingAtomic(path, toRecording(exchange(), META));
    writeFileSync(path, '{"harnessVersion": ');
    expect(() => readRecording(path)).toThrow(
      expect.objectContaining({
        code: 'VTS_ERR_BAD_RECORDING',
        message: expect.stringContaining('authToken/authToken.expiry.max.json'),
      }),
    );
    // Cut short, or wrong in the middle: each called what it is, with both ways back.
    expect(() => readRecording(path)).toThrow(
      /is damaged: it ends mid-JSON after 19 characters \(cut short\); restore it from git/,
    );
    writeFileSync(path, '{"harnessVersion": ,}');
    expect(() => readRecording(path)).toThrow(/is damaged: not valid JSON \(.+\); restore it from git or re-record/);
    const [interaction] = toRecording(exchange(), META).steps[0]?.interactions ?? [];
    writeFileSync(
      path,
      JSON.stringify({ ...META, steps: [{ interactions: [{ ...interaction, scope: 'http://real.host' }] }], events: [] }),
    );
    expect(() => readRecording(path)).toThrow(/\/steps\/0\/interactions\/0\/scope must match pattern .*recording\.schema\.json/);
  });
});
