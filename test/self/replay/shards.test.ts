// Sharding is vitest's: two `--shard k/2` runs, merged from their blob reports, give every rule its replay verdict
// once (test/self/replay/same-verdicts.test.ts holds an unsharded run to the same verdicts); a missing shard makes the
// merge incomplete (exit 2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerdictsFile } from '../../../src/gate/case-record.js';
import { SERIES_FILE } from '../../../src/output/allure/trend-series.js';
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

  it("a merge of a narrowed run's shards is narrowed: its selection kept, its trend the selection's (issue 51, item 4)", async () => {
    const narrowed = await Promise.all(
      [1, 2].map((k) => conformance(`n${k}`, '--operation', 'login', '--operation', 'emailBasic', '--shard', `${k}/2`)),
    );
    for (const r of narrowed) expect(r.code, r.output).toBe(0);
    const out = join(scratch, 'narrowed');
    const merged = await merge('--out', out, ...[1, 2].map((k) => join(scratch, `n${k}`)));
    expect(merged.code, merged.output).toBe(0);
    const file = JSON.parse(readFileSync(join(out, 'verdicts.json'), 'utf8')) as VerdictsFile;
    expect(file.selection).toBe('--operation login --operation emailBasic');
    expect(readFileSync(join(out, 'allure-results', SERIES_FILE), 'utf8')).toContain(
      'replay.operation-login.operation-emailBasic',
    );
    const mixed = await merge('--out', join(scratch, 'mixed'), join(scratch, 'n1'), join(scratch, 's2'));
    expect(mixed.code, mixed.output).toBe(2);
    expect(mixed.output).toMatch(
      /the shards ran different selections \(--operation login --operation emailBasic; the whole target\)/,
    );
  }, 120_000);
});
