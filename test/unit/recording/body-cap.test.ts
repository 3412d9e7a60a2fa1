// A recording is held to the body cap before it is replayed (issue 34, item 8): a file far over the cap is refused by
// its size without being read, one over the cap by the answer it holds, one under it as it is.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { readWithinCap, UNREAD_OVER_CAPS } from '../../../src/recording/body-cap.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-body-cap-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const COMMITTED = join(ROOT, 'fixtures', 'recordings', 'cacBasic', 'cacBasic.rc.empty.json');
const KiB = 1024;

describe('readWithinCap', () => {
  it('reads a recording under the cap', () => {
    expect(readWithinCap(COMMITTED, 10 * KiB).ruleId).toBe('cacBasic.rc.empty');
  });

  it('refuses a file far over the cap by its size alone: a file that is not even JSON is not parsed', () => {
    const path = join(scratch, 'cacBasic.rc.empty.json');
    writeFileSync(path, 'x'.repeat(UNREAD_OVER_CAPS * KiB + 1));
    expect(() => readWithinCap(path, KiB)).toThrow(/over 8 × the 0\.001 MB body cap: too large to replay, not read; raise/);
  });

  it('refuses an answer over the cap, naming its size and the rule to re-record', () => {
    const path = join(scratch, 'answer', 'cacBasic.rc.empty.json');
    cpSync(COMMITTED, path);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    file.steps[0].interactions[0].response = 'x'.repeat(3 * KiB);
    writeFileSync(path, JSON.stringify(file));
    expect(() => readWithinCap(path, 2 * KiB)).toThrow(
      /recorded response of 0\.003 MB is over the 0\.002 MB body cap.*npm run record -- --rule cacBasic\.rc\.empty/,
    );
  });
});
