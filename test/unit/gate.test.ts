// The gate's decisions: new violation, accepted deviation, stale baseline, incomplete run, harness error, --strict.
// Fingerprints (what an entry accepts beyond the verdict) are in test/unit/gate/fingerprint.test.ts.
import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/gate/baseline.js';
import { decide, type GateEntry } from '../../src/gate/decide.js';

const none: Baseline = { target: 'sandbox', accepted: {} };
const accepting: Baseline = {
  target: 'sandbox',
  accepted: { 'login.expiry.max': { verdict: 'violation', reason: 'vendor caps at 86399, ticket V-12' } },
};
const run = (...verdicts: [string, string][]): GateEntry[] =>
  verdicts.map(([ruleId, verdict]) => ({ ruleId, verdict, reason: `${verdict} reason` }));
const ok = { strict: false };

describe('gate', () => {
  it('passes a clean run', () => expect(decide(run(['a.b.c', 'pass'], ['a.b.d', 'spec-gap']), none, ok).code).toBe(0));
  it('fails a new violation', () => {
    const d = decide(run(['login.expiry.max', 'violation']), none, ok);
    expect(d.code).toBe(1);
    expect(d.lines).toEqual(['new violation: login.expiry.max']);
  });
  it('accepts a deviation the baseline lists, saying why (and, for an entry without a fingerprint, that it is not pinned)', () => {
    const d = decide(run(['login.expiry.max', 'violation']), accepting, ok);
    expect(d.code).toBe(0);
    expect(d.lines).toEqual([
      'accepted deviation: login.expiry.max (violation): vendor caps at 86399, ticket V-12',
      'accepted by verdict only: login.expiry.max (an old baseline entry without a fingerprint): accept it again to pin it: npm run baseline:update -- --target sandbox --rule login.expiry.max --reason "<why>"',
    ]);
  });
  it('does not accept another verdict than the listed one', () =>
    expect(decide(run(['login.expiry.max', 'infra']), accepting, { strict: true }).code).toBe(1));
  it('reports a stale entry, and fails on it only with --strict', () => {
    expect(decide(run(['login.expiry.max', 'pass']), accepting, ok)).toMatchObject({
      code: 0,
      stale: ['login.expiry.max'],
      lines: [
        'baseline stale: login.expiry.max now passes: remove it with npm run baseline:update -- --target sandbox --drop-passing',
      ],
    });
    expect(decide(run(['login.expiry.max', 'pass']), accepting, { strict: true }).code).toBe(1);
  });
  it('gives 2 for an incomplete run, even without a violation, saying why', () =>
    expect(
      decide(run(['a.b.c', 'pass']), none, { incomplete: ['1 of 2 selected case(s) have no verdict'], strict: false }),
    ).toMatchObject({
      code: 2,
      lines: ['incomplete run: 1 of 2 selected case(s) have no verdict'],
    }));
  it('gives 2 for a harness error, over a violation', () =>
    expect(decide(run(['a.b.c', 'violation'], ['a.b.d', 'harness-error']), none, ok).code).toBe(2));
  it('ignores infra and vendor faults unless --strict', () => {
    expect(decide(run(['a.b.c', 'infra'], ['a.b.d', 'vendor-fault']), none, ok).code).toBe(0);
    expect(decide(run(['a.b.c', 'infra']), none, { strict: true }).code).toBe(1);
  });
});
