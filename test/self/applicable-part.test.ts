// Issue 50, item 5 (acceptance): a team whose account holds five operations runs them by --operation each night and
// never the whole target. Against a local vendor, the doctor first says the selection has no coverage floor; a first
// run of the five records one; the profile then loses a key, and the next run exits 2 naming the key and its rules; the
// rules given up on purpose stay recorded as selected, so the next night neither holds nor records them again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsOf } from '../../src/cli/doctor/needs.js';
import { allRules } from '../../src/rules/index.js';
import { type CliRun, runCli, runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';
import { type TakeAnything, takeAnythingVendor } from './take-anything-vendor.js';

// Five lookups without uploads; cacBasic's every rule reads the key.
const PART = ['emailBasic', 'secretaryOfStateSearch', 'prefillByMobile', 'fetchUpiIfsc', 'cacBasic'];
const FLAGS = PART.flatMap((op) => ['--operation', op]);
const KEY = 'rcNumber';
const READERS = allRules()
  .filter((r) => PART.includes(r.operation) && needsOf(r).keys.includes(KEY))
  .map((r) => r.id)
  .sort();
const SELECTED = allRules().filter((r) => PART.includes(r.operation)).length;

const scratch = mkdtempSync(join(tmpdir(), 'vts-applicable-part-'));
let vendor: TakeAnything;
let env: Record<string, string>;
/** The set as the first run wrote it. */
let firstSet: { rules: string[]; selected: string[] };
const runs: Partial<Record<'doctorBefore' | 'first' | 'doctorAfter' | 'lost' | 'update' | 'givenUp', CliRun>> = {};
const setPath = () => join(scratch, 'baseline', 'live.applicable.json');
const shown = (run: CliRun | undefined) => `exit ${run?.code}\n${run?.output.slice(-4000)}`;

function profileWith(key: boolean): void {
  const file = env.VTS_TARGET_PROFILE as string;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, string> };
  if (key) profile.data[KEY] = `${KEY}-4821`;
  else delete profile.data[KEY];
  writeFileSync(file, JSON.stringify(profile));
}

beforeAll(async () => {
  vendor = await takeAnythingVendor();
  env = liveEnv(scratch, { url: vendor.url });
  profileWith(true);
  runs.doctorBefore = await runInProcess(['doctor', ...FLAGS], env);
  // The vendor answers {} to everything: violations (exit 1), not an incomplete run; the floor is recorded all the same.
  runs.first = await runCli(['conformance', '--target', 'live', ...FLAGS], env);
  firstSet = JSON.parse(readFileSync(setPath(), 'utf8')) as typeof firstSet;
  runs.doctorAfter = await runInProcess(['doctor', ...FLAGS], env);
  profileWith(false);
  runs.lost = await runCli(['conformance', '--target', 'live', ...FLAGS], env);
  runs.update = await runInProcess(['applicable:update', '--target', 'live', '--drop', 'cacBasic.*'], env);
  runs.givenUp = await runCli(['conformance', '--target', 'live', ...FLAGS], env);
}, 300_000);
afterAll(async () => {
  await vendor.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the coverage floor of a part of the live target (issue 50, item 5)', () => {
  it('before any run, the doctor says the selection has no floor', () => {
    expect(runs.doctorBefore?.output, shown(runs.doctorBefore)).toMatch(
      new RegExp(
        `^hint: no coverage floor for ${SELECTED} of the ${SELECTED} rules of this selection in .*live\\.applicable\\.json`,
        'm',
      ),
    );
  });

  it('a first complete run of the five records their floor and says to commit it', () => {
    expect(runs.first?.code, shown(runs.first)).toBe(1);
    expect(runs.first?.output).toMatch(
      new RegExp(
        `^coverage: recorded the floor of ${SELECTED} rule\\(s\\) this part judged first .*live\\.applicable\\.json: commit it`,
        'm',
      ),
    );
    expect(firstSet.selected).toHaveLength(SELECTED);
    expect(firstSet.rules).toEqual(expect.arrayContaining(READERS));
  });

  it('then the doctor says nothing of a floor', () => {
    expect(runs.doctorAfter?.output, shown(runs.doctorAfter)).not.toMatch(/no coverage floor/);
  });

  it('the key gone: exit 2, naming the key and each of its rules', () => {
    expect(runs.lost?.code, shown(runs.lost)).toBe(2);
    const line = runs.lost?.output.split('\n').find((l) => l.startsWith('incomplete run:')) ?? '';
    expect(line, shown(runs.lost)).toMatch(
      new RegExp(
        `^incomplete run: ${READERS.length} rule\\(s\\) of .*live\\.applicable\\.json did not run, lacking test data "${KEY}": ${READERS.join(', ').replace(/\./g, '\\.')}: `,
      ),
    );
  });

  it('given up with applicable:update --drop: held no more, still selected, and not recorded again', () => {
    expect(runs.update?.code, shown(runs.update)).toBe(0);
    const set = JSON.parse(readFileSync(setPath(), 'utf8')) as { rules: string[]; selected: string[] };
    expect(set.rules.filter((id) => READERS.includes(id))).toEqual([]);
    expect(set.selected).toHaveLength(SELECTED);
    expect(runs.givenUp?.code, shown(runs.givenUp)).toBe(1);
    expect(runs.givenUp?.output).not.toMatch(/incomplete run|recorded the floor/);
  });
});
