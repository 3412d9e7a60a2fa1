// Accept by fingerprint (issue 8, item 5): the verdict, the observed status and each violation's check and pointer.
// A different deviation on an accepted rule is new, with a line that says what differs; an old entry (verdict and
// reason only) still accepts by verdict and says it is not pinned.
import { describe, expect, it } from 'vitest';
import type { Accepted, Baseline } from '../../../src/gate/baseline.js';
import { decide, decideCase, type GateEntry } from '../../../src/gate/decide.js';
import { fingerprintDifference, fingerprintOf } from '../../../src/gate/fingerprint.js';
import { validateAgainst } from '../../../src/validators/registry.js';

const RULE = 'login.appKey.missing';
const wording: GateEntry = {
  ruleId: RULE,
  verdict: 'violation',
  status: 400,
  violations: [{ check: 'message', pointer: '/error' }],
};
const baselineOf = (accepted: Accepted): Baseline => ({ target: 'live', accepted: { [RULE]: accepted } });
const { status, violations } = fingerprintOf(wording);
const pinned = baselineOf({ verdict: 'violation', reason: 'vendor says "Missing appKey", V-7', status, violations });
const old = baselineOf({ verdict: 'violation', reason: 'vendor says "Missing appKey", V-7' });
const ok = { strict: false };

describe('fingerprint', () => {
  it('is the verdict, the status (null without a response) and each check + pointer once, sorted', () => {
    expect(
      fingerprintOf({
        verdict: 'violation',
        violations: [
          { check: 'schema', pointer: '/result' },
          { check: 'message', pointer: '/error', step: 1 },
          { check: 'schema', pointer: '/result' },
        ],
      }),
    ).toEqual({
      verdict: 'violation',
      status: null,
      violations: [
        { check: 'schema', pointer: '/result' },
        { check: 'message', pointer: '/error', step: 1 },
      ],
    });
  });

  it('says what differs: verdict, status, violations new and gone', () => {
    const accepted = fingerprintOf(wording);
    expect(fingerprintDifference(accepted, fingerprintOf({ ...wording }))).toBeUndefined();
    expect(
      fingerprintDifference(
        accepted,
        fingerprintOf({ verdict: 'violation', status: 200, violations: [{ check: 'statusCode', pointer: '' }] }),
      ),
    ).toBe('status 200, accepted 400; new: statusCode (whole response); gone: message at /error');
    expect(fingerprintDifference(accepted, fingerprintOf({ verdict: 'infra' }))).toBe(
      'verdict infra, accepted violation; no response, accepted 400; gone: message at /error',
    );
  });

  it('ignores the order of violations and the values they carry', () => {
    const two = { ...wording, violations: [...wording.violations!, { check: 'errorCode', pointer: '/errorCode' }] };
    const reversed = { ...two, violations: [...two.violations].reverse() };
    expect(fingerprintDifference(fingerprintOf(two), fingerprintOf(reversed))).toBeUndefined();
  });
});

