// Security: a recording run with canary credentials and canary personal data leaves neither in any file it writes:
// recordings, verdicts.json, junit.xml, summary.md and every Allure result and attachment.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { contextFor } from '../../src/case/context.js';
import { lookup } from '../../src/base/json-pointer.js';
import { isSecretHeader } from '../../src/redaction/index.js';
import { ROOT } from '../../src/base/paths.js';
import { RULE_TABLES } from '../../src/rules/index.js';
import { requestsOf } from '../../src/rules/requests.js';
import { requestMarks } from '../../src/validators/annotations.js';
import { loadProfile, profilePath } from '../../src/targets/profile.js';
import { type CliRun, runCli } from './cli.js';

const CANARY = { appId: 'canary-appid-5b1e9d', appKey: 'canary-appkey-0c7f42a8' };
const SEED = 20261122;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * The personal data and credentials the run sends: every value at a place the request schemas mark x-pii or secret,
 * in a JSON body or a form's text fields, and every secret header (appid, appkey). Requests are a pure
 * function of seed, rule and data, so they can be rebuilt here without sending anything.
 */
function personalDataSent(): string[] {
  const { marked, clear } = sentValues();
  // A value some case also sends at an unmarked place (a surname inside another case's company name) is no secret there.
  return marked.filter((v) => !clear.some((c) => c.includes(v)));
}

/** Every string a JSON body holds, with its JSON pointer. */
const leaves = (value: unknown, pointer = ''): [string, string][] =>
  typeof value === 'string'
    ? [[pointer, value]]
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => leaves(v, `${pointer}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`))
      : [];

/** The values the run sends at marked places, and the strings it sends at unmarked ones. */
function sentValues(): { marked: string[]; clear: string[] } {
  const data = loadProfile(profilePath('sandbox'), true).data;
  const clear: string[] = [];
  const values = Object.values(RULE_TABLES).flatMap((table) =>
    table.rules.flatMap((rule) => {
      const { ctx } = contextFor({ seed: SEED, credentials: CANARY, data, profileName: 'sandbox' }, rule.id);
      return requestsOf(rule, table, ctx).flatMap(({ headers, body }) => {
        const secretHeaders = Object.entries(headers).flatMap(([name, value]) => (isSecretHeader(name) ? [value] : []));
        // A form's text fields are marked like a JSON object of name → value.
        const fields =
          body?.kind === 'json'
            ? body.value
            : body?.kind === 'multipart'
              ? Object.fromEntries(body.parts.flatMap((p) => ('value' in p ? [[p.name, p.value]] : [])))
              : undefined;
        if (fields === undefined) return secretHeaders;
        const marks = requestMarks(rule.operation, fields);
        const at = new Set(marks.map(({ pointer }) => pointer));
        for (const [pointer, value] of leaves(fields)) if (!at.has(pointer)) clear.push(value);
        return marks
          .map(({ pointer }) => lookup(fields, pointer).value)
          .filter((v): v is string | number => (typeof v === 'string' && v.length >= 4) || typeof v === 'number')
          .map(String)
          .filter((v) => v.length >= 4)
          .concat(secretHeaders);
      });
    }),
  );
  return { marked: [...new Set(values)], clear };
}

/**
 * Whether the text holds the canary. A canary of digits alone (a mobile number sent as 12345) is one only as a number
 * of its own: inside a longer run of digits (a millisecond timestamp of an Allure result: 1795…12345…) it is not.
 */
const found = (text: string, canary: string): boolean =>
  /^\d+$/.test(canary) ? new RegExp(`(?<!\\d)${canary}(?!\\d)`).test(text) : text.includes(canary);

describe('security', () => {
  let sandbox: RunningSandbox;
  let scratch: string;
  let run: CliRun;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, credentials: [CANARY] });
    scratch = mkdtempSync(join(tmpdir(), 'vts-security-'));
    run = await runCli(['conformance', '--target', 'sandbox', '--record', '--seed', String(SEED)], {
      VTS_SANDBOX_URL: sandbox.url,
      VTS_SANDBOX_APP_ID: CANARY.appId,
      VTS_SANDBOX_APP_KEY: CANARY.appKey,
      VTS_RECORDINGS_DIR: join(scratch, 'fixtures', 'recordings'),
      VTS_REPORTS_DIR: join(scratch, 'reports'),
    });
  }, 120_000);
  afterAll(async () => {
    await sandbox.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('records every rule with the canary credentials', () => {
    expect(run.code, run.output).toBe(0);
    expect(filesUnder(join(scratch, 'fixtures', 'recordings')).length).toBe(
      Object.values(RULE_TABLES).flatMap((t) => t.rules).length,
    );
    expect(filesUnder(join(scratch, 'reports', 'allure-results')).length).toBeGreaterThan(40);
  });

  it('sent canary personal data', () => expect(personalDataSent().length).toBeGreaterThan(10));

  it('leaves no canary credential or personal value in what it wrote, in fixtures/, or on the console', () => {
    const canaries = [...Object.values(CANARY), ...personalDataSent()];
    // fixtures/targets/sandbox.json and the upload inputs (QR texts) hold the sandbox's test values by design; every
    // other file must not.
    const files = [...filesUnder(scratch), ...filesUnder(join(ROOT, 'fixtures'))].filter(
      (f) => !f.endsWith(join('targets', 'sandbox.json')) && !f.startsWith(join(ROOT, 'fixtures', 'inputs')),
    );
    const leaks = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return canaries.filter((c) => found(text, c)).map((c) => `${f}: ${c}`);
    });
    const console = run.output;
    expect({ leaks, console: canaries.filter((c) => found(console, c)) }).toEqual({ leaks: [], console: [] });
  });
});
