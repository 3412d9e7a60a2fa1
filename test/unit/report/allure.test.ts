// The Allure sink: one result per case, every verdict kept with its reason, steps per attempt and check, nothing secret.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKS } from '../../../src/checks/index.js';
import type { AllureResult, AllureStep } from '../../../src/report/allure/model.js';
import { ALLURE_CATEGORIES, historyIdOf, writeAllureResult, writeAllureRunFiles } from '../../../src/report/allure/result.js';
import { scrub } from '../../../src/report/sensitive.js';
import type { Attempt, CaseResult, Rule, Verdict } from '../../../src/types.js';

const SECRET = 'canary-s3cr3t-4711';
const meta = { target: 'sandbox', seed: 99, runId: 'run-1' };
const rule: Rule = {
  id: 'authToken.expiry.above-max',
  operation: 'authToken',
  title: '86401 is rejected',
  source: 'verification-and-token-services.md › Errors › Current token operation',
  strength: 'documented',
  severity: 'critical',
  request: (r) => r,
  expect: { status: 400 },
};
const answer = (status: number, body: unknown = { statusCode: status, echo: SECRET }): Attempt => ({
  response: { status, headers: { 'content-type': 'application/json', 'x-echo': SECRET }, body, json: true },
  durationMs: 3,
  waitedMs: 0,
});
const caseOf = (verdict: Verdict, over: Partial<CaseResult> = {}): CaseResult => ({
  rule,
  target: 'sandbox',
  seed: 1234,
  verdict,
  violations: [],
  reason: `${verdict} reason`,
  exchange: {
    request: {
      method: 'POST',
      host: 'auth_url',
      base: 'http://127.0.0.1:9',
      path: '/v2/auth/token',
      headers: { 'content-type': 'application/json', 'x-trace': SECRET, appid: 'APP-ID-1' },
      body: { kind: 'json', value: { appId: 'APP-ID-1', appKey: 'APP-KEY-1', expiry: 86401, note: SECRET } },
    },
    attempts: [answer(400)],
  },
  durationMs: 10,
  ...over,
});
const violation = {
  ruleId: rule.id,
  check: 'statusCode',
  title: 'Undocumented status code' as const,
  pointer: '',
  expected: 400,
  actual: 200,
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vts-allure-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (result: CaseResult, s: (t: string) => string = (t) => t): AllureResult => {
  const path = writeAllureResult(dir, result, meta, s);
  return JSON.parse(readFileSync(path, 'utf8')) as AllureResult;
};
const allSteps = (steps: AllureStep[]): AllureStep[] => steps.flatMap((s) => [s, ...allSteps(s.steps)]);
const attachmentsOf = (r: AllureResult) => [...r.attachments, ...allSteps(r.steps).flatMap((s) => s.attachments)];
const read = (source: string) => readFileSync(join(dir, source), 'utf8');

describe('writeAllureResult', () => {
  it.for([
    ['pass', 'passed'],
    ['violation', 'failed'],
    ['vendor-fault', 'broken'],
    ['infra', 'broken'],
    ['harness-error', 'broken'],
    ['spec-gap', 'unknown'],
    ['not-applicable', 'skipped'],
  ] as const)('maps %s to %s and keeps the reason', ([verdict, status]) => {
    const r = write(caseOf(verdict, verdict === 'violation' ? { violations: [violation] } : {}));
    expect(r.status).toBe(status);
    if (verdict === 'pass') expect(r.statusDetails).toBeUndefined();
    else if (verdict === 'violation')
      expect(r.statusDetails?.message).toBe('violation: Undocumented status code — Received: 200 / Documented: 400');
    else expect(r.statusDetails?.message).toBe(`${verdict}: ${verdict} reason`);
    expect(r.parameters).toContainEqual({ name: 'verdict', value: verdict });
  });

  it('names, labels and parameters a case by document › operation › rule', () => {
    const r = write(caseOf('pass'));
    expect(r.name).toBe('authToken.expiry.above-max: 86401 is rejected');
    expect(r.fullName).toBe('verification-and-token-services.md › authToken › authToken.expiry.above-max');
    expect(r.description).toBe(rule.source);
    expect(r.descriptionHtml).toBe('<p>verification-and-token-services.md › Errors › Current token operation</p>');
    expect(r.historyId).toBe(historyIdOf(rule.id, 'sandbox'));
    expect(r.testCaseId).toBe(r.historyId);
    expect(r.historyId).not.toBe(historyIdOf(rule.id, 'live'));
    expect(Object.fromEntries(r.labels.map((l) => [l.name, l.value]))).toEqual({
      epic: 'verification-and-token-services.md',
      feature: 'authToken',
      story: rule.id,
      parentSuite: 'verification-and-token-services.md',
      suite: 'authToken',
      subSuite: rule.id,
      severity: 'critical',
      tag: 'sandbox',
      framework: 'vts-conformance',
    });
    expect(r.parameters).toEqual([
      { name: 'seed', value: '1234' },
      { name: 'target', value: 'sandbox' },
      { name: 'verdict', value: 'pass' },
    ]);
    expect(r.stop - r.start).toBe(10);
  });

  it('has a build step, one send sub-step per attempt, and one step per check', () => {
    const retried = caseOf('violation', {
      violations: [violation],
      exchange: { ...caseOf('pass').exchange!, attempts: [answer(429), { error: { code: 'ECONNRESET', message: 'reset' }, durationMs: 1, waitedMs: 5 }, answer(200)] },
    });
    const r = write(retried);
    expect(r.steps.map((s) => s.name)).toEqual(['build request', 'send', ...Object.keys(CHECKS).map((c) => `check ${c}`)]);
    const send = r.steps[1]!;
    expect(send.steps.map((s) => [s.name, s.status])).toEqual([
      ['attempt 1: HTTP 429', 'passed'],
      ['attempt 2: ECONNRESET', 'broken'],
      ['attempt 3: HTTP 200', 'passed'],
    ]);
    expect(send.steps.map((s) => s.attachments.length)).toEqual([1, 0, 1]);
    expect(r.steps.find((s) => s.name === 'check statusCode')?.status).toBe('failed');
    expect(r.steps.filter((s) => s.name.startsWith('check ') && s.status === 'passed')).toHaveLength(Object.keys(CHECKS).length - 1);
    expect(r.attachments.map((a) => a.name)).toEqual(['violations']);
    expect(JSON.parse(read(r.attachments[0]!.source))).toEqual([violation]);
    for (const a of attachmentsOf(r)) expect(read(a.source).length).toBeGreaterThan(0);
  });

  it('attaches the request and response redacted, pretty-printed', () => {
    const r = write(caseOf('pass'));
    const request = read(r.steps[0]!.attachments[0]!.source);
    expect(request).toContain('\n  "method": "POST"');
    expect(JSON.parse(request)).toMatchObject({
      url: '{auth_url}/v2/auth/token',
      headers: { appid: '<redacted>' },
      body: { appId: '<redacted>', appKey: '<redacted>', expiry: 86401 },
    });
    expect(request).not.toContain('127.0.0.1');
    expect(JSON.parse(read(r.steps[1]!.steps[0]!.attachments[0]!.source))).toMatchObject({ status: 400, body: { statusCode: 400 } });
  });

  it('has no check steps when no check ran', () => {
    expect(write(caseOf('vendor-fault')).steps.map((s) => s.name)).toEqual(['build request', 'send']);
    expect(write(caseOf('pass', { rule: { ...rule, expect: undefined } })).steps).toHaveLength(2);
    expect(write(caseOf('not-applicable', { exchange: undefined })).steps).toEqual([]);
  });

  it('leaves no scrubbed value in any file it writes', () => {
    const leaky = caseOf('violation', { violations: [{ ...violation, actual: SECRET }], reason: `saw ${SECRET}` });
    write(leaky, (t) => scrub(t, [SECRET]));
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) expect(readFileSync(join(dir, f), 'utf8')).not.toContain(SECRET);
  });

  it('shows a multipart request as its part list, never the bytes', () => {
    const bytes = Buffer.from('%PNG-UNIQUE-FILE-BYTES');
    const r = write(
      caseOf('pass', {
        rule: { ...rule, operation: 'signatureMatching', id: 'signatureMatching.image.png' },
        exchange: {
          request: {
            method: 'POST',
            host: 'ind_engine_url',
            base: 'http://127.0.0.1:9',
            path: '/v1/signature_matching',
            headers: {},
            body: { kind: 'multipart', parts: [{ name: 'image1', filename: 'sig.png', type: 'image/png', data: bytes }, { name: 'mode', value: 'strict' }] },
          },
          attempts: [answer(200)],
        },
      }),
    );
    const request = read(r.steps[0]!.attachments[0]!.source);
    expect(JSON.parse(request).multipart).toEqual([
      { name: 'image1', filename: 'sig.png', type: 'image/png', size: bytes.byteLength, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { name: 'mode', value: 'strict' },
    ]);
    expect(request).not.toContain('UNIQUE-FILE-BYTES');
    expect(request).not.toContain(bytes.toString('base64'));
  });
});

describe('writeAllureRunFiles', () => {
  it('writes the categories, environment and executor', () => {
    writeAllureRunFiles(dir, meta);
    expect(readdirSync(dir).sort()).toEqual(['categories.json', 'environment.properties', 'executor.json']);
    const categories = JSON.parse(read('categories.json')) as typeof ALLURE_CATEGORIES;
    expect(categories.map((c) => c.name)).toEqual([
      'Contract violations',
      'Vendor faults (documented 429/503/500)',
      'Infrastructure',
      'Harness errors',
      'Spec gaps',
      'Not applicable',
    ]);
    const match = (message: string, status: string) =>
      categories.find((c) => c.matchedStatuses.includes(status) && (c.messageRegex === undefined || new RegExp(`^(?:${c.messageRegex})$`).test(message)))?.name;
    expect(match('violation: a\nb', 'failed')).toBe('Contract violations');
    expect(match('vendor-fault: HTTP 503 after 3 attempts\nmore', 'broken')).toBe('Vendor faults (documented 429/503/500)');
    expect(match('infra: ETIMEDOUT', 'broken')).toBe('Infrastructure');
    expect(match('harness-error: no recording\nrun npm run record', 'broken')).toBe('Harness errors');
    expect(match('spec-gap: observed HTTP 200', 'unknown')).toBe('Spec gaps');
    expect(match('not-applicable: needs key x', 'skipped')).toBe('Not applicable');
    const env = read('environment.properties');
    expect(env).toContain('target=sandbox\n');
    expect(env).toContain('seed=99\n');
    expect(env).toMatch(/^harness=vts-conformance \d+\.\d+\.\d+$/m);
  });
});
