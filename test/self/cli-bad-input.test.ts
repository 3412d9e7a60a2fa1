// Commands on bad input (issue 19, item 9): each is one line naming the fix, exit 2, and nothing is rewritten or started.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { type CliRun, runCli, runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-bad-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const noStack = (run: CliRun) => expect(run.output).not.toMatch(/^\s+at |node:internal/m);

describe('baseline:update', () => {
  const baselineDir = join(scratch, 'baseline');
  const reports = join(scratch, 'reports');
  const before = JSON.stringify({ target: 'replay', accepted: {} });
  let run: CliRun;
  beforeAll(async () => {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(join(baselineDir, 'replay.verdicts.json'), before);
    run = await runCli(['conformance', '--operation', 'cacBasic'], { VTS_REPORTS_DIR: reports });
  }, 60_000);

  it('without --target names the flag and rewrites nothing', async () => {
    expect(run.code, run.output).toBe(0);
    const update = await runInProcess(['baseline:update'], { VTS_REPORTS_DIR: reports, VTS_BASELINE_DIR: baselineDir });
    expect(update.code, update.output).toBe(2);
    expect(update.output).toContain('--target <replay|sandbox|live>');
    expect(readFileSync(join(baselineDir, 'replay.verdicts.json'), 'utf8')).toBe(before);
  });

  it('--target mars is an unknown target, not a run to make first', async () => {
    const update = await runInProcess(['baseline:update', '--target', 'mars'], {
      VTS_REPORTS_DIR: reports,
      VTS_BASELINE_DIR: baselineDir,
    });
    expect(update.code, update.output).toBe(2);
    expect(update.output).toContain('unknown target "mars"');
    expect(update.output).not.toContain('run it against mars');
    expect(existsSync(join(baselineDir, 'mars.verdicts.json'))).toBe(false);
  });
});

describe('record --help', () => {
  it("shows record's own usage, its default target sandbox and its exit 1", async () => {
    const run = await runInProcess(['record', '--help']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/^Usage: npm run record/m);
    expect(run.output).toContain('default: sandbox');
    expect(run.output).toContain('npm run drift next');
  });
});

describe('paths outside the working directory', () => {
  it('are shown as they are, not as ../../…', async () => {
    const dir = join(scratch, 'elsewhere-reports');
    const run = await runCli(['conformance', '--operation', 'cacBasic'], { VTS_REPORTS_DIR: dir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`reports: ${join(dir, 'verdicts.json')}`);
    expect(run.output).not.toContain('../');
  });
});

describe('record:promote', () => {
  it('of a folder that does not exist says so', async () => {
    const run = await runInProcess(['record:promote', join(scratch, 'no-such-candidate')], {
      VTS_RECORDINGS_DIR: join(scratch, 'recordings'),
    });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('does not exist');
    expect(run.output).not.toContain('holds no recording');
  });
});

describe('a sandbox fault id with a typo', () => {
  const TYPO = 'authToken-expiry-one-rejectd';

  it('in VTS_SANDBOX_FAULTS of a run is one line naming the closest id', async () => {
    const run = await runCli(['conformance', '--target', 'sandbox', '--operation', 'authToken'], {
      VTS_SANDBOX_FAULTS: TYPO,
      VTS_REPORTS_DIR: join(scratch, 'typo-run'),
    });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('did you mean "authToken-expiry-one-rejected"?');
    expect(run.output).not.toContain('authToken-resume-enum-422');
    noStack(run);
  });

  it('in npm run sandbox -- --faults is the same line, and no sandbox starts', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--faults', TYPO], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, VTS_SANDBOX_FAULTS: '' },
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('did you mean "authToken-expiry-one-rejected"?');
    expect(run.stderr.split('\n').every((l) => l.length < 300)).toBe(true);
    expect(run.stdout).not.toMatch(/listening/i);
  });
});
