// Issue 34, item 7: a promote killed between its two renames leaves the set only as `.<name>-old-<pid>`. The next
// command that reads the set puts it back (its promote's process gone) and says so once, or names the leftovers and
// what to do; it never advises recording a set that is only moved aside.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../src/base/paths.js';
import { runCli, runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-killed-promote-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The pid of a process that has ended: what a promote killed mid-swap leaves in its leftovers' names. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

/** A set of one operation's recordings, under its own folder, moved aside as a killed promote leaves it. */
function killedMidSwap(name: string, pids: number[] = [deadPid()]) {
  const parent = join(scratch, name);
  const set = join(parent, 'recordings');
  mkdirSync(parent);
  cpSync(join(recordingsDir(), 'cacBasic'), join(set, 'cacBasic'), { recursive: true });
  for (const pid of pids) cpSync(set, join(parent, `.recordings-old-${pid}`), { recursive: true });
  rmSync(set, { recursive: true });
  return { parent, set, aside: pids.map((pid) => `.recordings-old-${pid}`) };
}

describe('the next command after a promote killed between its two renames', () => {
  it('a replay puts the set back, says so once, and runs: exit 0', async () => {
    const { parent, set, aside } = killedMidSwap('replay');
    const run = await runCli(['conformance', '--operation', 'cacBasic'], {
      VTS_RECORDINGS_DIR: set,
      VTS_REPORTS_DIR: join(scratch, 'replay-reports'),
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toContain('npm run record');
    expect(run.output.match(new RegExp(`${aside[0]}.*is back`, 'g')) ?? []).toHaveLength(1);
    expect(readdirSync(parent)).toEqual(['recordings']);
  }, 60_000);

  it('drift puts the set back and compares it: exit 0', async () => {
    const { parent, set } = killedMidSwap('drift');
    const candidate = join(scratch, 'drift-candidate');
    cpSync(join(recordingsDir(), 'cacBasic'), join(candidate, 'cacBasic'), { recursive: true });
    const run = await runInProcess(['drift', set, candidate], { VTS_REPORTS_DIR: join(scratch, 'drift-reports') });
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toContain('record one');
    expect(run.output).toMatch(/\.recordings-old-\d+.*is back/);
    expect(run.output).toContain('no difference');
    expect(readdirSync(parent)).toEqual(['recordings']);
  });

  it('with two sets moved aside, names both and the move that restores one: exit 2, nothing renamed', async () => {
    const { parent, set, aside } = killedMidSwap('two', [deadPid(), deadPid()]);
    const run = await runInProcess(['drift', set, set], { VTS_REPORTS_DIR: join(scratch, 'two-reports') });
    expect(run.code, run.output).toBe(2);
    for (const name of aside) expect(run.output).toContain(name);
    expect(run.output).toMatch(/mv \S+\.recordings-old-\d+ \S+recordings/);
    expect(run.output).not.toContain('record one');
    expect(readdirSync(parent).sort()).toEqual([...aside].sort());
  });

  it('with the set in place and a leftover beside it, names the leftover and what to do, and runs', async () => {
    const { parent, set, aside } = killedMidSwap('both');
    cpSync(join(parent, aside[0] as string), set, { recursive: true });
    const run = await runInProcess(['drift', set, set], { VTS_REPORTS_DIR: join(scratch, 'both-reports') });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(new RegExp(`${aside[0]}.*(rm -r|npm run record:promote)`));
    expect(existsSync(join(parent, aside[0] as string))).toBe(true);
  });

  it('while its promote is still running, renames nothing and says to wait: exit 2', async () => {
    const { parent, set } = killedMidSwap('running', [process.pid]);
    const run = await runInProcess(['drift', set, set], { VTS_REPORTS_DIR: join(scratch, 'running-reports') });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain(`pid ${process.pid}`);
    expect(existsSync(set)).toBe(false);
    renameSync(join(parent, `.recordings-old-${process.pid}`), set);
  });
});
