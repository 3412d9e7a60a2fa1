// Issue 35, item 1 (acceptance): coverage cannot shrink silently. Against a local vendor, a first whole live run records
// the rules it judged in <baseline dir>/live.applicable.json; the profile then loses one key, and the next run exits 2
// naming the rules that did not run and the key; a run narrowed to other rules holds only those; the key back, exit 0.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsOf } from '../../src/cli/doctor/needs.js';
import { allRules } from '../../src/rules/index.js';
import { type CliRun, runCli, runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';
import { type TakeAnything, takeAnythingVendor } from './take-anything-vendor.js';

// cacBasic's every rule reads it: the key gone, a whole operation is not-applicable (the case).
const KEY = 'rcNumber';
const READERS = allRules()
  .filter((r) => needsOf(r).keys.includes(KEY))
  .map((r) => r.id)
  .sort();

const scratch = mkdtempSync(join(tmpdir(), 'vts-applicable-'));
let vendor: TakeAnything;
let env: Record<string, string>;
const runs: Partial<Record<'first' | 'lost' | 'narrowed' | 'restored', CliRun>> = {};

const setPath = () => join(scratch, 'baseline', 'live.applicable.json');
const heldRules = (): string[] => (JSON.parse(readFileSync(setPath(), 'utf8')) as { rules: string[] }).rules;
const live = (args: string[] = []) => runCli(['conformance', '--target', 'live', ...args], env);
// The run's own lines, without the baseline's one-per-rule notes that would fill the message.
const shown = (run: CliRun | undefined) =>
  `exit ${run?.code}\n${run?.output
    .split('\n')
    .filter((l) => !l.startsWith('accepted by verdict only') && !l.startsWith('accepted deviation'))
    .join('\n')
    .slice(-4000)}`;

/** The keys read as files: left out of the profile, their rules are not-applicable in every run alike. */
const FILE_KEYS = new Set(allRules().flatMap((r) => needsOf(r).files));

/** The profile, with `KEY` or without it. */
function profileWith(key: boolean): void {
  const file = env.VTS_TARGET_PROFILE as string;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, string> };
  if (key) profile.data[KEY] = `${KEY}-4821`;
  else delete profile.data[KEY];
  // Whole runs without the uploads (thirteen of 6 MB each): what the set holds does not hang on which rules upload.
  for (const file of FILE_KEYS) delete profile.data[file];
  writeFileSync(file, JSON.stringify(profile));
}

/** What the first run found accepted, by verdict alone, so that the vendor's deviations (it answers `{}`) pass the gate. */
function acceptFirstRun(): void {
  const run = JSON.parse(readFileSync(join(scratch, 'reports', 'verdicts.json'), 'utf8')) as {
    cases: { ruleId: string; verdict: string }[];
  };
  const accepted = Object.fromEntries(
    run.cases
      .filter((c) => ['violation', 'vendor-fault', 'infra'].includes(c.verdict))
      .map((c) => [c.ruleId, { verdict: c.verdict, reason: 'a local vendor that answers {} to everything' }]),
  );
  mkdirSync(join(scratch, 'baseline'), { recursive: true });
  writeFileSync(join(scratch, 'baseline', 'live.verdicts.json'), JSON.stringify({ target: 'live', accepted }));
}

beforeAll(async () => {
  vendor = await takeAnythingVendor();
  env = liveEnv(scratch, { url: vendor.url });
  profileWith(true);
  runs.first = await live();
  acceptFirstRun();
  profileWith(false);
  runs.lost = await live();
  runs.narrowed = await live(['--operation', 'emailBasic']);
  profileWith(true);
  runs.restored = await live();
}, 300_000);
afterAll(async () => {
  await vendor.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the applicable set of a live target (issue 35, item 1)', () => {
  it('a first whole run records the rules it judged, sorted, and says to commit the file', () => {
    expect(runs.first?.output, shown(runs.first)).toMatch(
      /^coverage: recorded the \d+ rules this run judged in .*live\.applicable\.json: commit it/m,
    );
    const held = heldRules();
    expect(held).toEqual([...held].sort());
    expect(held, "the key's readers ran").toEqual(expect.arrayContaining(READERS));
  });

  it('the profile without the key: exit 2, naming each rule that did not run and the key', () => {
    expect(runs.lost?.code, shown(runs.lost)).toBe(2);
    const line = runs.lost?.output.split('\n').find((l) => l.startsWith('incomplete run:')) ?? '';
    expect(line, shown(runs.lost)).toMatch(
      new RegExp(
        `^incomplete run: ${READERS.length} rule\\(s\\) of .*live\\.applicable\\.json did not run, lacking test data "${KEY}": ${READERS.join(', ').replace(/\./g, '\\.')}: `,
      ),
    );
    expect(runs.lost?.output).toMatch(/applicable:update -- --target live --drop/);
    expect(heldRules(), 'the set is not rewritten by a run').toEqual(expect.arrayContaining(READERS));
  });

  it('a run narrowed to other rules holds only what it selected: exit 0', () => {
    expect(runs.narrowed?.code, shown(runs.narrowed)).toBe(0);
  });

  it('the key back: exit 0', () => {
    expect(runs.restored?.code, shown(runs.restored)).toBe(0);
    expect(runs.restored?.output).not.toMatch(/incomplete run/);
  });
});

describe('npm run applicable:update after the run that lost the key', () => {
  const update = (args: string[], baseline: string) =>
    runInProcess(['applicable:update', '--target', 'live', ...args], {
      VTS_BASELINE_DIR: baseline,
      VTS_REPORTS_DIR: join(scratch, 'lost-reports'),
    });
  const copyOfSet = () => {
    const dir = mkdtempSync(join(scratch, 'update-'));
    cpSync(setPath(), join(dir, 'live.applicable.json'));
    return dir;
  };
  beforeAll(() => {
    // The run that lost the key left its verdicts in reports/ until the restored run replaced them: run it again there.
    profileWith(false);
  });
  afterAll(() => profileWith(true));

  it('names the rules that dropped out and writes nothing until --drop names them; then shows the drop', async () => {
    const lost = await runCli(['conformance', '--target', 'live', '--operation', 'cacBasic'], {
      ...env,
      VTS_REPORTS_DIR: join(scratch, 'lost-reports'),
    });
    expect(lost.code, lost.output).toBe(2);
    const dir = copyOfSet();
    const before = readFileSync(join(dir, 'live.applicable.json'), 'utf8');
    const refused = await update([], dir);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain(`lacking test data "${KEY}": ${READERS.join(', ')}`);
    expect(refused.output).toMatch(/nothing was written/);
    expect(readFileSync(join(dir, 'live.applicable.json'), 'utf8')).toBe(before);
    const dropped = await update(['--drop', 'cacBasic.*'], dir);
    expect(dropped.code, dropped.output).toBe(0);
    expect(dropped.output).toContain(`dropped with --drop (${READERS.length}): ${READERS.join(', ')}`);
    const after = (JSON.parse(readFileSync(join(dir, 'live.applicable.json'), 'utf8')) as { rules: string[] }).rules;
    expect(after.filter((id) => READERS.includes(id))).toEqual([]);
    expect(after.length).toBe(heldRules().length - READERS.length);
  }, 300_000);
});
