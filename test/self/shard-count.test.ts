// A shard that can select no suite file (issue 34, item 8): `--shard 1/999` is a usage error naming the largest count
// the run's files allow, before anything starts, and the reports of the last run stay as they were.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { runCli } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-shard-count-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const SUITE_FILES = readdirSync(join(ROOT, 'suites')).filter((f) => f.endsWith('.conformance.ts')).length;

/** A reports folder holding an earlier run's verdicts.json. */
function earlierRun(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'verdicts.json'), 'an earlier run');
  return dir;
}

describe('--shard with more shards than suite files', () => {
  it('1/999 is a usage error that names the largest count, and starts nothing', async () => {
    const dir = earlierRun('all');
    const run = await runCli(['conformance', '--shard', '1/999'], { VTS_REPORTS_DIR: dir });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain(`--shard 1/999: this run has ${SUITE_FILES} suite files, so n can be at most ${SUITE_FILES}`);
    expect(run.output).not.toContain('vts-conformance:');
    expect(run.output).not.toMatch(/must be a smaller than/);
    expect(readFileSync(join(dir, 'verdicts.json'), 'utf8')).toBe('an earlier run');
    expect(existsSync(join(dir, 'blob'))).toBe(false);
  }, 60_000);

  it('counts the files the selection runs: one operation is one file', async () => {
    const dir = earlierRun('one');
    const run = await runCli(['conformance', '--operation', 'cacBasic', '--shard', '2/2'], { VTS_REPORTS_DIR: dir });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('--shard 2/2: this run has 1 suite file, so n can be at most 1');
    expect(readFileSync(join(dir, 'verdicts.json'), 'utf8')).toBe('an earlier run');
  }, 60_000);
});
