// A recording keeps how long an answer took as a coarse bucket: jitter stays in one bucket, a much slower answer moves up.
import { describe, expect, it } from 'vitest';
import { keptBucket, latencyBucket, latencyRank } from '../../../src/recording/latency.js';

describe('latencyBucket', () => {
  it.for([
    [0, 'under 3 s'],
    [2_999, 'under 3 s'],
    [3_000, '3 to 30 s'],
    [29_999, '3 to 30 s'],
    [30_000, '30 s or more'],
    [600_000, '30 s or more'],
  ] as const)('%i ms is "%s"', ([ms, label]) => expect(latencyBucket(ms)).toBe(label));

  it('ranks the buckets slowest highest; an unknown label ranks below all', () =>
    expect(['under 3 s', '3 to 30 s', '30 s or more', 'soon'].map(latencyRank)).toEqual([0, 1, 2, -1]));
});

describe('keptBucket: a re-recording keeps the bucket its answer had while the time stays within 4x its bounds', () => {
  it.for([
    // A sandbox on a loaded machine, or jitter at a bound: the bucket recorded before stays.
    [3_500, 'under 3 s', 'under 3 s'],
    [9_000, 'under 3 s', 'under 3 s'],
    [11_999, 'under 3 s', 'under 3 s'],
    [750, '3 to 30 s', '3 to 30 s'],
    [119_999, '3 to 30 s', '3 to 30 s'],
    [7_500, '30 s or more', '30 s or more'],
    // Past 4x the bound: the vendor is slower (1 s become 15 s) or faster, and the bucket moves.
    [12_000, 'under 3 s', '3 to 30 s'],
    [15_000, 'under 3 s', '3 to 30 s'],
    [749, '3 to 30 s', 'under 3 s'],
    [120_000, '3 to 30 s', '30 s or more'],
    [7_499, '30 s or more', '3 to 30 s'],
    // A first recording (or an unknown label): the bucket of the time as measured.
    [3_500, undefined, '3 to 30 s'],
    [2_999, undefined, 'under 3 s'],
    [3_500, 'soon', '3 to 30 s'],
  ] as const)('%i ms, recorded before as %s: "%s"', ([ms, before, label]) => expect(keptBucket(ms, before)).toBe(label));
});
