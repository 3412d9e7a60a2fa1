// nock's "is this body text?" is answered by node:buffer's isUtf8 in replay (src/recording/nock-utf8.ts): the same
// answer as nock's own decode-and-re-encode test, for any bytes.
import fc from 'fast-check';
import { createRequire } from 'node:module';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { bytesBehind, roundTripUtf8 } from '../../../src/recording/nock-utf8.js';

const common = createRequire(import.meta.url)('nock/lib/common.js') as { isUtf8Representable: (b: Buffer) => boolean };

const samples = [
  Buffer.from('--boundary\r\ncontent-disposition: form-data; name="a"\r\n\r\nnaïve ✓ 😀\r\n--boundary--', 'utf8'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]), // a JPEG's first bytes
  Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate: not UTF-8
  Buffer.from([0xc0, 0xaf]), // an overlong "/"
  Buffer.from([0xef, 0xbb, 0xbf, 0x41]), // a byte-order mark, kept by both
  Buffer.alloc(0),
];

describe("nock's UTF-8 test in replay", () => {
  it('is replaced (a nock upgrade that stops reading it from lib/common.js shows here as a slower replay, not a wrong one)', () => {
    expect(common.isUtf8Representable).not.toBe(roundTripUtf8);
  });

  it('answers as nock’s round trip does, for chosen and arbitrary bytes', () => {
    for (const b of samples) expect(common.isUtf8Representable(b), b.toString('hex')).toBe(roundTripUtf8(b));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.string({ unit: 'binary' }), (bytes, text) => {
        const a = Buffer.from(bytes);
        const t = Buffer.from(text, 'utf8');
        return common.isUtf8Representable(a) === roundTripUtf8(a) && common.isUtf8Representable(t) === roundTripUtf8(t);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a matcher back the bytes behind the hex nock made of the body it last tested, and any other body as it is', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);
    expect(common.isUtf8Representable(jpeg)).toBe(false);
    expect(bytesBehind(jpeg.toString('hex'))).toBe(jpeg);
    expect(bytesBehind('--b\r\n')).toBe('--b\r\n');
    expect(common.isUtf8Representable(Buffer.from('{"a":1}'))).toBe(true);
    expect(bytesBehind(jpeg.toString('hex'))).toBe(jpeg.toString('hex'));
  });

  it('hands the matchers of a request a short stand-in for its binary body, which bytesBehind turns back into the bytes', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x80)]);
    let seen = '';
    class Spy extends RegExp {
      override test(body: string): boolean {
        seen = body;
        return true;
      }
    }
    nock('http://binary-body.test').post('/upload', new Spy('')).reply(200, 'ok');
    try {
      const res = await fetch('http://binary-body.test/upload', { method: 'POST', body: bytes });
      expect(await res.text()).toBe('ok');
      expect(seen.length).toBeLessThan(100);
      expect(bytesBehind(seen)).toEqual(bytes);
    } finally {
      nock.cleanAll();
    }
  });
});
