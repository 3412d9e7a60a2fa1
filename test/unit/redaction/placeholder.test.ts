// "<redacted>" in a recording means "present, any non-empty value" when a live request is matched against it.
import { describe, expect, it } from 'vitest';
import { conforms, matchesRedacted, REDACTED } from '../../../src/redaction/index.js';

describe('matchesRedacted', () => {
  it('is plain equality without the placeholder', () => {
    expect(matchesRedacted('tx-1', 'tx-1')).toBe(true);
    expect(matchesRedacted('tx-1', 'tx-2')).toBe(false);
  });
  it('reads each placeholder as a non-empty run of anything, the rest literally', () => {
    expect(matchesRedacted(`Bearer ${REDACTED}`, 'Bearer abc.def')).toBe(true);
    expect(matchesRedacted(`Bearer ${REDACTED}`, 'Bearer ')).toBe(false);
    expect(matchesRedacted(`a.${REDACTED}.b`, 'aX<anything>Xb')).toBe(false);
    expect(matchesRedacted(`${REDACTED}?x=${REDACTED}`, 'k\nk?x=1')).toBe(true);
  });
});

describe('conforms', () => {
  it('takes a placeholder for any present value, never for an absent or empty one', () => {
    expect(conforms({ appKey: REDACTED }, { appKey: 'anything' })).toBe(true);
    expect(conforms({ appKey: REDACTED }, { appKey: 12345 })).toBe(true);
    expect(conforms({ appKey: REDACTED }, { appKey: '' })).toBe(false);
    expect(conforms({ appKey: REDACTED }, {})).toBe(false);
  });
  it('compares everything else deeply, with the same keys and lengths', () => {
    expect(conforms({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(conforms({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(conforms({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(conforms({ a: {} }, { a: [] })).toBe(false);
    expect(conforms(`for ${REDACTED}`, 'for canary-key')).toBe(true);
  });
});
