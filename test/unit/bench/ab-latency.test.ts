import { describe, expect, it } from 'vitest';
import { abLatency, percentile } from '../../../bench/ab-latency.js';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile', () => {
  it('is a time one of the calls took, by nearest rank, whatever their order', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile(oneTo(200), 99)).toBe(198);
    expect(percentile(oneTo(60), 99)).toBe(60);
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('abLatency', () => {
  it('gives what the second side adds at p50 and p99, a difference of percentiles', () => {
    const direct = oneTo(100);
    const via = direct.map((d) => d + 2).reverse();
    expect(abLatency(direct, via)).toEqual({
      calls: 100,
      direct: { p50: 50, p99: 99 },
      via: { p50: 52, p99: 101 },
      addedP50: 2,
      addedP99: 2,
    });
  });
});
