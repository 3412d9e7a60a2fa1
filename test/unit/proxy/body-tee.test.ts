import { describe, expect, it } from 'vitest';
import { BodyTee } from '../../../src/proxy/body-tee.js';

const chunks = () => [Buffer.from('abc'), Buffer.from('defg'), Buffer.from('h')];

describe('BodyTee', () => {
  it('copies a body of a declared length as it streams into one buffer of its own, holding no chunk', () => {
    const tee = new BodyTee(100, 8);
    const seen = chunks();
    for (const c of seen) tee.take(c);
    // A chunk changed after it went through (its memory reused) is not what was seen.
    for (const c of seen) c.fill(0);
    const bytes = tee.bytes();
    expect(bytes?.toString()).toBe('abcdefgh');
    expect(bytes?.buffer.byteLength).toBe(8);
  });

  it('keeps what came of a body cut short of its declared length', () => {
    const tee = new BodyTee(100, 20);
    for (const c of chunks()) tee.take(c);
    expect(tee.bytes()?.toString()).toBe('abcdefgh');
  });

  it('joins a body of no declared length when asked, and keeps none past the cap', () => {
    const open = new BodyTee(100);
    const capped = new BodyTee(5, 8);
    for (const c of chunks()) {
      open.take(c);
      capped.take(c);
    }
    expect(open.bytes()?.toString()).toBe('abcdefgh');
    expect({ over: capped.over, bytes: capped.bytes() }).toEqual({ over: true, bytes: undefined });
    expect(new BodyTee(100, 0).bytes()).toBeUndefined();
  });
});
