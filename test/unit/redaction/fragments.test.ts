// Issue 34, items 1 and 2: the forms a secret takes once encoded, and a secret cut short at the end of a text.
import { describe, expect, it } from 'vitest';
import { createScrubber, REDACTED } from '../../../src/redaction/index.js';

const KEY = 'Kq7/+"\\&=%?~ Zx3Vb9/+Wm2&=Tn';
const scrubber = createScrubber(new Map([[KEY, REDACTED]]));
const json = (s: string) => JSON.stringify(s).slice(1, -1);

/** Every 4-character window of the key, as `encode` writes it: what must not be left of it. */
const windows = (encode: (s: string) => string) => Array.from({ length: KEY.length - 3 }, (_, i) => encode(KEY.slice(i, i + 4)));

describe('a secret in the encodings a leak scanner knows', () => {
  const base64At = (a: number, alphabet: 'base64' | 'base64url') => Buffer.from(`${'x'.repeat(a)}${KEY}y`).toString(alphabet);
  const encodings: [string, string][] = [
    ...[0, 1, 2].flatMap((a): [string, string][] => [
      [`base64 after ${a} bytes`, base64At(a, 'base64')],
      [`base64url after ${a} bytes`, base64At(a, 'base64url')],
    ]),
    ['hex', Buffer.from(KEY).toString('hex')],
    ['HEX', Buffer.from(KEY).toString('hex').toUpperCase()],
    ['URL-encoded twice', encodeURIComponent(encodeURIComponent(KEY))],
    ['URL-encoded twice, lower-case hex', encodeURIComponent(encodeURIComponent(KEY)).toLowerCase()],
    [
      'a JWT whose payload holds it',
      ['{"alg":"none"}', JSON.stringify({ sub: 'x', appKey: KEY })].map((p) => Buffer.from(p).toString('base64url')).join('.'),
    ],
    ['lower-cased (a header name)', encodeURIComponent(KEY).toLowerCase()],
  ];
  it.for(encodings)('%s is scrubbed', ([, written]) => {
    const out = scrubber.text(`before ${written} after`);
    expect(out).toContain(REDACTED);
    expect(out.length).toBeLessThan(`before ${written} after`.length - 10);
  });
});

describe('a secret cut short at the end of a text the vendor wrote', () => {
  it.for(Array.from({ length: KEY.length - 1 }, (_, i) => i + 1))('%i characters of it: none of 4 left', (n) => {
    for (const text of [
      `invalid appKey ${KEY.slice(0, n)}`,
      `invalid appKey ${KEY.slice(0, n)}...`,
      `{"k":"${json(KEY.slice(0, n))}"}`,
    ]) {
      const out = scrubber.echo(text);
      for (const w of [...windows((s) => s), ...windows(json)]) expect(out, text).not.toContain(w);
    }
  });

  it('in hex, from 8 digits (4 characters of it) on', () => {
    const hex = Buffer.from(KEY).toString('hex');
    expect(scrubber.echo(`id ${hex.slice(0, 8)}`)).toBe(`id ${REDACTED}`);
    expect(scrubber.echo(`id ${hex.slice(0, 7)}`)).toBe(`id ${hex.slice(0, 7)}`);
  });

  it('is left alone in the middle of a text, in a text of the harness (`text`), and under 4 characters', () => {
    expect(scrubber.echo(`Kq7/+ is not the end`)).toBe('Kq7/+ is not the end');
    expect(scrubber.text(`ends in Kq7/+`)).toBe('ends in Kq7/+');
    expect(scrubber.echo(`ends in Kq7`)).toBe('ends in Kq7');
  });

  it('runs through every string and key of a value', () => {
    expect(scrubber.echoValue({ [`k ${KEY.slice(0, 6)}`]: [`v ${KEY.slice(0, 9)}`] })).toEqual({
      [`k ${REDACTED}`]: [`v ${REDACTED}`],
    });
  });
});

describe('clip: scrubbed, then cut', () => {
  it.for(Array.from({ length: 40 }, (_, i) => i + 80))('a cut at %i keeps no 4 characters of the key', (max) => {
    const text = `${'.'.repeat(90)}${KEY}${'.'.repeat(50)}`;
    const out = scrubber.clip(text, max);
    expect(out.length).toBeLessThanOrEqual(max);
    expect(out.endsWith('…')).toBe(true);
    for (const w of windows((s) => s)) expect(out).not.toContain(w);
  });

  it('of a value: each string scrubbed as a text of its own before the JSON is written and cut', () => {
    const value = { fields: Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`raw ${n}`, KEY.slice(0, n)])) };
    const out = scrubber.clipValue(value, 600);
    expect(out.length).toBeLessThanOrEqual(600);
    expect(out).toContain('"raw 3":"Kq7"');
    for (const w of [...windows((s) => s), ...windows(json)]) expect(out).not.toContain(w);
  });

  it('keeps a short text whole, and cuts a long one to the length asked, ending in "…"', () => {
    expect(scrubber.clip('short', 10)).toBe('short');
    expect(scrubber.clip('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
