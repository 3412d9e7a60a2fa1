// Issue 50, item 3: an accepted deviation whose rule passes for 7 nights says so in summary.md. The per-series file
// keeps the last 7 complete runs; a rule counts only when it passed in every one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decide } from '../../../src/gate/decide.js';
import { passingFile, recordPassing, RUNS } from '../../../src/output/passing-runs.js';
import { summaryMarkdown } from '../../../src/output/summary-md.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-passing-runs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const night = (n: number) => `2026-05-${String(n).padStart(2, '0')}`;

describe('recordPassing', () => {
  it('names a rule once it passed in this run and the 6 before; one missed night starts it again', () => {
    const file = passingFile(dir, 'live');
    expect(file).toBe(join(dir, 'passing', 'live.jsonl'));
    for (let n = 1; n < RUNS; n++) expect(recordPassing(file, night(n), ['a.b.c', n === 3 ? 'x.y.z' : 'd.e.f'])).toEqual([]);
    expect(recordPassing(file, night(7), ['d.e.f', 'a.b.c'])).toEqual(['a.b.c']);
    expect(recordPassing(file, night(8), ['d.e.f', 'a.b.c'])).toEqual(['a.b.c']);
    expect(recordPassing(file, night(9), ['d.e.f', 'a.b.c'])).toEqual(['a.b.c']);
    expect(recordPassing(file, night(10), ['d.e.f', 'a.b.c'])).toEqual(['a.b.c', 'd.e.f']);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(RUNS);
  });

  it('a damaged line is left out: it breaks a streak, never makes one', () => {
    const file = passingFile(dir, 'sandbox');
    writeFileSync(
      file,
      `${Array.from({ length: 5 }, (_, i) => JSON.stringify({ date: night(i + 1), passed: ['a.b.c'] })).join('\n')}\n{"date":`,
    );
    expect(recordPassing(file, night(6), ['a.b.c'])).toEqual([]);
    expect(recordPassing(file, night(7), ['a.b.c'])).toEqual(['a.b.c']);
  });
});

describe('summary.md', () => {
  it('says which accepted rules passed for the 7 runs, and the command that drops them', () => {
    const gate = decide([], { target: 'live', accepted: {} }, { strict: false });
    const md = summaryMarkdown({ target: 'live', seed: 1, complete: true }, [], gate, {}, ['a.b.c']);
    expect(md).toContain(
      'Passing in this run and the 6 complete runs before it, still accepted: a.b.c: drop them with `npm run baseline:update -- --target live --drop-passing`',
    );
    expect(summaryMarkdown({ target: 'live', seed: 1, complete: true }, [], gate, {})).not.toContain('Passing in this run');
  });
});
