// conformance.sarif (issue 50, item 2): valid against the SARIF 2.1.0 schema, a rule per documented rule of the
// harness, a result per case the gate fails for a violation, located on the line of the vendor's document the rule
// cites, and nothing the vendor sent in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Log } from 'sarif';
import { ROOT } from '../../../../src/base/paths.js';
import type { Baseline } from '../../../../src/gate/baseline.js';
import { reproduceCommand, type VerdictEntry } from '../../../../src/gate/case-record.js';
import { decide, decideCase } from '../../../../src/gate/decide.js';
import type { Violation } from '../../../../src/model/types.js';
import { conformanceSarif } from '../../../../src/output/sarif/conformance.js';
import { allRules } from '../../../../src/rules/index.js';
import { sarifSchemaErrors } from './sarif-schema.js';

/** What a vendor sent, as a violation, a reason or an observed reading quotes it. */
const CANARY = 'canary-vendor-value-4d1f9a';

const violation = (ruleId: string, check: string, title: Violation['title']): Violation => ({
  ruleId,
  check,
  title,
  pointer: '/error',
  expected: 'Missing/Invalid credentials',
  actual: CANARY,
});

function entry(ruleId: string, verdict: string, baseline: Baseline, strict = false, violations: Violation[] = []): VerdictEntry {
  const rule = allRules().find((r) => r.id === ruleId);
  return {
    ruleId,
    operation: rule?.operation ?? '',
    document: 'verification-and-token-services.md',
    title: rule?.title ?? '',
    source: rule?.source ?? '',
    strength: 'documented',
    severity: 'critical',
    verdict,
    ...decideCase({ ruleId, verdict, status: 400, violations }, baseline, strict),
    reason: `Wrong message — Received: ${CANARY}`,
    observed: CANARY,
    status: 400,
    host: `${CANARY}.example`,
    violations,
    seed: 7,
    target: 'sandbox',
    durationMs: 1,
    attempts: 1,
    steps: 1,
    reproduce: reproduceCommand(ruleId, 7, 'sandbox', {}),
  };
}

const wrong = (ruleId: string) => [violation(ruleId, 'message', 'Wrong message')];
const BASELINE: Baseline = {
  target: 'sandbox',
  accepted: {
    // Accepted as it is seen: no result.
    'authToken.expiry.above-max': {
      reason: 'ticket V-1',
      verdict: 'violation',
      status: 400,
      violations: [{ check: 'message', pointer: '/error' }],
    },
    // Accepted with another check: the case fails again, so it is a result.
    'login.expiry.zero': {
      reason: 'ticket V-2',
      verdict: 'violation',
      status: 400,
      violations: [{ check: 'status', pointer: '' }],
    },
  },
};
const ENTRIES = [
  entry('login.appKey.missing', 'violation', BASELINE, true, wrong('login.appKey.missing')),
  entry('login.request.valid', 'violation', BASELINE, true, [
    violation('login.request.valid', 'status', 'Undocumented status code'),
    violation('login.request.valid', 'schema', 'Response violates schema'),
    violation('login.request.valid', 'schema', 'Response violates schema'),
  ]),
  entry('authToken.expiry.above-max', 'violation', BASELINE, true, wrong('authToken.expiry.above-max')),
  entry('login.expiry.zero', 'violation', BASELINE, true, wrong('login.expiry.zero')),
  entry('authToken.expiry.max', 'pass', BASELINE, true),
  entry('login.appId.missing', 'infra', BASELINE, true),
  entry('login.credentials.both-missing', 'harness-error', BASELINE, true),
  entry('authToken.expiry.omitted', 'spec-gap', BASELINE, true),
];
const text = conformanceSarif(
  { target: 'sandbox', seed: 7, complete: true },
  ENTRIES,
  decide(ENTRIES, BASELINE, { strict: true }),
  ROOT,
);
const log = JSON.parse(text) as Log;
const run = log.runs[0]!;
const spec = readFileSync(join(ROOT, 'spec', 'verification-and-token-services.md'), 'utf8').split('\n');

describe('conformance.sarif', () => {
  it('passes the SARIF 2.1.0 JSON Schema, one run of vts-conformance', () => {
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver.name).toBe('vts-conformance');
    expect(run.automationDetails?.id).toBe('vts-conformance/sandbox/');
  });

  it('gives a rule per documented rule of the harness: its id, title and cited section', () => {
    const documented = allRules().filter((r) => r.strength === 'documented');
    expect(run.tool.driver.rules?.map((r) => r.id)).toEqual(documented.map((r) => r.id));
    const appKey = run.tool.driver.rules?.find((r) => r.id === 'login.appKey.missing');
    expect(appKey?.shortDescription?.text).toBe('a missing appKey is rejected');
    expect(appKey?.fullDescription?.text).toBe('verification-and-token-services.md › Errors › Legacy token operation');
  });

  it('gives a result per case the gate fails for a violation: not an accepted one, a fault, a harness error or a gap', () => {
    expect(run.results?.map((r) => r.ruleId)).toEqual(['login.appKey.missing', 'login.request.valid', 'login.expiry.zero']);
    for (const result of run.results ?? []) {
      expect(result.level).toBe('error');
      expect(run.tool.driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
    }
  });

  it('says the rule, its title, the verdict and what broke, by violation title and check', () => {
    expect(run.results?.map((r) => r.message.text)).toEqual([
      'login.appKey.missing: a missing appKey is rejected — new violation: Wrong message (check message)',
      'login.request.valid: credentials and expiry alone (no transactionId, no workflowId) return a token — new violation: ' +
        'Undocumented status code (check status); Response violates schema (check schema)',
      'login.expiry.zero: expiry 0 is rejected — a violation other than the accepted deviation: Wrong message (check message)',
    ]);
  });

  it('locates a result on the Errors row the rule expects, else on the heading of the section it cites', () => {
    const places = (run.results ?? []).map((r) => r.locations?.[0]?.physicalLocation);
    expect(places.map((p) => p?.artifactLocation?.uri)).toEqual(Array(3).fill('spec/verification-and-token-services.md'));
    expect(places.map((p) => spec[(p?.region?.startLine ?? 0) - 1])).toEqual([
      '| 400 | Missing/Invalid credentials | appId or appKey or both missing |',
      '### Generate access token (legacy, deprecated)',
      '| 400 | Expiry should be greater than 0 | expiry 0 or less |',
    ]);
  });

  it('holds no value the vendor sent: not a violation’s, a reason’s, an observed reading’s or a host', () =>
    expect(text).not.toContain(CANARY));

  it('has no result when nothing fails, and still every rule', () => {
    const passing = [entry('authToken.expiry.max', 'pass', BASELINE)];
    const clean = JSON.parse(
      conformanceSarif({ target: 'replay', seed: 1, complete: true }, passing, decide(passing, BASELINE, { strict: false })),
    ) as Log;
    expect(sarifSchemaErrors(clean)).toEqual([]);
    expect(clean.runs[0]?.results).toEqual([]);
    expect(clean.runs[0]?.tool.driver.rules?.length).toBe(run.tool.driver.rules?.length);
  });
});
