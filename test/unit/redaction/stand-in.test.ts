// Stand-ins keep a value's format and nothing of what it says; a stand-in of a stand-in is itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standIn, standInNumber } from '../../../src/redaction/index.js';
import { anyStandIn } from '../../../src/redaction/stand-in.js';

describe('standIn', () => {
  it('keeps the format of an email, a phone and an id, from the shape only', () => {
    expect(standIn('John.Doe@example.com', 'email')).toBe('Xxxx.Xxx@xxxxxxx.xxx');
    expect(standIn('+91 98765-43210', 'phone')).toBe('+98 76543-21098');
    expect(standIn('ABCDE1234F', 'idNumber')).toBe('XXXXX9876X');
    expect(standIn('Ana Li')).toBe(standIn('Bob Ng'));
  });

  it('is idempotent: a stand-in of a stand-in is itself', () => {
    for (const v of ['John.Doe@example.com', '+91 98765-43210', 'Zoë Ñúñez', 'ABCDE1234F', 'x'.repeat(200)]) {
      const once = standIn(v, 'name');
      expect(standIn(once, 'name')).toBe(once);
      expect(once).toHaveLength(v.length);
    }
    const image = standIn(`data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`, 'image');
    expect(image).toHaveLength(64);
    expect(standIn(image, 'image')).toBe(image);
  });
});

describe('standInNumber', () => {
  it('keeps a number a number, with no leading zero', () => {
    expect(standInNumber(9123456780, 'phone')).toBe(9876543210);
    expect(standInNumber(standInNumber(4711, 'account') as number, 'account')).toBe(9876);
  });
});

describe('standIn of ASCII values', () => {
  it('is what the Unicode classes of each character make of any value', () =>
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 90 }), fc.string({ unit: 'binary', maxLength: 40 })),
        fc.constantFrom(undefined, 'name', 'image'),
        (value, kind) => {
          expect(standIn(value, kind)).toBe(anyStandIn(value, kind));
        },
      ),
      { numRuns: 2000 },
    ));
});
