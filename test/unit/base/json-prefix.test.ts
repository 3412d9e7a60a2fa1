// jsonPrefix: the start of a value, as far as an excerpt reads it (issue 34, item 3: a probe's 120-character quote of
// a 10 MB answer cloned the whole answer twice).
import { describe, expect, it } from 'vitest';
import { jsonPrefix } from '../../../src/base/json-text.js';

describe('jsonPrefix', () => {
  it('copies a value whose JSON is shorter than asked whole', () => {
    const value = { a: [1, 'two', { three: null }], b: true };
    expect(jsonPrefix(value, 1000)).toEqual(value);
  });

  it('keeps the JSON text of a long value the same at its start, for at least the characters asked', () => {
    const value = { items: Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i}` })), after: 'x' };
    const text = JSON.stringify(value);
    const start = JSON.stringify(jsonPrefix(value, 500));
    expect(start.length).toBeGreaterThanOrEqual(500);
    expect(start.length).toBeLessThan(1500);
    expect(text.startsWith(start.slice(0, 500))).toBe(true);
  });

  it('cuts a long string, and keeps a key named __proto__ as a key', () => {
    const value = JSON.parse(`{"__proto__": "${'y'.repeat(10_000)}"}`) as Record<string, string>;
    const start = jsonPrefix(value, 100) as Record<string, string>;
    expect(Object.keys(start)).toEqual(['__proto__']);
    expect(start['__proto__']?.length).toBeLessThanOrEqual(100);
  });
});
