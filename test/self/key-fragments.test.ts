// Issue 34, items 1 and 2: a vendor that echoes the credentials in every encoding a leak scanner knows, whole and cut
// off at every length from 1 to 60 characters, in bodies, header values, a header name, error messages and what a
// spec-gap probe quotes; every rule on the live target, recorded. No file the run writes may hold 4 consecutive
// characters of the key (or of the appId) in any of those forms: the scan below looks for every 4-character window of
// each, encoded every way the vendor wrote it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';

// The issue's hostile key: '/', '+', '"', '\', '&', '=', '%', '?', '~' and a space, 28 characters. The appId has to
// fit in a header name once URL-encoded, so it keeps to what a header name can carry.
const KEY = 'Kq7/+"\\&=%?~ Zx3Vb9/+Wm2&=Tn';
const APP_ID = "Id8~!'*Rw5Jh2Py";

const json = (s: string) => JSON.stringify(s).slice(1, -1);
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lowerHex = (s: string) => s.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());

/** The base64 characters that depend on `text`'s bytes alone, written after `a` other bytes (a = 0, 1, 2). */
function base64Core(text: string, a: number, alphabet: 'base64' | 'base64url'): string {
  const bytes = Buffer.from(text);
  const first = Math.ceil((8 * a) / 6);
  const end = Math.floor((8 * a + 8 * bytes.length) / 6);
  return Buffer.concat([Buffer.alloc(a), bytes])
    .toString(alphabet)
    .slice(first, end);
}

/** Every encoding of item 2 and of the echo test before it, by name. */
const ENCODINGS: [label: string, encode: (s: string) => string][] = [
  ['raw', (s) => s],
  ['JSON-escaped', json],
  ['JSON-escaped twice', (s) => json(json(s))],
  ['URL-encoded', encodeURIComponent],
  ['URL-encoded, lower-case hex', (s) => lowerHex(encodeURIComponent(s))],
  ['URL-encoded twice', (s) => encodeURIComponent(encodeURIComponent(s))],
  ['form-encoded', (s) => new URLSearchParams({ k: s }).toString().slice(2)],
  ['XML-escaped', xml],
  ['hex', (s) => Buffer.from(s).toString('hex')],
  ['HEX', (s) => Buffer.from(s).toString('hex').toUpperCase()],
  ...[0, 1, 2].flatMap((a): [string, (s: string) => string][] => [
    [`base64 at offset ${a}`, (s) => base64Core(s, a, 'base64')],
    [`base64url at offset ${a}`, (s) => base64Core(s, a, 'base64url')],
  ]),
];

/** What the vendor writes for encoding `label` of `value`: base64 after `a` bytes of its own, as a JWT or a log would. */
const written = (label: string, encode: (s: string) => string, value: string): string => {
  const offset = /offset (\d)/.exec(label);
  if (offset === null) return encode(value);
  const a = Number(offset[1]);
  return Buffer.from(`${'x'.repeat(a)}${value}`).toString(label.startsWith('base64url') ? 'base64url' : 'base64');
};

/** A JWT-like token whose payload holds the key, as a vendor's session token might. */
const jwtOf = (key: string) =>
  ['{"alg":"none"}', JSON.stringify({ sub: 'canary', appKey: key })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

let requests = 0;

/** Answers every request with the credentials it was sent, every form cut at every length, and some whole. */
function echoVendor(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const n = ++requests;
    const cut = (n % 60) + 1;
    const fields: Record<string, string> = {};
    for (const [label, encode] of ENCODINGS)
      for (let length = 1; length <= 60; length++) fields[`${label} ${length}`] = written(label, encode, KEY).slice(0, length);
    const message = `invalid appKey ${KEY.slice(0, cut)}`;
    // The probe's summary is cut at about 120 characters of the body: the key starts where that cut falls, at a
    // different offset in each answer.
    const body = {
      lead: `${'.'.repeat(60 + (n % 40))}${KEY}`,
      status: n % 2 === 0 ? 'failure' : 'success',
      statusCode: n % 2 === 0 ? 400 : 200,
      error: message,
      message,
      echoed: { appKey: KEY, jwt: jwtOf(KEY), base64: Buffer.from(`x${KEY}`).toString('base64'), fields },
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [label, encode] of ENCODINGS) {
      const value = written(label, encode, KEY);
      // Header values are Latin-1 without controls: the raw key and its JSON form fit, as every other form does.
      headers[`x-echo-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`] = value.slice(0, cut);
    }
    headers[`x-echo-${encodeURIComponent(APP_ID)}`] = '1';
    res.writeHead(n % 2 === 0 ? 400 : 200, headers);
    res.end(JSON.stringify(body));
  });
}

const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Every 4-character window of `value`, in every encoding, lower-cased too (a header name is). */
const needlesOf = (name: string, value: string): [label: string, needle: string][] =>
  ENCODINGS.flatMap(([label, encode]) =>
    Array.from({ length: value.length - 3 }, (_, i) => value.slice(i, i + 4)).flatMap((w): [string, string][] => {
      const needle = encode(w);
      return needle.length < 4 ? [] : [[`${name} ${label} "${w}"`, needle]];
    }),
  );

describe('a vendor echoing the key in every form, cut at every length (issue 34, items 1 and 2)', () => {
  let server: Server;
  let scratch: string;
  let run: CliRun;

  beforeAll(async () => {
    server = createServer(echoVendor);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scratch = mkdtempSync(join(tmpdir(), 'vts-key-fragments-'));
    run = await runCli(['record', '--target', 'live'], liveEnv(scratch, { url, credentials: { appId: APP_ID, appKey: KEY } }));
  }, 300_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  const output = () => `exit ${run.code}\n${run.output.slice(-3000)}`;

  it('runs every rule to a verdict, records it, and quotes the vendor in spec-gap reasons', () => {
    expect([0, 1], output()).toContain(run.code);
    expect(requests, output()).toBeGreaterThan(200);
    const verdicts = JSON.parse(readFileSync(join(scratch, 'reports', 'verdicts.json'), 'utf8')) as {
      cases: { verdict: string; reason?: string }[];
    };
    // The scan below is not passed by writing nothing: the vendor's words reached the reasons and the recordings.
    expect(verdicts.cases.some((c) => c.verdict === 'spec-gap' && c.reason?.includes('lead'))).toBe(true);
    expect(verdicts.cases.some((c) => c.reason?.includes('invalid appKey'))).toBe(true);
    expect(filesUnder(join(scratch, 'recordings')).length).toBeGreaterThan(200);
  });

  it('leaves no 4 consecutive characters of the key or the appId, in any form, in any file it wrote', () => {
    const needles = [...needlesOf('appKey', KEY), ...needlesOf('appId', APP_ID)];
    const files = [...filesUnder(join(scratch, 'reports')), ...filesUnder(join(scratch, 'recordings'))];
    expect(files.length).toBeGreaterThan(300);
    const leaks = new Map<string, number>();
    const examples: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const lower = text.toLowerCase();
      for (const [label, needle] of needles) {
        // A header name is lower-cased on the way: the appId's windows are looked for in any case.
        const at = label.startsWith('appId') ? lower.indexOf(needle.toLowerCase()) : text.indexOf(needle);
        if (at < 0) continue;
        leaks.set(label, (leaks.get(label) ?? 0) + 1);
        if (examples.length < 8)
          examples.push(`${file.replace(scratch, '<tmp>')}: ${label}: …${text.slice(Math.max(0, at - 40), at + 40)}…`);
      }
    }
    expect({ leaks: Object.fromEntries(leaks), examples }).toEqual({ leaks: {}, examples: [] });
  });
});
