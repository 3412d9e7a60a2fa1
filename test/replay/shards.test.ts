// Sharding: three shards merged give the verdict counts of one unsharded run, and a missing shard makes the merge incomplete.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conformanceCommand } from '../../src/cli/conformance.js';
import { mergeCommand } from '../../src/cli/merge.js';
import type { VerdictsFile } from '../../src/report/verdicts-json.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-shards-'));
const quiet = () => {};
const counts = (dir: string) => {
  const file: VerdictsFile = JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8'));
  return { cases: file.cases.map((c) => `${c.ruleId}=${c.verdict}`).sort(), complete: file.complete };
};
async function runIn(dir: string, argv: string[]): Promise<number> {
  process.env.VTS_REPORTS_DIR = dir;
  try {
    return await conformanceCommand(argv, quiet);
  } finally {
    delete process.env.VTS_REPORTS_DIR;
  }
}

describe('shards', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('merge to the same verdicts as one unsharded run', async () => {
    expect(await runIn(join(scratch, 'whole'), [])).toBe(0);
    for (const k of [1, 2, 3]) expect(await runIn(join(scratch, `s${k}`), ['--shard', `${k}/3`])).toBe(0);
    const shardSizes = [1, 2, 3].map((k) => counts(join(scratch, `s${k}`)).cases.length);
    expect(Math.max(...shardSizes) - Math.min(...shardSizes)).toBeLessThanOrEqual(1);
    const merged = join(scratch, 'merged');
    expect(await mergeCommand(['--out', merged, ...[1, 2, 3].map((k) => join(scratch, `s${k}`))], quiet)).toBe(0);
    expect(counts(merged)).toEqual(counts(join(scratch, 'whole')));
  });

  it('call a merge with a shard missing incomplete (exit 2)', async () => {
    const out = join(scratch, 'partial');
    expect(await mergeCommand(['--out', out, join(scratch, 's1'), join(scratch, 's3')], quiet)).toBe(2);
    expect(counts(out).complete).toBe(false);
  });
});
