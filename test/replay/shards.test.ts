// Sharding is vitest's: three `--shard k/3` runs, merged from their blob reports, give the verdicts of one unsharded run;
// a missing shard makes the merge incomplete (exit 2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerdictsFile } from '../../src/report/verdicts-json.js';
import { type CliRun, runCli } from '../self/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-shards-'));
const verdicts = (dir: string) => {
  const file: VerdictsFile = JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8'));
  return { cases: file.cases.map((c) => `${c.ruleId}=${c.verdict}/${c.outcome}`).sort(), complete: file.complete };
};
const conformance = (dir: string, ...args: string[]) => runCli(['conformance', ...args], { VTS_REPORTS_DIR: join(scratch, dir) });
const merge = (...args: string[]) => runCli(['merge', ...args]);

describe('shards', () => {
  let runs: CliRun[];
  beforeAll(async () => {
    runs = await Promise.all([conformance('whole'), ...[1, 2, 3].map((k) => conformance(`s${k}`, '--shard', `${k}/3`))]);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('each run, and the merge of the three, give the verdicts of one unsharded run', async () => {
    for (const r of runs) expect(r.code, r.output).toBe(0);
    const shards = [1, 2, 3].map((k) => verdicts(join(scratch, `s${k}`)).cases);
    expect(shards.every((cases) => cases.length > 0)).toBe(true);
    const merged = await merge('--out', join(scratch, 'merged'), ...[1, 2, 3].map((k) => join(scratch, `s${k}`)));
    expect(merged.code, merged.output).toBe(0);
    expect(verdicts(join(scratch, 'merged'))).toEqual(verdicts(join(scratch, 'whole')));
  }, 60_000);

  it('call a merge with a shard missing incomplete (exit 2)', async () => {
    const out = join(scratch, 'partial');
    const merged = await merge('--out', out, join(scratch, 's1'), join(scratch, 's3'));
    expect(merged.code, merged.output).toBe(2);
    expect(verdicts(out).complete).toBe(false);
  }, 60_000);
});
