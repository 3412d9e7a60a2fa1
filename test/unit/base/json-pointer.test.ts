// RFC 6901 tokens: any key, "~" and "/" included, escapes to a token that reads back as the key, and a pointer built
// of such tokens finds the value again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeToken, lookup, tokensOf, unescapeToken } from '../../../src/base/json-pointer.js';

const keys = fc.oneof(fc.string(), fc.stringMatching(/^[~/01a]{0,8}$/));

describe('JSON pointer tokens', () => {
  it('escape to tokens without "/" that read back as the key', () =>
    fc.assert(
      fc.property(keys, (key) => {
        const token = escapeToken(key);
        expect(token.includes('/')).toBe(false);
        expect(unescapeToken(token)).toBe(key);
      }),
      { numRuns: 500 },
    ));

  it('make pointers that find the value under those keys', () =>
    fc.assert(
      fc.property(fc.array(keys, { minLength: 1, maxLength: 4 }), (path) => {
        const value = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'here');
        const pointer = path.map((k) => `/${escapeToken(k)}`).join('');
        expect(tokensOf(pointer)).toEqual(path);
        expect(lookup(value, pointer)).toEqual({ found: true, value: 'here' });
      }),
      { numRuns: 300 },
    ));
});
