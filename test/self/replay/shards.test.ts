// Sharding is vitest's: two `--shard k/2` runs, merged from their blob reports, give every rule its replay verdict
// once (test/self/replay/same-verdicts.test.ts holds an unsharded run to the same verdicts); a missing shard makes the
// merge incomplete (exit 2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerdictsFile } from '../../../src/gate/case-record.js';
import { allRules } from '../../../src/rules/index.js';
import { type CliRun, runCli } from '../cli.js';

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
    runs = await Promise.all([1, 2].map((k) => conformance(`s${k}`, '--shard', `${k}/2`)));
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('each run a part, and their merge every rule once, with its replay verdict', async () => {
    for (const r of runs) expect(r.code, r.output).toBe(0);
    const shards = [1, 2].map((k) => verdicts(join(scratch, `s${k}`)).cases);
    expect(shards.every((cases) => cases.length > 0 && cases.length < allRules().length)).toBe(true);
    const merged = await merge('--out', join(scratch, 'merged'), ...[1, 2].map((k) => join(scratch, `s${k}`)));
    expect(merged.code, merged.output).toBe(0);
    const expected = allRules().map((r) => (r.strength === 'probe' ? `${r.id}=spec-gap/pass` : `${r.id}=pass/pass`));
    expect(verdicts(join(scratch, 'merged'))).toEqual({ cases: expected.sort(), complete: true });
    expect(shards.flat().sort()).toEqual(expected.sort());
  }, 60_000);

  it('call a merge with a shard missing incomplete (exit 2)', async () => {
    const out = join(scratch, 'partial');
    const merged = await merge('--out', out, join(scratch, 's1'));
    expect(merged.code, merged.output).toBe(2);
    expect(verdicts(out).complete).toBe(false);
  }, 60_000);
});
