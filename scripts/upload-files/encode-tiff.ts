import { zlibSync } from 'fflate';
import type { Raster } from './raster.js';

// A hand-written TIFF writer (little-endian, 8-bit RGB, one strip): utif, the registry package that encodes, writes only
// uncompressed RGBA (a megabyte per photo). Compression is Adobe Deflate (8, TIFF Technical Note 2), which libtiff and
// the common readers open: baseline PackBits barely shrinks interleaved RGB, 2 MB for the ID image.

type Entry = [tag: number, type: 3 | 4 | 5, count: number, value: number];

export function encodeTiff(r: Raster): Buffer {
  const rgb = new Uint8Array(r.width * r.height * 3);
  for (let p = 0; p < r.width * r.height; p++) rgb.set(r.data.subarray(p * 4, p * 4 + 3), p * 3);
  const strip = zlibSync(rgb, { level: 9 });
  // Layout: header (8) · strip · pad to even · bits-per-sample (6) · two resolutions (16) · IFD.
  const stripAt = 8;
  const bpsAt = stripAt + strip.length + (strip.length % 2);
  const resAt = bpsAt + 6;
  const ifdAt = resAt + 16;
  const entries: Entry[] = [
    [256, 4, 1, r.width],
    [257, 4, 1, r.height],
    [258, 3, 3, bpsAt],
    [259, 3, 1, 8],
    [262, 3, 1, 2],
    [273, 4, 1, stripAt],
    [277, 3, 1, 3],
    [278, 4, 1, r.height],
    [279, 4, 1, strip.length],
    [282, 5, 1, resAt],
    [283, 5, 1, resAt + 8],
    [284, 3, 1, 1],
    [296, 3, 1, 2],
  ];
  const out = Buffer.alloc(ifdAt + 2 + entries.length * 12 + 4);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifdAt, 4);
  out.set(strip, stripAt);
  [8, 8, 8].forEach((v, i) => out.writeUInt16LE(v, bpsAt + i * 2));
  [72, 1, 72, 1].forEach((v, i) => out.writeUInt32LE(v, resAt + i * 4));
  out.writeUInt16LE(entries.length, ifdAt);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdAt + 2 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  return out;
}
