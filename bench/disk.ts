// The disk the gate writes its reports to: a replay gate creates about 720 small files (its Allure results and
// attachments), its floor none. On ext4 without a journal (this machine's root file system) each create passes over the
// inodes freed in the last 60 s, or 360 s while their inode table block is unwritten (fs/ext4/ialloc.c,
// recently_deleted; a perf profile of slow creates is mostly that function). So for up to six minutes after a large
// removal (a clone, node_modules, an earlier bench's scratch folder) the gate's files take 0.1-0.5 s instead of 0.02 s
// and its ratio to the floor reads 0.3-0.4 higher. Measured: 14,400 files removed, then 40 files created every 15 s:
// 640 µs a file at once, 40-170 µs until 300 s, 24-29 µs from 330 s on.
import { existsSync, mkdirSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A create at this speed or better is the settled disk's (24-29 µs here; 40-640 µs after a removal). */
const SETTLED_US = 50;
const PROBE = 200;
const EVERY_MS = 10_000;
/** A line of progress every third probe. */
const SAY_EVERY = 3;
/** Past the 360 s a dirty inode table block keeps a freed inode "recent", with a margin. */
export const SETTLE_MAX_MS = 420_000;

/** ms to create `count` small files in the new folder `dir` (kept: removing them would slow the next creates). */
export function createFiles(dir: string, count: number): number {
  mkdirSync(dir);
  const body = '{}'.padEnd(2048);
  const started = performance.now();
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `${i}.json`), body);
  return performance.now() - started;
}

/** Linux's dev_t split into the "major:minor" that /sys/dev/block is keyed by. */
export const majorMinor = (dev: number): string => {
  const d = BigInt(dev);
  const major = ((d >> 8n) & 0xfffn) | ((d >> 32n) & ~0xfffn);
  const minor = (d & 0xffn) | ((d >> 12n) & ~0xffn);
  return `${major}:${minor}`;
};

/**
 * Whether `path` lies on ext4 without a journal, the file systems whose creates skip recently freed inodes: ext4 lists
 * each device it has mounted under /proc/fs/ext4/<name>, jbd2 each journal under /proc/fs/jbd2/<name>-<inode>. False
 * wherever that cannot be told (not Linux, not a block device).
 */
export function onJournalLessExt4(path: string, proc = '/proc', sys = '/sys'): boolean {
  try {
    const device = realpathSync(join(sys, 'dev', 'block', majorMinor(statSync(path).dev)));
    const name = device.slice(device.lastIndexOf('/') + 1);
    if (!existsSync(join(proc, 'fs', 'ext4', name))) return false;
    const journals = join(proc, 'fs', 'jbd2');
    return !(existsSync(journals) && readdirSync(journals).some((j) => j.startsWith(`${name}-`)));
  } catch {
    return false;
  }
}

/** What settleDisk uses, replaceable in a test. */
export interface Settling {
  maxMs: number;
  /** Whether this disk skips recently freed inodes at all. */
  applies: (dir: string) => boolean;
  /** µs a file to create PROBE files in the new folder `dir`. */
  probe: (dir: string) => number;
  sleep: (ms: number) => Promise<unknown>;
  now: () => number;
}

const SETTLING: Settling = {
  maxMs: SETTLE_MAX_MS,
  applies: onJournalLessExt4,
  probe: (dir) => (createFiles(dir, PROBE) * 1000) / PROBE,
  sleep,
  now: () => performance.now(),
};

/**
 * On ext4 without a journal, waits until files are created at the settled speed, at most `maxMs`, saying what it waits
 * for: the figures then compare the gate with its floor, not with the last removal. A first probe at that speed ends it
 * at once; after a slow one, two in a row (a probe's folder may land in a block group the removal missed). Returns the
 * ms waited, and whether the disk settled.
 */
export async function settleDisk(
  dir: string,
  say: (line: string) => void,
  options: Partial<Settling> = {},
): Promise<{ waitedMs: number; settled: boolean }> {
  const { maxMs, applies, probe, sleep: wait, now } = { ...SETTLING, ...options };
  const started = now();
  if (maxMs <= 0 || !applies(dir)) return { waitedMs: 0, settled: true };
  let fastInARow = 0;
  for (let i = 0; ; i++) {
    const perFileUs = probe(join(dir, `settle-${i}`));
    fastInARow = perFileUs <= SETTLED_US ? fastInARow + 1 : 0;
    const waitedMs = now() - started;
    if (fastInARow === (i === 0 ? 1 : 2)) return { waitedMs, settled: true };
    if (waitedMs >= maxMs) return { waitedMs, settled: false };
    if (i === 0)
      say(
        `the disk: ${perFileUs.toFixed(0)} µs a file created (settled: <= ${SETTLED_US}); this ext4 has no journal and skips inodes freed in the last minutes: waiting for that to pass, up to ${Math.round(maxMs / 60_000)} min (VTS_BENCH_SETTLE_S=0 skips the wait)`,
      );
    else if (i % SAY_EVERY === 0) say(`  ${(waitedMs / 1000).toFixed(0)} s: ${perFileUs.toFixed(0)} µs a file`);
    await wait(EVERY_MS);
  }
}

/** The wait, said after the disk's figures: nothing when there was none to speak of. */
export function settledText({ waitedMs, settled }: { waitedMs: number; settled: boolean }): string {
  const s = (waitedMs / 1000).toFixed(0);
  if (!settled) return `; it did not settle in ${s} s (files freed in the minutes before are in the gate's figure)`;
  return waitedMs >= 1000 ? `, after ${s} s waiting for it to settle` : '';
}
