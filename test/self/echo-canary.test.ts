// Security, against a vendor that echoes credentials: a local server answers every request with the appKey/appId it
// received, raw, JSON-escaped, URL-encoded and base64-encoded (alone, and as appId:appKey, the Basic-auth form), in body
// fields and headers. After `conformance --target live --record`,
// no canary may be left, in any of those forms, in a file under the recordings, the reports or fixtures/, or on the
// console. The canaries hold '"', '\', '+', '/' and '=': the characters each escaper treats differently.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';

const CANARY = { appId: 'cnry-id"\\+/=Qx7w', appKey: 'cnry-key"\\+/=Zq9v' };

/** Every form a canary could be left in, by name: as it is, inside a JSON string (once, twice), in a URL, in XML. */
function formsOf(name: string, value: string): [label: string, form: string][] {
  const json = (s: string) => JSON.stringify(s).slice(1, -1);
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const forms: [string, string][] = [
    ['raw', value],
    ['JSON-escaped', json(value)],
    ['JSON-escaped twice', json(json(value))],
    ['URL-encoded', encodeURIComponent(value)],
    ['URL-encoded, lower-case hex', encodeURIComponent(value).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())],
    ['form-encoded', new URLSearchParams({ k: value }).toString().slice(2)],
    ['encodeURI', encodeURI(value)],
    ['XML-escaped', xml(value)],
    ['JSON-escaped, then XML-escaped', xml(json(value))],
    ['base64', base64(value)],
    ['base64url', Buffer.from(value).toString('base64url')],
  ];
  return forms.map(([label, form]) => [`${name} ${label}`, form]);
}

const base64 = (s: string) => Buffer.from(s).toString('base64');
/** The Basic-auth form of the pair, as a vendor echoing an Authorization header would write it. */
const basic = (id: string, key: string) => base64(`${id}:${key}`);

const credentialOf = (body: unknown, headers: IncomingMessage['headers'], names: string[]): string | undefined => {
  for (const name of names) {
    const inBody = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    if (typeof inBody === 'string' && inBody !== '') return inBody;
    const inHeader = headers[name.toLowerCase()];
    if (typeof inHeader === 'string' && inHeader !== '') return inHeader;
  }
  return undefined;
};

/** A vendor that hands back whatever credentials it was sent, in every way a careless one might. */
function echoVendor(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const key = credentialOf(body, req.headers, ['appKey', 'appkey']) ?? '';
    const id = credentialOf(body, req.headers, ['appId', 'appid']) ?? '';
    const echo = {
      status: 'success',
      statusCode: '200',
      result: {
        echoedKey: key,
        echoedId: id,
        message: `received appKey ${key} from ${id}`,
        encodedKey: base64(key),
        encodedKeyUrlSafe: Buffer.from(key).toString('base64url'),
        authorization: `Basic ${basic(id, key)}`,
      },
      embedded: JSON.stringify({ appKey: key, appId: id }),
      callbackUrl: `https://callback.example/hook?appKey=${encodeURIComponent(key)}&appId=${encodeURIComponent(id)}`,
    };
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-echo': `${key} ${id}`,
      'x-echo-url': `${encodeURIComponent(key)}&${encodeURIComponent(id)}`,
      'x-echo-basic': `Basic ${basic(id, key)}`,
    });
    res.end(JSON.stringify(echo));
  });
}

/** Every file under `dir`; none when the run did not create it (the first test then prints the run's output). */
const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('a vendor echoing the canary credentials', () => {
  let server: Server;
  let scratch: string;
  let run: CliRun;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      echoVendor(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scratch = mkdtempSync(join(tmpdir(), 'vts-echo-canary-'));
    run = await runCli(['conformance', '--target', 'live', '--record'], liveEnv(scratch, { url, credentials: CANARY }));
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  const output = () => `exit ${run.code}\n${run.output}`;

  it('runs to a verdict (a fake vendor breaks rules: exit 1 is expected, 2 is not) and records what it was sent', () => {
    expect([0, 1], output()).toContain(run.code);
    expect(requests.length, output()).toBeGreaterThan(0);
    const recorded = filesUnder(join(scratch, 'recordings')).map((f) => readFileSync(f, 'utf8'));
    // The echo reached what was written: the leak check below is not passed by writing nothing.
    expect(recorded.filter((text) => text.includes('callbackUrl')).length, output()).toBeGreaterThan(0);
    expect(filesUnder(join(scratch, 'reports')).length, output()).toBeGreaterThan(0);
  });

  it('leaves no canary, in any form, in a recording, a report, fixtures/ or a console line', () => {
    const canaries = [
      ...formsOf('appId', CANARY.appId),
      ...formsOf('appKey', CANARY.appKey),
      ['appId:appKey base64 (Basic)', basic(CANARY.appId, CANARY.appKey)] as [string, string],
    ];
    const found = (text: string) => canaries.filter(([, form]) => text.includes(form)).map(([label]) => label);
    const files = [...filesUnder(scratch), ...filesUnder(join(ROOT, 'fixtures'))];
    const leaks = files.flatMap((f) => {
      const hits = found(readFileSync(f, 'utf8'));
      return hits.length === 0 ? [] : [`${f.replace(scratch, '<tmp>')}: ${hits.join(', ')}`];
    });
    const consoleLines = run.output.split('\n').flatMap((line) => {
      const hits = found(line);
      return hits.length === 0 ? [] : [`(${hits.join(', ')}): ${line.slice(0, 100)}`];
    });
    expect({ leaks, consoleLines }).toEqual({ leaks: [], consoleLines: [] });
  });
});
