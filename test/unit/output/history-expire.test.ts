// Issue 51, item 6: each narrowed selection (a reproduce line, a one-off --rule) leaves a series file in the history
// folder; past SELECTIONS_KEPT of them, the least recently written go, in passing/ too, never a target's own trend.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expireSelections, SELECTIONS_KEPT } from '../../../src/output/allure/history.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-history-expire-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file written `age` seconds ago. */
function written(path: string, age: number): void {
  writeFileSync(path, '{}\n');
  const at = Date.now() / 1000 - age;
  utimesSync(path, at, at);
}

describe('expireSelections', () => {
  it(`keeps the ${SELECTIONS_KEPT} narrowed series written last, their stamps with them, and every target's trend`, () => {
    mkdirSync(join(dir, 'passing'));
    const extra = 3;
    // rule-0 is the newest, rule-22 the oldest.
    for (let i = 0; i < SELECTIONS_KEPT + extra; i++) {
      written(join(dir, `live.rule-r${i}.jsonl`), i * 60);
      written(join(dir, `live.rule-r${i}.jsonl.last`), i * 60);
      written(join(dir, 'passing', `live.rule-r${i}.jsonl`), i * 60);
    }
    for (const target of ['live', 'replay']) written(join(dir, `${target}.jsonl`), 10_000);
    written(join(dir, 'passing', 'live.jsonl'), 10_000);

    const gone = expireSelections(dir);
    expect(gone).toHaveLength(2 * extra);
    const left = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
    expect(left).toHaveLength(SELECTIONS_KEPT + 2);
    expect(left).toEqual(expect.arrayContaining(['live.jsonl', 'replay.jsonl', 'live.rule-r0.jsonl']));
    for (let i = SELECTIONS_KEPT; i < SELECTIONS_KEPT + extra; i++) {
      expect(existsSync(join(dir, `live.rule-r${i}.jsonl`))).toBe(false);
      expect(existsSync(join(dir, `live.rule-r${i}.jsonl.last`))).toBe(false);
      expect(existsSync(join(dir, 'passing', `live.rule-r${i}.jsonl`))).toBe(false);
    }
    expect(existsSync(join(dir, 'passing', 'live.jsonl'))).toBe(true);
    expect(expireSelections(dir)).toEqual([]);
  });
});
