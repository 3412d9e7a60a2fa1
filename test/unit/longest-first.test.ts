// Issue 51, item 11: test/setup/longest-first.ts starts the slowest files first by their paths; a file renamed or
// removed would silently lose its place (and the run its head start), so every path listed must be a test file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { LONGEST } from '../setup/longest-first.js';

describe('the files longest-first.ts starts first', () => {
  it('are each a test file that exists, listed once', () => {
    expect(LONGEST.filter((file) => !file.endsWith('.test.ts') || !existsSync(join(ROOT, file)))).toEqual([]);
    expect(new Set(LONGEST).size).toBe(LONGEST.length);
  });
});
