// Security: a recording run with canary credentials and canary personal data leaves neither in any file it writes.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { ROOT } from '../../src/paths.js';
import { writeReports } from '../../src/report/write.js';
import { allRules } from '../../src/rules/index.js';
import { exitCodeOf, runRules } from '../../src/run.js';
import { recording } from '../../src/targets/record.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';

const CANARY = { appId: 'canary-appid-5b1e9d', appKey: 'canary-appkey-0c7f42a8' };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('security', () => {
  let sandbox: RunningSandbox;
  let scratch: string;
  let personal: string[] = [];
  const saved = { ...process.env };
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, credentials: [CANARY] });
    scratch = mkdtempSync(join(tmpdir(), 'vts-security-'));
    Object.assign(process.env, {
      VTS_SANDBOX_URL: sandbox.url,
      VTS_APP_ID: CANARY.appId,
      VTS_APP_KEY: CANARY.appKey,
      VTS_RECORDINGS_DIR: join(scratch, 'fixtures', 'recordings'),
      VTS_REPORTS_DIR: join(scratch, 'reports'),
    });
    const target = recording(await sandboxTarget({ url: sandbox.url }));
    const outcome = await runRules({ rules: allRules(), target, seed: 20261122 });
    writeReports(
      join(scratch, 'reports'),
      { target: 'sandbox', seed: 20261122, complete: true },
      outcome.results,
      target.secrets,
    );
    expect(exitCodeOf(outcome), JSON.stringify(outcome.results.filter((r) => r.verdict !== 'pass').map((r) => r.reason))).toBe(0);
    // The personal data this run sent, read from the exchanges in memory (before any redaction).
    personal = outcome.results.flatMap((r) => {
      const body = r.exchange?.request.body;
      const value = body?.kind === 'json' ? (body.value as Record<string, unknown>) : {};
      return [value.mobileNumber, value.email].filter((v): v is string => typeof v === 'string');
    });
  });
  afterAll(async () => {
    process.env = saved;
    await sandbox.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('sent canary personal data', () => expect(personal.length).toBeGreaterThan(0));

  it('leaves no canary credential or personal value in the recordings and reports it wrote, nor in fixtures/', () => {
    const files = [...filesUnder(scratch), ...filesUnder(join(ROOT, 'fixtures'))];
    const leaks = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...Object.values(CANARY), ...personal].filter((c) => text.includes(c)).map((c) => `${f}: ${c}`);
    });
    expect(files.length).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
