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

/** A re-recording keeps an answer's latency bucket while its time stays within this factor of the bucket's bounds: a
 * loaded machine or a vendor's jitter changes no byte; a vendor gone from 1 s to 15 s moves it, and drift shows it. */
const KEPT_WITHIN_FACTOR = 4;

/** The bucket of an answer of `ms`, or `before` (the bucket its recording had) while `ms` is near that bucket. */
export function keptBucket(ms: number, before: string | undefined): LatencyBucket {
  const at = LATENCY_BUCKETS.findIndex((b) => b.label === before);
  if (at < 0) return latencyBucket(ms);
  const lower = at === 0 ? 0 : (LATENCY_BUCKETS[at - 1] as (typeof LATENCY_BUCKETS)[number]).below;
  const bucket = LATENCY_BUCKETS[at] as (typeof LATENCY_BUCKETS)[number];
  return ms >= lower / KEPT_WITHIN_FACTOR && ms < bucket.below * KEPT_WITHIN_FACTOR ? bucket.label : latencyBucket(ms);
}
