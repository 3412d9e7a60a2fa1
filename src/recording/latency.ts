// How long an answer took, kept in a recording as a coarse bucket: a vendor that became much slower is drift (notable),
// while the jitter of an unchanged one must not change a byte of a re-recording. Bounds are data.
export const LATENCY_BUCKETS = [
  { below: 3_000, label: 'under 3 s' },
  { below: 30_000, label: '3 to 30 s' },
  { below: Number.POSITIVE_INFINITY, label: '30 s or more' },
] as const;
export type LatencyBucket = (typeof LATENCY_BUCKETS)[number]['label'];

export const latencyBucket = (ms: number): LatencyBucket =>
  (LATENCY_BUCKETS.find((b) => ms < b.below) ?? LATENCY_BUCKETS[2]).label;

/** The bucket's rank, slowest highest: drift compares ranks. */
export const latencyRank = (label: string): number => LATENCY_BUCKETS.findIndex((b) => b.label === label);
