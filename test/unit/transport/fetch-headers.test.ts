// Replay's headers without fetch: the same record as fetch's Headers gives, or the same TypeError, for any names and values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asFetchHeaders } from '../../../src/transport/fetch-headers.js';

function viaHeaders(given: Record<string, string>): Record<string, string> | string {
  try {
    const out: Record<string, string> = {};
    new Headers(given).forEach((value, name) => {
      out[name] = value;
    });
    return out;
  } catch (err) {
    return `${(err as Error).constructor.name}: ${(err as Error).message}`;
  }
}

function viaOwn(given: Record<string, string>): Record<string, string> | string {
  try {
    return asFetchHeaders(given);
  } catch (err) {
    return `${(err as Error).constructor.name}: ${(err as Error).message}`;
  }
}

const text = (units: string[]) => fc.string({ unit: fc.constantFrom(...units), maxLength: 6 });
const name = fc.oneof(text(['a', 'B', '-', 'x', ' ', ':', 'é']), fc.constantFrom('appKey', 'AppKey', 'appkey', 'content-type'));
const value = text(['v', ' ', '\t', '\n', '\r', '\0', 'é', '€', '\u0007', '"', ',']);

describe('asFetchHeaders', () => {
  it("gives what fetch's Headers gives, or throws what it throws, for any headers", () => {
    fc.assert(
      fc.property(fc.dictionary(name, value, { maxKeys: 4 }), (given) => {
        const expected = viaHeaders(given);
        expect(viaOwn(given)).toEqual(expected);
        if (typeof expected !== 'string') expect(Object.keys(viaOwn(given) as object)).toEqual(Object.keys(expected));
      }),
      { numRuns: 2000 },
    );
  });
});
