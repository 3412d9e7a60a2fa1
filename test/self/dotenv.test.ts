// Issue 19, item 3: the .env at the repository root is read by every entry point, whatever the working directory: the
// commands, `npx vitest run --project live` (without VTS_TARGET=live), and `npm run sandbox`; the environment wins.
// The root here is a copy of the repository (the developer's own .env is never written), run from another folder.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-dotenv-'));
const copy = join(scratch, 'repo');
/** Where the commands are run from: not the root, and with a .env of its own that must not be read. */
const elsewhere = join(scratch, 'elsewhere');

let vendor: Server;
let url: string;
/** The appId of every login request the vendor saw (login sends the credentials in its body). */
let appIds: string[] = [];

beforeAll(async () => {
  for (const part of ['src', 'suites', 'schemas', 'bin', 'sandbox', 'fixtures/targets', 'fixtures/inputs', 'test/setup'])
    cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts']) cpSync(join(ROOT, file), join(copy, file));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  mkdirSync(elsewhere);
  writeFileSync(join(elsewhere, '.env'), 'VTS_APP_ID=from-the-working-directory\n');
  // An empty profile: the login rules need no test data.
  writeFileSync(join(scratch, 'empty-profile.json'), JSON.stringify({ data: {} }));
  vendor = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      try {
        appIds.push(String((JSON.parse(body) as { appId?: unknown }).appId));
      } catch {
        appIds.push('(no JSON body)');
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
}, 60_000);
beforeEach(() => {
  appIds = [];
});
afterAll(async () => {
  await new Promise((resolve) => vendor?.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

/** The root's .env: the live settings of a login run at the vendor, and whatever else is given. */
const dotenv = (extra: Record<string, string> = {}) =>
  writeFileSync(
    join(copy, '.env'),
    Object.entries({
      VTS_APP_ID: 'from-the-root-env-file',
      VTS_APP_KEY: 'key-from-the-root-env-file',
      VTS_LEGACY_AUTH_URL: url,
      VTS_TARGET_PROFILE: join(scratch, 'empty-profile.json'),
      VTS_REPORTS_DIR: join(scratch, 'reports'),
      VTS_BASELINE_DIR: join(scratch, 'baseline'),
      ...extra,
    })
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );

/** A node process of the copy, from `elsewhere`, without this run's VTS_* and vitest variables; ended once `until` shows. */
function run(args: string[], env: Record<string, string> = {}, until?: RegExp): Promise<{ code: number | null; output: string }> {
  const inherited = Object.entries(process.env).filter(([k]) => !/^(VTS_|VITEST)|^(TEST|NODE_OPTIONS)$/.test(k));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: elsewhere,
      env: { ...Object.fromEntries(inherited), NO_COLOR: '1', ...env },
    });
    let output = '';
    const take = (d: Buffer) => {
      output += d.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the .env at the repository root', () => {
  it('is read by npx vitest run --project live, run from another directory without VTS_TARGET', async () => {
    dotenv();
    const vitest = join(copy, 'node_modules', 'vitest', 'vitest.mjs');
    const r = await run([vitest, 'run', '--root', copy, '--project', 'live', 'suites/login.conformance.ts']);
    expect(r.output).not.toMatch(/not set|No projects matched/);
    expect(appIds.length, r.output).toBeGreaterThan(0);
    expect(new Set(appIds), r.output).toContain('from-the-root-env-file');
    expect(appIds).not.toContain('from-the-working-directory');
  }, 180_000);

  it('is read by the commands, run from another directory', async () => {
    dotenv();
    const r = await run([join(copy, 'bin', 'vts.mjs'), 'conformance', '--target', 'live', '--operation', 'login']);
    expect(r.output).not.toMatch(/not set/);
    expect(new Set(appIds), r.output).toContain('from-the-root-env-file');
    expect(appIds).not.toContain('from-the-working-directory');
  }, 180_000);

  it('loses to the environment', async () => {
    dotenv();
    const r = await run([join(copy, 'bin', 'vts.mjs'), 'conformance', '--target', 'live', '--operation', 'login'], {
      VTS_APP_ID: 'from-the-environment',
    });
    expect(new Set(appIds), r.output).toContain('from-the-environment');
    expect(appIds).not.toContain('from-the-root-env-file');
  }, 180_000);

  // Issue 35 item 6: a typo in .env is named as one in the environment is, saying where it is.
  it('has a misspelt name named, and the run stopped before any request', async () => {
    dotenv({ VTS_RATE_PER_MINUTE: '30' });
    const r = await run([join(copy, 'bin', 'vts.mjs'), 'conformance', '--target', 'live', '--operation', 'login']);
    expect(r.code, r.output).toBe(2);
    expect(r.output).toMatch(
      /^error VTS_ERR_USAGE: VTS_RATE_PER_MINUTE \(in \.env\) is not a setting this harness reads: did you mean VTS_RATE_PER_MIN\?/m,
    );
    expect(appIds).toEqual([]);
  }, 180_000);

  it('does not make a plain vitest run live: a VTS_TARGET=live kept in .env adds no live project', async () => {
    dotenv({ VTS_TARGET: 'live' });
    const tsx = pathToFileURL(join(copy, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const config = pathToFileURL(join(copy, 'vitest.config.ts')).href;
    const names = `const c = (await import(${JSON.stringify(config)})).default; console.log(JSON.stringify(c.test.projects.map((p) => p.test.name)))`;
    const plain = await run(['--import', tsx, '--input-type=module', '-e', names]);
    expect(JSON.parse(plain.output.trim().split('\n').at(-1) ?? '[]'), plain.output).toEqual([
      'unit',
      'self',
      'alone',
      'replay',
      'sandbox',
    ]);
    const asked = await run(['--import', tsx, '--input-type=module', '-e', names, '--', '--project', 'live']);
    expect(JSON.parse(asked.output.trim().split('\n').at(-1) ?? '[]'), asked.output).toContain('live');
  }, 60_000);

  it('is read by npm run sandbox (VTS_SANDBOX_PORT), run from another directory', async () => {
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    dotenv({ VTS_SANDBOX_PORT: String(port) });
    // `npm run sandbox` is `node --import tsx sandbox/main.ts`; from another folder, tsx is named by its file.
    const tsx = pathToFileURL(join(copy, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const r = await run(['--import', tsx, join(copy, 'sandbox', 'main.ts')], {}, /listening on http:\/\/\S+/);
    expect(r.output).toMatch(new RegExp(`listening on http://127\\.0\\.0\\.1:${port}\\b`));
  }, 60_000);
});
