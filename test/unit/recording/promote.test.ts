// record:promote adopts a candidate set atomically: its files replace the same rules', the others stay, and whatever
// fails leaves the old set whole.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { readSet } from '../../../src/drift/sets.js';
import { promoteRecordings, recordingFilesOf } from '../../../src/recording/promote.js';

const COMMITTED = join(ROOT, 'fixtures', 'recordings');
const A = 'emailBasic/emailBasic.email.missing.json';
const B = 'emailBasic/emailBasic.email.malformed.json';
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function sets() {
  scratch = mkdtempSync(join(tmpdir(), 'vts-promote-'));
  const target = join(scratch, 'recordings');
  const candidate = join(scratch, 'candidate');
  for (const f of [A, B]) {
    mkdirSync(join(target, 'emailBasic'), { recursive: true });
    cpSync(join(COMMITTED, f), join(target, f));
  }
  mkdirSync(join(candidate, 'emailBasic'), { recursive: true });
  const changed = JSON.parse(readFileSync(join(COMMITTED, A), 'utf8'));
  changed.seed += 1;
  writeFileSync(join(candidate, A), JSON.stringify(changed));
  mkdirSync(join(candidate, 'cacBasic'));
  cpSync(join(COMMITTED, 'cacBasic/cacBasic.rc.missing.json'), join(candidate, 'cacBasic/cacBasic.rc.missing.json'));
  return { target, candidate, before: readFileSync(join(target, A), 'utf8') };
}

describe('promoteRecordings', () => {
  it('replaces the candidate rules, adds the new ones and keeps the rest', () => {
    const { target, candidate } = sets();
    expect(promoteRecordings(candidate, target)).toEqual({ replaced: 1, added: 1, unchanged: 0, cleared: [] });
    expect(recordingFilesOf(target)).toEqual(['cacBasic/cacBasic.rc.missing.json', B, A].sort());
    expect(readFileSync(join(target, A), 'utf8')).toBe(readFileSync(join(candidate, A), 'utf8'));
    // Neither the staged copy nor the old set is left beside it.
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'recordings']);
  });

  it('refuses a candidate with a file that is not a recording, touching nothing', () => {
    const { target, candidate, before } = sets();
    writeFileSync(join(candidate, 'emailBasic', 'broken.json'), '{"not":"a recording"}');
    expect(() => promoteRecordings(candidate, target)).toThrow(/broken\.json/);
    expect(readFileSync(join(target, A), 'utf8')).toBe(before);
    expect(recordingFilesOf(target)).toEqual([B, A].sort());
  });

  it('puts the old set back when the swap fails', () => {
    const { target, candidate, before } = sets();
    let calls = 0;
    const failingSecond: typeof renameSync = (from, to) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      renameSync(from, to);
    };
    expect(() => promoteRecordings(candidate, target, failingSecond)).toThrow(/old set is back in place: disk full/);
    expect(readFileSync(join(target, A), 'utf8')).toBe(before);
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'recordings']);
    expect(recordingFilesOf(target)).toEqual([B, A].sort());
  });

  // Issue 34, item 7: a set behind a link is swapped by its link, so a failed swap leaves the linked folder as it was.
  it('keeps a linked set whole when the swap of its link fails', () => {
    const { target, candidate, before } = sets();
    const store = join(scratch, 'store');
    renameSync(target, store);
    symlinkSync('store', target);
    let calls = 0;
    const failingSecond: typeof renameSync = (from, to) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      renameSync(from, to);
    };
    expect(() => promoteRecordings(candidate, target, failingSecond)).toThrow(/old set is still in place: disk full/);
    expect(readlinkSync(target)).toBe('store');
    expect(recordingFilesOf(store)).toEqual([B, A].sort());
    expect(readFileSync(join(store, A), 'utf8')).toBe(before);
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'recordings', 'store']);
  });

  it('refuses an empty or missing candidate', () => {
    const { target } = sets();
    expect(() => promoteRecordings(join(scratch, 'nowhere'), target)).toThrow(/nowhere does not exist/);
    mkdirSync(join(scratch, 'empty'));
    expect(() => promoteRecordings(join(scratch, 'empty'), target)).toThrow(/empty holds no recording/);
  });

  // Issue 18 item 7.
  it.for([
    [
      'a file',
      (candidate: string, outside: string) => symlinkSync(join(outside, 'a.json'), join(candidate, 'emailBasic', 'linked.json')),
    ],
    ['a folder', (candidate: string, outside: string) => symlinkSync(outside, join(candidate, 'linkedOperation'))],
  ] as const)('refuses a candidate holding a link to %s outside it, in one line, touching nothing', ([, link]) => {
    const { target, candidate, before } = sets();
    const outside = join(scratch, 'outside');
    mkdirSync(outside);
    cpSync(join(COMMITTED, A), join(outside, 'a.json'));
    link(candidate, outside);
    expect(() => promoteRecordings(candidate, target)).toThrow(/is a symbolic link: .*copy the file itself/);
    expect(() => readSet(candidate)).toThrow(/is a symbolic link/);
    expect(readFileSync(join(target, A), 'utf8')).toBe(before);
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'outside', 'recordings']);
  });

  it('clears what a promote killed mid-copy left beside the set', () => {
    const { target, candidate } = sets();
    const leftover = join(scratch, '.recordings-promote-999999');
    cpSync(target, leftover, { recursive: true });
    expect(promoteRecordings(candidate, target)).toMatchObject({ cleared: ['.recordings-promote-999999'] });
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'recordings']);
  });

  it('puts back the old set a promote killed mid-swap had moved aside', () => {
    const { target, candidate, before } = sets();
    renameSync(target, join(scratch, '.recordings-old-999999'));
    expect(promoteRecordings(candidate, target)).toMatchObject({ restored: '.recordings-old-999999', replaced: 1 });
    expect(recordingFilesOf(target)).toEqual(['cacBasic/cacBasic.rc.missing.json', B, A].sort());
    expect(readFileSync(join(target, B), 'utf8')).toBeDefined();
    expect(readFileSync(join(target, A), 'utf8')).not.toBe(before);
    expect(readdirSync(scratch).sort()).toEqual(['candidate', 'recordings']);
  });

  // Issue 34, item 7: another promote's copy is not a leftover while its process runs.
  it('refuses to start while another promote is under way on the set, touching nothing', () => {
    const { target, candidate, before } = sets();
    const theirs = join(scratch, `.recordings-promote-${process.pid}`);
    cpSync(target, theirs, { recursive: true });
    expect(() => promoteRecordings(candidate, target)).toThrow(/another promote \(pid \d+\) is under way/);
    expect(readFileSync(join(target, A), 'utf8')).toBe(before);
    expect(readdirSync(scratch).sort()).toEqual(['.recordings-promote-' + process.pid, 'candidate', 'recordings'].sort());
  });

  it('builds its copies where git ignores them', () => {
    const paths = [
      'fixtures/.recordings-promote-4242/x.json',
      'fixtures/.recordings-old-4242/x.json',
      'fixtures/.recordings-link-4242',
    ];
    const ignored = execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd: ROOT, encoding: 'utf8' });
    expect(ignored.trim().split('\n')).toEqual(paths);
  });
});
