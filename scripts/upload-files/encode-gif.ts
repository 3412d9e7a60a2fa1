import omggif from 'omggif';
import type { Raster } from './raster.js';

/** GIF89a through omggif, with a palette of the picture's own colours (the drawings are flat: far fewer than 256). */
export function encodeGif(r: Raster): Buffer {
  const palette: number[] = [];
  const index = new Map<number, number>();
  const pixels = new Array<number>(r.width * r.height);
  for (let p = 0; p < pixels.length; p++) {
    const rgb = ((r.data[p * 4] ?? 0) << 16) | ((r.data[p * 4 + 1] ?? 0) << 8) | (r.data[p * 4 + 2] ?? 0);
    let i = index.get(rgb);
    if (i === undefined) {
      i = palette.length;
      index.set(rgb, i);
      palette.push(rgb);
    }
    pixels[p] = i;
  }
  if (palette.length > 256) throw new Error(`encodeGif: ${palette.length} colours, a GIF holds 256`);
  let size = 2;
  while (size < palette.length) size *= 2;
  while (palette.length < size) palette.push(0);
  const buf = Buffer.alloc(r.width * r.height * 2 + 4096);
  const writer = new omggif.GifWriter(buf, r.width, r.height, { palette });
  writer.addFrame(0, 0, r.width, r.height, pixels);
  return Buffer.from(buf.subarray(0, writer.end()));
}
