// The baseline file as a review reads it (issue 35, item 2): one entry a rule, sorted by rule id, each entry's keys in
// one order (why, who, when, what), each violation on a line; the same baseline is always the same text.
import { describe, expect, it } from 'vitest';
import { type Accepted, type Baseline, baselineText } from '../../../src/gate/baseline.js';
import { validateAgainst } from '../../../src/validators/registry.js';

const signed: Accepted = {
  reason: 'vendor says "Missing appKey"; ticket V-7',
  acceptedBy: 'Ann Lee <ann@example.com>',
  acceptedOn: '2026-05-01',
  verdict: 'violation',
  status: 400,
  violations: [
    { check: 'message', pointer: '/error' },
    { check: 'schema', pointer: '/result', step: 2 },
  ],
};
const baseline: Baseline = {
  target: 'live',
  accepted: {
    'login.expiry.max': { verdict: 'violation', reason: 'an entry written before fingerprints' },
    'login.appKey.missing': signed,
  },
};

describe('baselineText', () => {
  it('writes a layout a diff reads: sorted rules, fixed key order, a violation a line', () =>
    expect(baselineText(baseline)).toBe(
      [
        '{',
        '  "$schema": "../../schemas/harness/baseline.schema.json",',
        '  "target": "live",',
        '  "accepted": {',
        '    "login.appKey.missing": {',
        '      "reason": "vendor says \\"Missing appKey\\"; ticket V-7",',
        '      "acceptedBy": "Ann Lee <ann@example.com>",',
        '      "acceptedOn": "2026-05-01",',
        '      "verdict": "violation",',
        '      "status": 400,',
        '      "violations": [',
        '        { "check": "message", "pointer": "/error" },',
        '        { "check": "schema", "pointer": "/result", "step": 2 }',
        '      ]',
        '    },',
        '    "login.expiry.max": {',
        '      "reason": "an entry written before fingerprints",',
        '      "verdict": "violation"',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    ));

  it('is the same text whatever order the keys came in, and reads back as the same baseline', () => {
    const shuffled = Object.fromEntries(Object.entries(signed).reverse()) as unknown as Accepted;
    const again = baselineText({
      target: 'live',
      accepted: { 'login.appKey.missing': shuffled, 'login.expiry.max': baseline.accepted['login.expiry.max']! },
    });
    expect(again).toBe(baselineText(baseline));
    expect(JSON.parse(again)).toMatchObject(baseline);
    expect(validateAgainst('harness/baseline.schema.json', JSON.parse(again))).toEqual([]);
  });

  it('writes an empty baseline as the committed files have it', () =>
    expect(baselineText({ target: 'replay', accepted: {} })).toBe(
      '{\n  "$schema": "../../schemas/harness/baseline.schema.json",\n  "target": "replay",\n  "accepted": {}\n}\n',
    ));
});

describe('harness/baseline.schema.json, who and when', () => {
  const errors = (entry: object) =>
    validateAgainst('harness/baseline.schema.json', { target: 'live', accepted: { 'login.appKey.missing': entry } });
  it('takes both or neither', () => {
    const { acceptedOn: _on, ...noWhen } = signed;
    expect(errors(noWhen)).not.toEqual([]);
    const { acceptedBy: _by, ...noWho } = signed;
    expect(errors(noWho)).not.toEqual([]);
  });
  it('takes a date as YYYY-MM-DD', () => expect(errors({ ...signed, acceptedOn: 'yesterday' })).not.toEqual([]));
});
