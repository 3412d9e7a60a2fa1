// Issue 35, item 7: a replay whose recordings folder is missing (or holds none) is one line naming the folder and the
// fix, exit 2, before vitest starts: not a harness error per case under a summary that blames the cases.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-no-recordings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const replay = (set: string, name: string): Promise<CliRun> =>
  runCli(['conformance'], { VTS_RECORDINGS_DIR: set, VTS_REPORTS_DIR: join(scratch, `${name}-reports`) });

/** One line of the harness's own beyond the error: none about cases, nothing for vitest to have run. */
function saysOneLine(run: CliRun, set: string, what: string) {
  expect(run.code, run.output).toBe(2);
  const lines = run.output.trim().split('\n');
  expect(lines, run.output).toEqual([
    `error VTS_ERR_USAGE: VTS_RECORDINGS_DIR=${set} ${what}: a replay answers from recordings: record them with npm run record (or set VTS_RECORDINGS_DIR to a folder of recordings)`,
  ]);
}

describe('a replay without its recordings', () => {
  it('a VTS_RECORDINGS_DIR that names no folder: one line, exit 2', async () => {
    const set = join(scratch, 'no-such-folder');
    saysOneLine(await replay(set, 'missing'), set, 'names no folder');
  }, 120_000);

  it('a folder that holds no recording: one line, exit 2', async () => {
    const set = join(scratch, 'empty');
    mkdirSync(set);
    saysOneLine(await replay(set, 'empty'), set, 'holds no recording');
  }, 120_000);

  it('a file where the folder should be: one line, exit 2', async () => {
    const set = join(scratch, 'a-file');
    writeFileSync(set, '');
    saysOneLine(await replay(set, 'file'), set, 'is not a folder');
  }, 120_000);
});
