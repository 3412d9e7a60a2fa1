// Values made smaller while a finding holds (issue 52, item 3): a text or an array cut to the shortest that holds,
// never to an empty one; a number moved to the bound it passes, or toward the minimum or 0.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../../src/explore/fields.js';
import { smallerValue } from '../../../src/explore/smaller.js';
import type { Value } from '../../../src/model/edits.js';

const field = (more: Partial<Field> = {}): Field => ({
  name: 'f',
  where: 'body',
  type: 'string',
  required: true,
  inBaseline: true,
  ...more,
});

/** `smallerValue` with a predicate, and how many values it asked about. */
async function shrunk(f: Field, value: Value, holds: (v: Value) => boolean): Promise<{ value: Value; asked: number }> {
  let asked = 0;
  const v = await smallerValue(f, value, async (x) => (asked++, holds(x)));
  return { value: v, asked };
}

describe('a smaller value', () => {
  it('cuts a 10,000-character text to the shortest that holds, in a handful of requests', async () => {
    const { value, asked } = await shrunk(field(), 'x'.repeat(10_000), (v) => typeof v === 'string' && v.length > 300);
    expect(value).toBe('x'.repeat(301));
    expect(asked).toBeLessThanOrEqual(24);
  });

  it('keeps the characters that make it fail, wherever they are, and no other', async () => {
    const text = `${'a'.repeat(500)}é${'b'.repeat(500)}`;
    expect((await shrunk(field(), text, (v) => String(v).includes('é'))).value).toBe('é');
    expect((await shrunk(field(), '2500.50', (v) => /\./.test(String(v)) && /\d\./.test(String(v)))).value).toBe('0.');
  });

  it('never makes a text or an array empty', async () => {
    expect((await shrunk(field(), 'abc', () => true)).value).toHaveLength(1);
    expect((await shrunk(field({ type: 'array' }), [1, 2, 3], () => true)).value).toHaveLength(1);
  });

  it('cuts an array to the items it needs', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect((await shrunk(field({ type: 'array' }), items, (v) => Array.isArray(v) && v.includes(7))).value).toEqual([7]);
  });

  it('moves a number to the bound it passes, else toward the minimum or 0', async () => {
    const expiry = field({ type: 'integer', minimum: 1, maximum: 86_400 });
    // The bound first: one request when the finding holds there.
    expect(await shrunk(expiry, 2 ** 53, (v) => Number(v) > 86_400)).toEqual({ value: 86_401, asked: 1 });
    expect((await shrunk(expiry, -(2 ** 31), (v) => Number(v) < 1)).value).toBe(0);
    expect((await shrunk(expiry, 43_200, (v) => Number(v) >= 1)).value).toBe(1);
    // What holds only past 2^31 stops there: the bound is not where the finding is.
    expect((await shrunk(expiry, 2 ** 53, (v) => Number(v) > 2 ** 31)).value).toBe(2 ** 31 + 1);
    expect((await shrunk(field({ type: 'number' }), 12_345, (v) => Number(v) >= 100)).value).toBe(100);
  });

  it('leaves what it cannot make smaller', async () => {
    expect((await shrunk(field(), true, () => true)).value).toBe(true);
    expect((await shrunk(field(), 'a', () => true)).asked).toBe(0);
  });
});
