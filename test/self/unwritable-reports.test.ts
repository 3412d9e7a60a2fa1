// A reports folder a run cannot write (issue 34, item 5): a file in its place, a file on its path, a folder the user
// may not write. Each is one line naming the folder and the fix, exit 2, before the first case, with no stack trace.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-unwritable-reports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const aFile = join(scratch, 'a-file');
writeFileSync(aFile, 'not a folder');

/** The run said one line, naming the folder and the variable that moves it, and stopped there. */
function refused(run: CliRun, folder: string, fix: string): void {
  expect(run.code, run.output).toBe(2);
  const lines = run.output.trim().split('\n');
  expect(lines, run.output).toHaveLength(1);
  expect(lines[0]).toContain(folder);
  expect(lines[0]).toContain(fix);
  expect(run.output).not.toMatch(/^\s+at |node:internal|errno/m);
}

describe('VTS_REPORTS_DIR that cannot be written', () => {
  it('is a file: one line naming it and VTS_REPORTS_DIR, exit 2', async () => {
    const run = await runCli(['conformance', '--operation', 'cacBasic'], { VTS_REPORTS_DIR: aFile });
    refused(run, aFile, 'set VTS_REPORTS_DIR to a folder you can write');
    expect(run.output).toContain('is a file');
  }, 60_000);

  it('lies under a file: the same line', async () => {
    const under = join(aFile, 'reports');
    const run = await runCli(['conformance', '--operation', 'cacBasic'], { VTS_REPORTS_DIR: under });
    refused(run, under, 'set VTS_REPORTS_DIR to a folder you can write');
  }, 60_000);

  // Root writes any folder whatever its mode: as root the folder is made immutable (chattr +i: EPERM, the refusal a
  // user meets as EACCES), which needs no other user able to read the checkout; as anyone else, it is made read-only.
  it('is a folder the user may not write: the same line, and no IN-PROGRESS', async () => {
    const folder = join(scratch, 'not-yours');
    mkdirSync(folder);
    const root = process.getuid?.() === 0;
    if (root) execFileSync('chattr', ['+i', folder]);
    else chmodSync(folder, 0o555);
    let run: CliRun;
    try {
      run = await runCli(['conformance', '--operation', 'cacBasic'], { VTS_REPORTS_DIR: folder });
    } finally {
      if (root) execFileSync('chattr', ['-i', folder]);
      else chmodSync(folder, 0o755);
    }
    refused(run, folder, 'set VTS_REPORTS_DIR to a folder you can write');
    expect(run.output).toContain('permission denied');
    expect(existsSync(join(folder, 'IN-PROGRESS'))).toBe(false);
  }, 60_000);
});

describe('report:merge --out that cannot be written', () => {
  it('is one line naming it and --out, before any shard is read', async () => {
    const run = await runInProcess(['merge', '--out', aFile, join(scratch, 'no-shard')]);
    refused(run, aFile, 'give --out a folder you can write');
  });
});
