// Issue 51, item 1: `npm run drift` writes drift.md, drift.json and allure-results/ into the reports folder, so it takes
// the folder's lock as a run does: beside a command holding it, it writes nothing and names the holder, exit 2.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { recordingsDir } from '../../../src/base/paths.js';
import { holdReportsFolder } from '../../../src/base/reports-lock.js';
import { driftCommand } from '../../../src/cli/drift.js';

const reports = mkdtempSync(join(tmpdir(), 'vts-drift-lock-'));
afterAll(() => rmSync(reports, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const drift = async () => {
  const lines: string[] = [];
  // The committed set against itself: no difference, and nothing sent.
  const code = await driftCommand([recordingsDir(), recordingsDir()], (line) => lines.push(line));
  return { code, lines };
};

describe('drift beside another command on the reports folder', () => {
  it('writes nothing and says the folder is busy, exit 2; once it is free, writes its reports', async () => {
    vi.stubEnv('VTS_REPORTS_DIR', reports);
    const release = holdReportsFolder(reports, 'a test folder');
    try {
      const busy = await drift();
      expect(busy.code, busy.lines.join('\n')).toBe(2);
      expect(busy.lines.at(-1)).toMatch(/^error VTS_ERR_REPORTS: another command is writing the reports folder /);
      expect(existsSync(join(reports, 'drift.md'))).toBe(false);
    } finally {
      release();
    }
    const free = await drift();
    expect(free.code, free.lines.join('\n')).toBe(0);
    expect(existsSync(join(reports, 'drift.md'))).toBe(true);
  }, 60_000);
});
