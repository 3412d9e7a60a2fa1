import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { majorMinor, onJournalLessExt4, settledText, settleDisk } from '../../../bench/disk.js';

describe('majorMinor', () => {
  it("splits Linux's dev_t as /sys/dev/block names devices", () => {
    expect(majorMinor(254 << 8)).toBe('254:0'); // vda
    expect(majorMinor((259 << 8) | 3)).toBe('259:3'); // nvme0n1p3
    expect(majorMinor(0x100000 | (8 << 8) | 0x10)).toBe('8:272'); // a minor past 255
  });
});

describe('onJournalLessExt4', () => {
  let root: string;
  let proc: string;
  let sys: string;

  // A /proc and /sys of our own where the temp folder's device is "vdz", mounted as ext4.
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vts-disk-'));
    proc = join(root, 'proc');
    sys = join(root, 'sys');
    const device = join(sys, 'devices', 'virtio', 'block', 'vdz');
    mkdirSync(device, { recursive: true });
    mkdirSync(join(sys, 'dev', 'block'), { recursive: true });
    symlinkSync(device, join(sys, 'dev', 'block', majorMinor(statSync(root).dev)));
    mkdirSync(join(proc, 'fs', 'ext4', 'vdz'), { recursive: true });
    mkdirSync(join(proc, 'fs', 'jbd2'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is true for ext4 with no journal of its device', () => {
    mkdirSync(join(proc, 'fs', 'jbd2', 'vdz1-8')); // another device's journal
    expect(onJournalLessExt4(root, proc, sys)).toBe(true);
  });

  it('is false where jbd2 lists a journal of the device', () => {
    mkdirSync(join(proc, 'fs', 'jbd2', 'vdz-8'));
    expect(onJournalLessExt4(root, proc, sys)).toBe(false);
  });

  it('is false for a device ext4 has not mounted, and where the device cannot be found', () => {
    rmSync(join(proc, 'fs', 'ext4', 'vdz'), { recursive: true });
    expect(onJournalLessExt4(root, proc, sys)).toBe(false);
    expect(onJournalLessExt4(root, proc, join(root, 'elsewhere'))).toBe(false);
  });
});

describe('settleDisk', () => {
  /** A disk whose probes take `perFileUs` in turn (the last one from then on), on a clock the waits move. */
  function disk(perFileUs: number[], applies = true) {
    let clock = 0;
    const probes: string[] = [];
    const said: string[] = [];
    const options = {
      maxMs: 60_000,
      applies: () => applies,
      probe: (dir: string) => (probes.push(dir), perFileUs[Math.min(probes.length, perFileUs.length) - 1] ?? 0),
      sleep: async (ms: number) => void (clock += ms),
      now: () => clock,
    };
    const settle = (more: Partial<typeof options> = {}) => settleDisk('/scratch', (l) => said.push(l), { ...options, ...more });
    return { settle, probes, said };
  }

  it('does not wait when the first probe is fast, nor where the disk does not skip freed inodes', async () => {
    const fast = disk([30]);
    expect(await fast.settle()).toEqual({ waitedMs: 0, settled: true });
    expect([fast.probes.length, fast.said]).toEqual([1, []]);
    const journalled = disk([400], false);
    expect(await journalled.settle()).toEqual({ waitedMs: 0, settled: true });
    expect(journalled.probes).toEqual([]);
  });

  it('after a slow probe, waits for two fast ones in a row, saying why and how to skip', async () => {
    const d = disk([400, 45, 120, 40, 30]);
    expect(await d.settle()).toEqual({ waitedMs: 40_000, settled: true });
    expect(d.probes).toHaveLength(5);
    expect(d.said[0]).toMatch(/400 µs a file.*no journal.*VTS_BENCH_SETTLE_S=0/);
    expect(d.said.slice(1)).toEqual(['  30 s: 40 µs a file']); // progress every 30 s
  });

  it('gives up at the most it may wait, and waits not at all when that is 0', async () => {
    expect(await disk([400]).settle()).toEqual({ waitedMs: 60_000, settled: false });
    const none = disk([400]);
    expect(await none.settle({ maxMs: 0 })).toEqual({ waitedMs: 0, settled: true });
    expect(none.probes).toEqual([]);
  });
});

describe('settledText', () => {
  it('says a wait and a disk that did not settle, and nothing without a wait', () => {
    expect(settledText({ waitedMs: 0, settled: true })).toBe('');
    expect(settledText({ waitedMs: 95_400, settled: true })).toBe(', after 95 s waiting for it to settle');
    expect(settledText({ waitedMs: 421_000, settled: false })).toMatch(/did not settle in 421 s/);
  });
});
