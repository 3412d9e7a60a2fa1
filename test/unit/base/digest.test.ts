// sha256Of: once per bytes object, and large bytes equal to ones hashed before take their hash without hashing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { knownSha256, sha256Of } from '../../../src/base/digest.js';

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const large = (fill: number) => new Uint8Array(100_000).fill(fill);

describe('sha256Of', () => {
  it('gives the hash of small and large bytes, of a copy of known bytes, and of other bytes of the same length', () => {
    const small = new Uint8Array([1, 2, 3]);
    expect(sha256Of(small)).toBe(hash(small));
    const a = large(7);
    expect(sha256Of(a)).toBe(hash(a));
    expect(sha256Of(Uint8Array.from(a))).toBe(hash(a));
    const b = large(7);
    b[99_999] = 8;
    expect(sha256Of(b)).toBe(hash(b));
    expect(sha256Of(Buffer.from(b))).toBe(hash(b));
  });

  it('takes a copy’s hash from the equal bytes it was told the hash of (a cache named by the hash)', () => {
    const kept = large(9);
    knownSha256(kept, 'f'.repeat(64));
    expect(sha256Of(Buffer.from(kept))).toBe('f'.repeat(64));
  });
});
