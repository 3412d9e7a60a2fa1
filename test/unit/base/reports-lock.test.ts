// The reports folder's lock (issue 35 item 4): held, it refuses a second holder with one line; released, or left by a
// process that died (not renewed for longer than the stale time), it is taken.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdReportsFolder, LOCK_STALE_MS, REPORTS_LOCK } from '../../../src/base/reports-lock.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const FIX = 'set VTS_REPORTS_DIR';
const ELSEWHERE = 'give this run a folder of its own';

describe('holdReportsFolder', () => {
  it('refuses a folder held, naming the run that holds it; takes it once released', () => {
    const dir = join(scratch, 'held');
    const release = holdReportsFolder(dir, FIX, ELSEWHERE);
    writeFileSync(join(dir, 'IN-PROGRESS'), 'a run against live started at T (pid 7); its cases so far are in cases.ndjson\n');
    expect(() => holdReportsFolder(dir, FIX, ELSEWHERE)).toThrow(
      `another command is writing the reports folder ${dir} (a run against live started at T (pid 7)): wait for it to end, or ${ELSEWHERE}`,
    );
    release();
    release();
    holdReportsFolder(dir, FIX, ELSEWHERE)();
  });

  it('takes over a lock a dead process left, once it is older than the stale time', () => {
    const dir = join(scratch, 'dead');
    mkdirSync(join(dir, REPORTS_LOCK), { recursive: true });
    expect(() => holdReportsFolder(dir, FIX)).toThrow(/: wait for it to end$/);
    const then = new Date(Date.now() - LOCK_STALE_MS - 5_000);
    utimesSync(join(dir, REPORTS_LOCK), then, then);
    holdReportsFolder(dir, FIX)();
  });
});
