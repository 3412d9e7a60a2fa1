// The merge's check of a shard's blob report, on small hand-flattened blobs (test/self/baseline-merge-shards.test.ts
// does it on a real shard): vitest's version first, then every test's case entry.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkShardBlob } from '../../../src/gate/shard-blob.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-blob-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** flatted's form of [version, [file], [], null, 1, {}], the file holding one test whose meta.vts is `entry`. */
const blob = (version: string, entry: Record<string, unknown>): string => {
  const keys = Object.keys(entry);
  const table: unknown[] = [
    ['1', '2', '3', null, 1, '4'],
    version,
    ['5'],
    [],
    {},
    { type: '6', name: '7', tasks: '8' },
    'suite',
    'suites/login.conformance.ts',
    ['9'],
    { type: '10', name: '11', meta: '12' },
    'test',
    'login.request.valid: a valid login',
    { vts: '13' },
    null,
  ];
  const vts: Record<string, unknown> = {};
  for (const key of keys) {
    const value = entry[key];
    vts[key] = typeof value === 'string' ? String(table.push(value) - 1) : value;
  }
  table[13] = vts;
  return JSON.stringify(table);
};
const entry = { ruleId: 'login.request.valid', operation: 'login', verdict: 'pass', outcome: 'pass', violations: [] };
const check = (content: string) => {
  const path = join(scratch, `blob-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, content);
  return () => checkShardBlob(path, '4.1.12', 'FIX');
};

describe('checkShardBlob', () => {
  it('passes a blob of this vitest whose case entries fit', () => {
    expect(check(blob('4.1.12', entry))).not.toThrow();
  });
  it('names another vitest version', () =>
    expect(check(blob('3.2.4', entry))).toThrow(/was written by vitest 3\.2\.4, this checkout runs 4\.1\.12: FIX$/));
  it('names the test whose case entry does not fit', () =>
    expect(check(blob('4.1.12', { ...entry, verdict: 'great' }))).toThrow(
      /: test "login\.request\.valid: a valid login": \/verdict must be equal to one of the allowed values: FIX$/,
    ));
  it('refuses JSON that is not a blob, and a cut-short file', () => {
    expect(check('{"a":1}')).toThrow(/is not a vitest blob report: FIX$/);
    expect(check('["a"]')).toThrow(/is not a vitest blob report: FIX$/);
    expect(check(blob('4.1.12', entry).slice(0, 40))).toThrow(/is not valid JSON \(.+\): FIX$/);
  });
});
