// The figures of an A/B latency run: the same request direct and through the proxy, alternating, and what the proxy
// adds at the 50th and 99th percentiles (a difference of two percentiles of the same run, not a percentile of
// differences: the two halves are separate calls).

/** The p-th percentile (0 < p <= 100) by nearest rank: a time one of the calls took. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] as number;
}

export interface AbLatency {
  calls: number;
  direct: { p50: number; p99: number };
  via: { p50: number; p99: number };
  /** via − direct, ms. */
  addedP50: number;
  addedP99: number;
}

export function abLatency(direct: readonly number[], via: readonly number[]): AbLatency {
  const of = (xs: readonly number[]) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99) });
  const [d, v] = [of(direct), of(via)];
  return { calls: Math.min(direct.length, via.length), direct: d, via: v, addedP50: v.p50 - d.p50, addedP99: v.p99 - d.p99 };
}
