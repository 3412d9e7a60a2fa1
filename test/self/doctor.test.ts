// Issue 19, item 1: `npm run doctor` says before any request what would stop a live run, one line per problem with its
// fix; the example profile copied unedited is refused, every unfilled key named at once, and nothing is sent.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTS } from '../../src/model/operations.js';
import { ROOT } from '../../src/base/paths.js';
import { runCli, runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-doctor-'));
const EXAMPLE = join(ROOT, 'fixtures', 'targets', 'live.example.json');
const exampleKeys = Object.keys((JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { data: object }).data);

/** The vendor: answers anything with 200 and keeps what it was asked. */
let vendor: Server;
let url: string;
let seen: { method: string; url: string }[] = [];
beforeAll(async () => {
  vendor = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
});
beforeEach(() => {
  seen = [];
});
afterAll(async () => {
  await new Promise((resolve) => vendor.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

/** Every variable set at the vendor, and a filled profile (`liveEnv`) unless `profile` gives its text. */
function env(profile?: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const base = liveEnv(mkdtempSync(join(scratch, 'run-')), { url });
  if (profile !== undefined) writeFileSync(base.VTS_TARGET_PROFILE as string, profile);
  return { ...base, ...extra };
}
const lines = (output: string, prefix: string) => output.split('\n').filter((l) => l.startsWith(prefix));
const noStack = (output: string) => expect(output).not.toMatch(/^\s+at |SyntaxError|\[\s*\{\s*"instancePath"/m);

describe('the example profile copied unedited (acceptance)', () => {
  const copied = () => {
    const file = join(mkdtempSync(join(scratch, 'copy-')), 'live.json');
    copyFileSync(EXAMPLE, file);
    return env(undefined, { VTS_TARGET_PROFILE: file });
  };

  it('npm run doctor exits 2 naming every unfilled key at once, and sends nothing', async () => {
    const run = await runInProcess(['doctor'], copied());
    expect(run.code, run.output).toBe(2);
    const missing = exampleKeys.filter((k) => !new RegExp(`[ :,]${k}[,:]`).test(run.output));
    expect(missing, run.output).toEqual([]);
    expect(run.output).toMatch(/^doctor: \d+ problems?: fix/m);
    expect(seen).toEqual([]);
    noStack(run.output);
  }, 60_000);

  it('a live run exits 2 before any request, naming every unfilled key at once', async () => {
    const run = await runCli(['conformance', '--target', 'live'], copied());
    expect(run.code, run.output).toBe(2);
    const missing = exampleKeys.filter((k) => !new RegExp(`[ :,]${k}[,:]`).test(run.output));
    expect(missing, run.output).toEqual([]);
    expect(seen).toEqual([]);
  }, 120_000);
});

describe('npm run doctor', () => {
  it('with every variable set and a filled profile: exit 0, ready, nothing sent', async () => {
    const run = await runInProcess(['doctor'], env());
    expect(run.code, run.output).toBe(0);
    expect(lines(run.output, 'problem:'), run.output).toEqual([]);
    expect(run.output).toMatch(/^doctor: ready for a live run of 15 operations/m);
    // Per operation, what will run and what will be not-applicable (the plan, nothing sent).
    expect(run.output).toMatch(/^ {2}authToken +\d+ rules run/m);
    expect(run.output).toMatch(/^ {2}total +\d+ rules run/m);
    expect(seen).toEqual([]);
  }, 60_000);

  it('names each problem on its own line with its fix, all at once', async () => {
    const run = await runInProcess(['doctor', '--operation', 'emailBasic', '--operation', 'authToken'], {
      ...env(),
      VTS_APP_ID: undefined,
      VTS_APP_KEY: 'key→1',
      VTS_AUTH_URL: 'https://auth.example.com',
      VTS_IND_ENGINE_URL: `${url}/v1/emailBasic/`,
    });
    expect(run.code, run.output).toBe(2);
    expect(lines(run.output, 'problem:'), run.output).toEqual([
      expect.stringMatching(/^problem: VTS_APP_ID is not set: export VTS_APP_ID=<your appId> or put it in \.env/),
      expect.stringMatching(
        /^problem: VTS_APP_KEY holds "→" \(U\+2192\) at character 4, which a header cannot carry .*: set it to/,
      ),
      expect.stringMatching(/^problem: VTS_AUTH_URL points at auth\.example\.com, a name reserved for examples: set it/),
      `problem: VTS_IND_ENGINE_URL ends with /v1/emailBasic, the path the harness appends for emailBasic (every request would go to …/v1/emailBasic/v1/emailBasic): set it to ${url}`,
    ]);
    expect(run.output).toMatch(
      /^doctor: 4 problems: fix them, then run npm run doctor -- --operation emailBasic --operation authToken again$/m,
    );
    expect(run.output, 'the key itself is never printed').not.toContain('key→1');
    expect(seen).toEqual([]);
  }, 60_000);

  it('names a profile value sent as a header that a header cannot carry, with its key and header', async () => {
    const profile = JSON.stringify({ data: { deliverableEmail: 'a@b.c', noAccessAppId: 'app → 403', noAccessAppKey: 'k' } });
    const run = await runInProcess(['doctor', '--operation', 'emailBasic'], env(profile));
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(
      /^problem: .*profile\.json: "noAccessAppId" is sent as the appid header \(emailBasic\.access\.denied\) and holds "→" \(U\+2192\) at character 5/m,
    );
  }, 60_000);

  it('names a malformed profile, with where it breaks, and no stack', async () => {
    const run = await runInProcess(['doctor', '--operation', 'cacBasic'], env('{\n  "data": {\n    "rcNumber": "1",\n  }\n}\n'));
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/^problem: .*profile\.json is not valid JSON: unexpected '}' at line 4, column 3: fix it there/m);
    noStack(run.output);
  }, 60_000);

  it('names every key of a profile of the wrong shape, in words', async () => {
    const run = await runInProcess(
      ['doctor', '--operation', 'cacBasic'],
      env(JSON.stringify({ data: { rcNumber: 1498537 }, dat: {} })),
    );
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/^problem: .*profile\.json: the file has the unknown key "dat": test data goes under "data"/m);
    expect(run.output).toMatch(/^problem: .*profile\.json: "data\.rcNumber" must be a string \(in quotes\)/m);
    noStack(run.output);
  }, 60_000);

  it('names a file the profile names that cannot be read, with the rules that upload it', async () => {
    const profile = JSON.stringify({
      data: { faceSelfie: 'fixtures/inputs/no-such-selfie.jpg', faceId: 'fixtures/inputs', faceIdSmall: '<fill in: an ID>' },
    });
    const run = await runInProcess(['doctor', '--operation', 'matchFace'], env(profile));
    expect(run.code, run.output).toBe(2);
    // Named together with the placeholder left, not after it is filled in.
    expect(run.output).toMatch(
      /^problem: .*profile\.json: a key still holds the example's placeholder "<fill in: …>": faceIdSmall: /m,
    );
    expect(run.output).toMatch(
      /^problem: .*"faceSelfie" names fixtures\/inputs\/no-such-selfie\.jpg, which does not exist \(matchFace\.[^)]*\): fix the path/m,
    );
    expect(run.output).toMatch(/^problem: .*"faceId" names fixtures\/inputs, which is not a file/m);
  }, 60_000);

  it('a flag it does not know: one line naming it, exit 2', async () => {
    const run = await runInProcess(['doctor', '--reech']);
    expect(run.code, run.output).toBe(2);
    expect(run.output.trim().split('\n'), run.output).toEqual([expect.stringMatching(/unknown flag --reech.*"--reach".*--help/)]);
  }, 60_000);
});

describe('npm run doctor -- --reach', () => {
  it('sends one HEAD per host (and one for the hosted statements), nothing else', async () => {
    const run = await runInProcess(['doctor', '--reach'], env());
    expect(run.code, run.output).toBe(0);
    // Every host variable is the one vendor: one request for all of them.
    expect(seen.filter((s) => !s.url.startsWith('/statements/'))).toEqual([{ method: 'HEAD', url: '/' }]);
    expect(seen.filter((s) => s.url.startsWith('/statements/'))).toEqual([
      { method: 'HEAD', url: expect.stringMatching(/^\/statements\/.+\.pdf$/) },
    ]);
  }, 60_000);

  it('names a host that does not answer, with every variable that points at it', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runInProcess(['doctor', '--reach', '--operation', 'authToken', '--operation', 'login'], {
      ...env(),
      VTS_AUTH_URL: `http://127.0.0.1:${port}`,
      VTS_LEGACY_AUTH_URL: `http://127.0.0.1:${port}/legacy`,
    });
    expect(run.code, run.output).toBe(2);
    expect(lines(run.output, 'problem:'), run.output).toEqual([
      expect.stringMatching(
        new RegExp(
          `^problem: ${HOSTS.auth_url}, ${HOSTS.legacy_auth_url}: 127\\.0\\.0\\.1:${port} not reached \\(the connection was refused\\): check`,
        ),
      ),
    ]);
  }, 60_000);
});
