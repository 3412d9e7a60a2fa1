// Estimates the IJG quality of a JPEG from its luminance quantisation table (the usual way tools such as ImageMagick
// do): the table is the standard one (ITU T.81 Annex K) scaled by 5000/q below 50 and by 200 - 2q above.
const STANDARD_LUMINANCE_SUM = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112,
  100, 103, 99,
].reduce((a, b) => a + b, 0);

export function jpegQuality(bytes: Buffer): number {
  let at = 2;
  while (at + 4 <= bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xffdb && bytes[at + 4] === 0) {
      let sum = 0;
      for (let i = 0; i < 64; i++) sum += bytes[at + 5 + i] ?? 0;
      const scale = (sum * 100) / STANDARD_LUMINANCE_SUM;
      return Math.round(scale <= 100 ? (200 - scale) / 2 : 5000 / scale);
    }
    at += 2 + length;
  }
  throw new Error('no 8-bit luminance quantisation table (DQT 0) in the JPEG');
}
