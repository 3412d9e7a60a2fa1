// One outcome per case, everywhere: a sandbox run with one fault on, its violation accepted by the baseline or not.
// Accepted: exit 0, no JUnit failure, not failed in Allure. Not accepted: exit 1, and both show the violation.
// The Allure results are allure-vitest's: labels, parameters, a step per request with attachments, a step per check.
// Issue 19 item 8: a case page says what each step expects, a failed check step carries its violation, and the spec
// gaps are grouped by kind in the report's categories.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAllureReport } from '../../src/output/allure/generate.js';
import { tableOf } from '../../src/rules/index.js';
import { type CliRun, runCli } from './cli.js';

const FAULT = 'login-appKey-missing-message';
const RULE = 'login.appKey.missing';
const scratch = mkdtempSync(join(tmpdir(), 'vts-reports-'));

interface AllureResult {
  name: string;
  status: string;
  statusDetails?: { message?: string; trace?: string };
  labels: { name: string; value: string }[];
  parameters: { name: string; value: string }[];
  description?: string;
  steps: AllureStep[];
}
interface AllureStep {
  name: string;
  status?: string;
  statusDetails?: { message?: string };
  attachments: { name: string; source: string }[];
  steps: AllureStep[];
}

const resultsOf = (dir: string): AllureResult[] =>
  readdirSync(join(dir, 'allure-results'))
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, 'allure-results', f), 'utf8')));
const resultFor = (dir: string, rule: string) => resultsOf(dir).find((r) => r.name.startsWith(`${rule}: `));
const junit = (dir: string) => readFileSync(join(dir, 'junit.xml'), 'utf8');
const testcase = (xml: string, rule: string) =>
  xml.slice(xml.indexOf(`name="${rule}: `), xml.indexOf('</testcase>', xml.indexOf(`name="${rule}: `)));

function run(name: string, accepted: boolean): Promise<CliRun> {
  const baselineDir = join(scratch, name, 'baseline');
  mkdirSync(baselineDir, { recursive: true });
  if (accepted)
    writeFileSync(
      join(baselineDir, 'sandbox.verdicts.json'),
      JSON.stringify({
        target: 'sandbox',
        accepted: { [RULE]: { verdict: 'violation', reason: 'vendor says "Missing appKey", ticket V-7' } },
      }),
    );
  return runCli(['conformance', '--target', 'sandbox', '--operation', 'login', '--seed', '7'], {
    VTS_SANDBOX_FAULTS: FAULT,
    VTS_SANDBOX_URL: undefined,
    VTS_APP_ID: undefined,
    VTS_APP_KEY: undefined,
    VTS_BASELINE_DIR: baselineDir,
    VTS_REPORTS_DIR: join(scratch, name, 'reports'),
  });
}

