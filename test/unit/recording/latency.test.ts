// A recording keeps how long an answer took as a coarse bucket: jitter stays in one bucket, a much slower answer moves up.
import { describe, expect, it } from 'vitest';
import { latencyBucket, latencyRank } from '../../../src/recording/latency.js';

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
