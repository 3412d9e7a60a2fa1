// The tallies of the audit's workers (or of CI runners' shards) as one: counts summed, the unmatched paths merged by
// path, the first few kept.
import type { AuditTally, Unmatched } from './types.js';

/** Paths and unreadable entries named; the rest counted. */
export const NAMED = 20;

export function mergedTallies(tallies: AuditTally[], files: string[], startedMs: number): AuditTally {
  const sum = (k: 'read' | 'judged' | 'skipped' | 'outside') => tallies.reduce((n, t) => n + t[k], 0);
  const unmatched = new Map<string, Unmatched>();
  for (const u of tallies.flatMap((t) => t.unmatched)) {
    const key = `${u.method} ${u.host}${u.path}`;
    const seen = unmatched.get(key);
    if (seen !== undefined) seen.count += u.count;
    else if (unmatched.size < NAMED) unmatched.set(key, { ...u });
  }
  const verdicts: AuditTally['verdicts'] = {};
  for (const t of tallies)
    for (const [v, n] of Object.entries(t.verdicts))
      verdicts[v as keyof typeof verdicts] = (verdicts[v as keyof typeof verdicts] ?? 0) + n;
  return {
    startedAt: new Date(startedMs).toISOString(),
    durationMs: Date.now() - startedMs,
    files,
    read: sum('read'),
    judged: sum('judged'),
    skipped: sum('skipped'),
    outside: sum('outside'),
    unmatched: [...unmatched.values()],
    unreadable: {
      count: tallies.reduce((n, t) => n + t.unreadable.count, 0),
      first: tallies.flatMap((t) => t.unreadable.first).slice(0, NAMED),
    },
    verdicts,
  };
}
