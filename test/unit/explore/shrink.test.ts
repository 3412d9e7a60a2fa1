// Shrinking (issue 40): moves the finding does not need are taken away, then the valid request's fields it does not
// need; what it needs stays.
import { describe, expect, it } from 'vitest';
import { probeAt } from '../../../src/explore/generate.js';
import { probeFromSpec, type ProbeSpec } from '../../../src/explore/probe-spec.js';
import { shrink, SHRINK_REQUESTS } from '../../../src/explore/shrink.js';

describe('shrinking', () => {
  // A random probe of several moves: the finding needs its first move and the vpa field.
  const n = Array.from({ length: 100 }, (_, i) => 200 + i).find((i) => probeAt('fetchUpiIfsc', 3, i).moves.length > 1) ?? 0;
  const probe = probeFromSpec({ operation: 'fetchUpiIfsc', n }, 3);

  it('keeps the moves and fields the finding needs, and only those', async () => {
    expect(probe.moves.length).toBeGreaterThan(1);
    const still = async (s: ProbeSpec) => (s.keep ?? []).includes(0) && !(s.drop ?? []).includes('body:vpa');
    const { spec, requests } = await shrink(probe, n, still);
    expect(spec.keep).toEqual([0]);
    expect(spec.drop).not.toContain('body:vpa');
    expect(requests).toBeGreaterThan(0);
  });

  it('stops at its request cap', async () => {
    let asked = 0;
    const { requests } = await shrink(probe, n, async () => (asked++, true));
    expect(requests).toBeLessThanOrEqual(SHRINK_REQUESTS);
    expect(asked).toBeLessThanOrEqual(SHRINK_REQUESTS);
  });
});
