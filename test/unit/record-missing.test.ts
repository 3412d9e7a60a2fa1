// `npm run record -- --missing` records only the rules that have no recording yet (what `npm run generate` runs for a
// new rule): the selection, and the two answers that need no run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseRunArgs } from '../../src/cli/args.js';
import { conformanceCommand } from '../../src/cli/conformance.js';
import { narrowsRules, selectRules } from '../../src/cli/selection.js';
import { recordingPath } from '../../src/recording/file.js';
import { rulesFor } from '../../src/rules/index.js';

const set = mkdtempSync(join(tmpdir(), 'vts-missing-'));
const emailRules = rulesFor('emailBasic').map((r) => r.id);
const recorded = (id: string) => {
  const path = recordingPath(set, 'emailBasic', id);
  mkdirSync(join(set, 'emailBasic'), { recursive: true });
  writeFileSync(path, '{}');
};
const before = process.env.VTS_RECORDINGS_DIR;
beforeAll(() => {
  process.env.VTS_RECORDINGS_DIR = set;
});
afterEach(() => rmSync(join(set, 'emailBasic'), { recursive: true, force: true }));
afterAll(() => {
  if (before === undefined) delete process.env.VTS_RECORDINGS_DIR;
  else process.env.VTS_RECORDINGS_DIR = before;
  rmSync(set, { recursive: true, force: true });
});

describe('record --missing', () => {
  it('selects the rules with no recording in the set, and narrows the run', () => {
    recorded('emailBasic.email.missing');
    const args = parseRunArgs(['--operation', 'emailBasic', '--missing']);
    expect(selectRules(args).map((r) => r.id)).toEqual(emailRules.filter((id) => id !== 'emailBasic.email.missing'));
    expect(narrowsRules(args)).toBe(true);
  });

  it('says there is nothing to record when every selected rule has one (exit 0)', async () => {
    for (const id of emailRules) recorded(id);
    const said: string[] = [];
    expect(await conformanceCommand(['--operation', 'emailBasic', '--missing'], (l) => said.push(l), { record: true })).toBe(0);
    expect(said).toEqual(['every selected rule has a recording: nothing to record']);
  });

  it('is a usage error without --record (exit 2)', async () => {
    const said: string[] = [];
    expect(await conformanceCommand(['--missing'], (l) => said.push(l))).toBe(2);
    expect(said).toEqual(['error VTS_ERR_USAGE: --missing selects the rules with no recording: use it with npm run record']);
  });
});
