// parseLean held to JSON.parse: the same value for any JSON text, the same refusal for any text that is not one (texts
// cut, spliced and typed at random from JSON texts), and one shared empty container however many a text has.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { parseLean } from '../../../src/base/lean-json.js';

fc.configureGlobal({ seed: inject('seed') });

/** JSON.parse's reading of a text: its value, or that it refused it. */
const reading = (parse: (text: string) => unknown, text: string) => {
  try {
    return { value: parse(text) };
  } catch {
    return 'refused';
  }
};

/** Any JSON value, strings of any UTF-16 code units (lone surrogates too), written compact or indented. */
const texts = fc
  .tuple(fc.jsonValue({ stringUnit: 'binary', maxDepth: 4 }), fc.constantFrom(undefined, 1, '\t', ' \r\n'))
  .map(([value, indent]) => JSON.stringify(value, null, indent as string | number | undefined));

/** A text near a JSON text: cut, with a character taken out, doubled, or put in at random. */
const nearTexts = fc.oneof(
  fc.tuple(texts, fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1))),
  fc.tuple(texts, fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1)) + t.slice((n % (t.length + 1)) + 1)),
  fc.tuple(texts, fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1)) + t.slice(n % (t.length + 1))),
  fc
    .tuple(texts, fc.nat(), fc.constantFrom(...'{}[],:"\\ 0-+.eE1tfnu\u0000\u00a0x'))
    .map(([t, n, c]) => t.slice(0, n % (t.length + 1)) + c + t.slice(n % (t.length + 1))),
  fc.constantFrom(
    '',
    ' ',
    '01',
    '1.',
    '.1',
    '-',
    '1e',
    '1e+',
    '+1',
    '[1,]',
    '{"a":1,}',
    '[1] [2]',
    'nul',
    'tru',
    '"\\x"',
    '"\\u12"',
    '"a\u0001"',
    '\u00a0[]',
    '\ufeff[]',
    '{"a" 1}',
    '{1:2}',
    "'a'",
    'NaN',
    '[-0]',
    '1E+2',
    '"\u2028"',
  ),
);

describe('parseLean', () => {
  it('reads every JSON text as JSON.parse does', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(parseLean(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every text JSON.parse refuses, and reads the rest as it does', () => {
    fc.assert(
      fc.property(nearTexts, (text) => {
        expect(reading(parseLean, text)).toEqual(reading(JSON.parse, text));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps "__proto__" an own property, as JSON.parse does, not a prototype', () => {
    const value = parseLean('{"__proto__": {"polluted": true}, "a": {"__proto__": []}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(value).toEqual(JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": []}}'));
  });

  it('shares one frozen empty object and one frozen empty array, in a text of any size', () => {
    const text = `[${'{},[],'.repeat(200_000)}{"a": {}, "b": []}]`;
    const value = parseLean(text) as unknown[];
    expect(value).toHaveLength(400_001);
    expect(value[0]).toBe(value[2]);
    expect(value[1]).toBe(value[3]);
    expect((value[400_000] as Record<string, unknown>).a).toBe(value[0]);
    expect(Object.isFrozen(value[0]) && Object.isFrozen(value[1])).toBe(true);
    expect(value).toEqual(JSON.parse(text));
  });
});