describe('decideCase with a pinned entry', () => {
  it('accepts the same deviation', () =>
    expect(decideCase(wording, pinned, false)).toEqual({
      outcome: 'pass',
      note: 'accepted deviation: vendor says "Missing appKey", V-7',
    }));

  it('fails the rule turned from 400 to 200 after a wording difference was accepted, saying what differs', () =>
    expect(
      decideCase(
        { ruleId: RULE, verdict: 'violation', status: 200, violations: [{ check: 'statusCode', pointer: '' }] },
        pinned,
        false,
      ),
    ).toEqual({
      outcome: 'fail',
      note: 'differs from the accepted deviation: status 200, accepted 400; new: statusCode (whole response); gone: message at /error',
    }));

  it('fails one more violation beside the accepted one', () =>
    expect(
      decideCase({ ...wording, violations: [...wording.violations!, { check: 'schema', pointer: '/metaData' }] }, pinned, false),
    ).toMatchObject({ outcome: 'fail', note: 'differs from the accepted deviation: new: schema at /metaData' }));

  it('fails the same violation at another status', () =>
    expect(decideCase({ ...wording, status: 422 }, pinned, false)).toMatchObject({ outcome: 'fail' }));

  it('accepts a pinned infra case (no response) only while it stays that', () => {
    const infra = baselineOf({ verdict: 'infra', reason: 'sandbox host down', status: null, violations: [] });
    expect(decideCase({ ruleId: RULE, verdict: 'infra' }, infra, true).outcome).toBe('pass');
    expect(decideCase({ ruleId: RULE, verdict: 'infra', status: 503, violations: [] }, infra, true)).toMatchObject({
      outcome: 'fail',
      note: 'differs from the accepted deviation: status 503, accepted no response',
    });
  });

  it('still reports a pinned entry whose rule now passes as stale', () =>
    expect(decideCase({ ruleId: RULE, verdict: 'pass', status: 400, violations: [] }, pinned, false)).toMatchObject({
      outcome: 'pass',
      note: expect.stringMatching(/^baseline stale/),
    }));
});

describe('decide with pinned and old entries', () => {
  it('exit 1 for a changed deviation, with a line naming the rule and what differs', () => {
    const d = decide([{ ...wording, status: 200, violations: [{ check: 'statusCode', pointer: '' }] }], pinned, ok);
    expect(d.code).toBe(1);
    expect(d.lines).toEqual([
      `new violation: ${RULE}: differs from the accepted deviation: status 200, accepted 400; new: statusCode (whole response); gone: message at /error`,
    ]);
  });

  it('exit 0 for the accepted one', () =>
    expect(decide([wording], pinned, ok)).toMatchObject({
      code: 0,
      lines: [`accepted deviation: ${RULE} (violation): vendor says "Missing appKey", V-7`],
    }));

  it('an old entry accepts by verdict, as before, and says it is not pinned', () => {
    const changed = { ...wording, status: 200, violations: [{ check: 'statusCode', pointer: '' }] };
    expect(decide([changed], old, ok)).toMatchObject({
      code: 0,
      lines: [
        `accepted deviation: ${RULE} (violation): vendor says "Missing appKey", V-7`,
        `accepted by verdict only: ${RULE} (an old baseline entry without a fingerprint): accept it again to pin it: npm run baseline:update -- --target live --rule ${RULE} --reason "<why>"`,
      ],
    });
  });

  it('an old entry of another verdict: new, saying which verdict was accepted', () =>
    expect(decide([{ ruleId: RULE, verdict: 'infra' }], old, { strict: true }).lines).toEqual([
      `new infra: ${RULE}: differs from the accepted deviation: verdict infra, accepted violation`,
    ]));
});

describe('harness/baseline.schema.json, both forms', () => {
  const errors = (entry: unknown) =>
    validateAgainst('harness/baseline.schema.json', { target: 'live', accepted: { [RULE]: entry } });
  it('reads an old entry and a pinned one', () => {
    expect(errors({ verdict: 'violation', reason: 'r' })).toEqual([]);
    expect(errors(pinned.accepted[RULE])).toEqual([]);
    expect(errors({ verdict: 'infra', reason: 'r', status: null, violations: [] })).toEqual([]);
    expect(
      errors({ verdict: 'violation', reason: 'r', status: 200, violations: [{ check: 'x', pointer: '', step: 2 }] }),
    ).toEqual([]);
  });
  it('refuses half a fingerprint, or a violation without its pointer', () => {
    expect(errors({ verdict: 'violation', reason: 'r', status: 400 })).not.toEqual([]);
    expect(errors({ verdict: 'violation', reason: 'r', violations: [] })).not.toEqual([]);
    expect(errors({ verdict: 'violation', reason: 'r', status: 400, violations: [{ check: 'message' }] })).not.toEqual([]);
  });
});
