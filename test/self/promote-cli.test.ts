// npm run record:promote as a user runs it (issue 34, items 7 and 8): it names the folder it promoted into, whatever
// VTS_RECORDINGS_DIR says, and a VTS_RECORDINGS_DIR that is a symbolic link stays one, swapped in one rename.
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingsDir, ROOT } from '../../src/base/paths.js';
import { runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-promote-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FILE = 'cacBasic/cacBasic.rc.empty.json';

/** A set of one recording, and a candidate that changes it. */
function setAndCandidate(name: string) {
  const parent = join(scratch, name);
  const set = join(parent, 'store');
  const candidate = join(parent, 'candidate');
  mkdirSync(join(set, 'cacBasic'), { recursive: true });
  cpSync(join(recordingsDir(), FILE), join(set, FILE));
  const changed = JSON.parse(readFileSync(join(recordingsDir(), FILE), 'utf8'));
  changed.seed += 1;
  mkdirSync(join(candidate, 'cacBasic'), { recursive: true });
  writeFileSync(join(candidate, FILE), JSON.stringify(changed));
  return { parent, set, candidate, after: JSON.stringify(changed) };
}

describe('npm run record:promote', () => {
  it('names the folder it promoted into, not fixtures/recordings', async () => {
    const { set, candidate } = setAndCandidate('named');
    const run = await runInProcess(['record:promote', candidate], { VTS_RECORDINGS_DIR: set });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`git diff ${set}`);
    expect(run.output).not.toContain('fixtures/recordings');
  });

  it('names the folder relative to the working directory when it lies under it', async () => {
    const { set, candidate } = setAndCandidate('under');
    // Under the working directory, and not in the user's reports/.
    const inside = join(ROOT, 'node_modules', '.cache', 'vts', `promote-cli-${process.pid}`);
    cpSync(set, inside, { recursive: true });
    try {
      const run = await runInProcess(['record:promote', candidate], { VTS_RECORDINGS_DIR: inside });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`git diff ${relative(process.cwd(), inside)}`);
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });

  it('swaps a VTS_RECORDINGS_DIR that is a link by its link: still a link, as relative as it was, to the new set', async () => {
    const { parent, candidate, after } = setAndCandidate('link');
    const link = join(parent, 'recordings');
    symlinkSync('store', link);
    const run = await runInProcess(['record:promote', candidate], { VTS_RECORDINGS_DIR: link });
    expect(run.code, run.output).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const pointsAt = readlinkSync(link);
    expect(pointsAt).toMatch(/^store\./);
    expect(readFileSync(join(link, FILE), 'utf8')).toBe(after);
    // The old folder is gone, and nothing of the swap is left beside either.
    expect(readdirSync(parent).sort()).toEqual(['candidate', pointsAt, 'recordings'].sort());
  });
});
