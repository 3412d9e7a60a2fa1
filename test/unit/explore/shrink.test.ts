// Shrinking (issues 40 and 52): moves the finding does not need are taken away, the values of those it keeps made
// smaller, then the valid request's fields it does not need left out; what it needs stays.
import { describe, expect, it } from 'vitest';
import { probeAt } from '../../../src/explore/generate.js';
import { coverageMoves } from '../../../src/explore/moves.js';
import { parseSpec, probeFromSpec, type ProbeSpec, specText } from '../../../src/explore/probe-spec.js';
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

  it('shrinks a 10,000-character value to a short one, which its reproduce line gives again', async () => {
    const at = coverageMoves('fetchUpiIfsc').findIndex((m) => m.field === 'body:name' && m.keyword === 'long');
    const long = probeAt('fetchUpiIfsc', 3, at);
    const nameIn = (s: ProbeSpec) => {
      const set = probeFromSpec(s, 3).moves.find((m) => m.field === 'body:name')?.edits[0] as { set?: { name?: unknown } };
      return String(set?.set?.name ?? '');
    };
    // A vendor failing on any name over 20 characters.
    const { spec, requests } = await shrink(long, at, async (s) => nameIn(s).length > 20);
    expect(nameIn(spec)).toBe('x'.repeat(21));
    expect(nameIn(parseSpec(specText(spec)))).toBe('x'.repeat(21));
    expect(requests).toBeLessThanOrEqual(SHRINK_REQUESTS);
  });
});