describe('a sandbox fault, accepted or not', () => {
  let accepted: CliRun;
  let refused: CliRun;
  let gapsRun: CliRun;
  const dirOf = (name: string) => join(scratch, name, 'reports');
  beforeAll(async () => {
    [accepted, refused] = await Promise.all([run('accepted', true), run('refused', false)]);
    // Replay: two operations rich in probes of what the documents do not show.
    gapsRun = await runCli(['conformance', '--operation', 'matchFace', '--operation', 'bankStatementAnalysis'], {
      VTS_REPORTS_DIR: dirOf('gaps'),
    });
  }, 180_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('accepted: exit 0, no JUnit failure, not failed in Allure, the reason shown', () => {
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain(`accepted deviation: ${RULE} (violation): vendor says "Missing appKey", ticket V-7`);
    const xml = junit(dirOf('accepted'));
    expect(xml).not.toContain('<failure');
    expect(testcase(xml, RULE)).toContain('accepted deviation: vendor says');
    const result = resultFor(dirOf('accepted'), RULE);
    expect(result?.status).toBe('passed');
    expect(result?.statusDetails?.message).toContain('accepted deviation');
  });

  it('not accepted: exit 1, a JUnit failure and a failed Allure result, both with the violation text', () => {
    expect(refused.code, refused.output).toBe(1);
    const text = 'Wrong message at /error — Received: "Missing appKey"';
    const xml = testcase(junit(dirOf('refused')), RULE);
    expect(xml).toContain('<failure type="violation"');
    expect(xml).toContain(text.replace(/"/g, '&quot;'));
    // The baseline folder is a setting that changes the outcome: the line carries it.
    expect(xml).toMatch(
      new RegExp(
        `reproduce: VTS_SANDBOX_FAULTS=${FAULT} VTS_BASELINE_DIR=\\S+ npm run conformance -- --rule ${RULE} --seed 7 --target sandbox<`,
      ),
    );
    const result = resultFor(dirOf('refused'), RULE);
    expect(result?.status).toBe('failed');
    expect(result?.statusDetails?.message).toContain(text);
  });

  it('writes each case through allure-vitest: labels, parameters, steps with attachments, the reproduce command', () => {
    const results = resultsOf(dirOf('refused'));
    expect(results).toHaveLength(tableOf('login')?.rules.length ?? 0);
    const result = resultFor(dirOf('refused'), 'login.request.valid');
    const label = (name: string) => result?.labels.filter((l) => l.name === name).map((l) => l.value);
    expect({ epic: label('epic'), feature: label('feature'), story: label('story'), severity: label('severity') }).toEqual({
      epic: ['verification-and-token-services.md'],
      feature: ['login'],
      story: ['login.request.valid'],
      severity: ['normal'],
    });
    expect(label('vts-status')).toEqual([]);
    expect(result?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'seed', value: '7' }),
        expect.objectContaining({ name: 'target', value: 'sandbox' }),
      ]),
    );
    expect(result?.description).toContain('npm run conformance -- --rule login.request.valid --seed 7 --target sandbox');
    expect(label('parentSuite')).toEqual(['verification-and-token-services.md']);
    const [send, ...checks] = result?.steps ?? [];
    // allure-js-commons files an attachment as a sub-step of the step it was made in.
    expect(send?.name).toBe('POST /login · expects status 200');
    expect(send?.steps.map((s) => s.name)).toEqual(['request', 'attempt 1: HTTP 200']);
    const attempt = send?.steps[1] as AllureStep;
    const response = readFileSync(
      join(dirOf('refused'), 'allure-results', attempt.steps[0]?.attachments[0]?.source ?? ''),
      'utf8',
    );
    expect(JSON.parse(response)).toMatchObject({ status: 200, body: { statusCode: 200 } });
    expect(checks.map((c) => c.name)).toContain('check responseSchema · schemas/login/200.schema.json');
  });

  it('names each step with what it expects, and a failed check step carries its violation', () => {
    const result = resultFor(dirOf('refused'), RULE);
    const expects = 'status 400 · message "Missing/Invalid credentials" at /error';
    expect(result?.parameters).toContainEqual(expect.objectContaining({ name: 'expects', value: expects }));
    const [send, ...rest] = result?.steps ?? [];
    const checks = rest.filter((step) => step.name.startsWith('check '));
    expect(send?.name).toBe(`POST /login · expects ${expects}`);
    expect(checks.map((c) => [c.name, c.status])).toEqual([
      ['check statusCode · status 400', 'passed'],
      ['check contentType · application/json', 'passed'],
      ['check jsonBody · a body that parses as JSON', 'passed'],
      ['check statusCodeMirror · statusCode in the body = the HTTP status', 'passed'],
      ['check responseSchema · schemas/login/400.schema.json', 'passed'],
      ['check message · "Missing/Invalid credentials" at /error: 1 violation(s)', 'failed'],
    ]);
    expect(checks.at(-1)?.statusDetails?.message).toBe(
      'Wrong message at /error — Received: "Missing appKey" / Documented: Missing/Invalid credentials',
    );
  });

  it('shows spec gaps as unknown with what was observed, never as failed', () => {
    const gaps = resultsOf(dirOf('refused')).filter((r) =>
      r.parameters.some((p) => p.name === 'verdict' && p.value === 'spec-gap'),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const g of gaps)
      expect({ status: g.status, message: g.statusDetails?.message?.slice(0, 9) }).toEqual({
        status: 'unknown',
        message: 'spec-gap:',
      });
  });

  it('groups the spec gaps by kind: one category per kind, never one group per rule', async () => {
    expect(gapsRun.code, gapsRun.output).toBe(0);
    const gaps = resultsOf(dirOf('gaps')).filter((r) => r.status === 'unknown');
    expect(gaps.length).toBeGreaterThan(10);
    const report = await generateAllureReport({
      resultsDir: join(dirOf('gaps'), 'allure-results'),
      outputDir: join(dirOf('gaps'), 'allure-report'),
    });
    const html = readFileSync(report.indexHtml, 'utf8');
    const at = html.indexOf('d("data/categories.json","') + 'd("data/categories.json","'.length;
    const tree = JSON.parse(Buffer.from(html.slice(at, html.indexOf('"', at)), 'base64').toString('utf8')) as {
      children: { name: string; children: { name: string; children: unknown[] }[] }[];
    };
    const categories = tree.children.filter((c) => c.name.startsWith('Spec gaps'));
    // Each kind's category holds one group, the kind: every spec gap is in one, and there are fewer groups than gaps.
    expect(categories.every((c) => c.children.length === 1 && c.name === `Spec gaps: ${c.children[0]?.name.slice(10)}`)).toBe(
      true,
    );
    expect(categories.reduce((n, c) => n + (c.children[0]?.children.length ?? 0), 0)).toBe(gaps.length);
    expect(categories.length).toBeLessThan(gaps.length / 3);
    // What each probe saw is kept, as the trace.
    expect(
      gaps.every((g) => /^spec-gap: /.test(g.statusDetails?.message ?? '') && /observed/.test(g.statusDetails?.trace ?? '')),
    ).toBe(true);
  }, 60_000);

  it('turns the results into one offline page that names no third-party host', async () => {
    const report = await generateAllureReport({
      resultsDir: join(dirOf('refused'), 'allure-results'),
      outputDir: join(dirOf('refused'), 'allure-report'),
    });
    expect(report.thirdPartyHosts).toEqual([]);
    expect(readdirSync(join(dirOf('refused'), 'allure-report'))).toContain('index.html');
  }, 60_000);
});
