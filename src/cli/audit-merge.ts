// `npm run report:merge` over the reports folders of `vts audit --shard k/n` runs: every shard's records, already
// judged and privacy-safe, go through the audit's sinks again as one run's, and the tallies add up. A flow split over
// two shards' files stays as each shard judged it.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { VtsError } from '../base/errors.js';
import { mergedTallies } from '../audit/merge-tallies.js';
import type { AuditRecord, AuditTally } from '../audit/types.js';
import { AUDIT_FILES, openAuditSinks } from '../output/audit/index.js';
import { say } from './say.js';

/** A reports folder an audit wrote (its tally), and not a conformance run's. */
export const isAuditShard = (dir: string): boolean => existsSync(join(dir, AUDIT_FILES.tally));

const RERUN = 're-run that shard: npm run audit -- --shard k/n (with the files and flags it ran with), then merge again';

function tallyOf(dir: string): AuditTally {
  const file = join(dir, AUDIT_FILES.tally);
  if (!existsSync(join(dir, AUDIT_FILES.ndjson)))
    throw new VtsError('VTS_ERR_USAGE', `${join(dir, AUDIT_FILES.ndjson)} does not exist: ${RERUN}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AuditTally;
  } catch {
    throw new VtsError('VTS_ERR_USAGE', `${file} is no audit tally: ${RERUN}`);
  }
}

/** Every shard k/n of one n, each once. */
export function allShards(shards: (string | undefined)[]): boolean {
  const split = shards.map((s) => s?.split('/'));
  const counts = new Set(split.map((s) => s?.[1]));
  const seen = new Set(split.map((s) => s?.[0]));
  return (
    split.every((s) => s !== undefined) &&
    counts.size === 1 &&
    seen.size === shards.length &&
    Number([...counts][0]) === shards.length
  );
}

export async function mergeAuditShards(dirs: string[], outDir: string, out: (line: string) => void): Promise<number> {
  if (dirs.some((d) => resolve(d) === resolve(outDir)))
    throw new VtsError('VTS_ERR_USAGE', `${outDir} is one of the shards: give this merge a folder of its own: --out <dir>`);
  const tallies = dirs.map(tallyOf);
  const sinks = openAuditSinks({ dir: outDir });
  let n = 0;
  for (const dir of dirs) {
    const lines = createInterface({ input: createReadStream(join(dir, AUDIT_FILES.ndjson)), crlfDelay: Infinity });
    for await (const line of lines) if (line !== '') sinks.add({ ...(JSON.parse(line) as AuditRecord), n: ++n });
  }
  const started = Math.min(...tallies.map((t) => Date.parse(t.startedAt)));
  const tally = {
    ...mergedTallies(
      tallies,
      tallies.flatMap((t) => t.files),
      started,
    ),
    // The runners ran side by side: the merged run took as long as its longest shard.
    durationMs: Math.max(...tallies.map((t) => t.durationMs)),
  };
  const { console: lines } = await sinks.finish(tally);
  for (const line of lines) out(line);
  if (!allShards(tallies.map((t) => t.shard)))
    return say(
      out,
      `audit: incomplete: not every shard k/n of one n was merged, each once (${tallies.map((t) => t.shard ?? 'no --shard').join(', ')}): merge them all`,
      2,
    );
  if (tally.judged === 0) return say(out, 'audit: nothing judged in any shard', 2);
  if ((tally.verdicts['harness-error'] ?? 0) > 0) return 2;
  return (tally.verdicts.violation ?? 0) > 0 ? 1 : 0;
}
