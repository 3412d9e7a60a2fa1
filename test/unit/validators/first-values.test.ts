// The start of a large value, for its errors (src/validators/first-values.ts): arrays cut, never emptied, objects whole.
import { describe, expect, it } from 'vitest';
import { firstValues, moreValuesThan } from '../../../src/validators/first-values.js';

describe('moreValuesThan', () => {
  it('counts the value itself and every item and property value at any depth', () => {
    const value = { a: [1, 2, { b: null }], c: 'x' }; // the object, a, 1, 2, {b}, null, c: 7 values
    expect(moreValuesThan(value, 6)).toBe(true);
    expect(moreValuesThan(value, 7)).toBe(false);
    expect(moreValuesThan('text', 0)).toBe(true);
  });
});

describe('firstValues', () => {
  it('gives the value itself, not a copy, when it holds no more', () => {
    const value = { a: [1, 2, { b: [] }], c: 'x' };
    expect(firstValues(value, 8)).toBe(value);
  });

  it('cuts each array after the item that reaches the count, keeping indices and every key of an object', () => {
    const value = { a: [{ x: 1 }, { x: 2 }, { x: 3 }], z: 'kept' };
    // The object (1), a (2), {x:1} and its x (4), {x:2} and its x (6): a ends there; z stays.
    expect(firstValues(value, 5)).toEqual({ a: [{ x: 1 }, { x: 2 }], z: 'kept' });
    expect(value.a).toHaveLength(3);
  });

  it('never empties an array: past the count each keeps its first item, so minItems 1 and maxItems 0 read as before', () => {
    const value = { big: Array.from({ length: 100 }, (_, i) => i), late: [7, 8, 9], none: [] };
    expect(firstValues(value, 10)).toEqual({ big: [0, 1, 2, 3, 4, 5, 6, 7], late: [7], none: [] });
  });

  it('keeps a "__proto__" key as an own property, as JSON.parse does', () => {
    const value = JSON.parse('{"__proto__": [1, 2, 3], "a": 1}') as Record<string, unknown>;
    const cut = firstValues(value, 2) as Record<string, unknown>;
    expect(Object.keys(cut)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(cut)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(cut, '__proto__')?.value).toEqual([1]);
  });
});
