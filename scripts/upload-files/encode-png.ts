import { zlibSync } from 'fflate';
import type { Raster } from './raster.js';

// A hand-written PNG writer over fflate's pure-JS deflate: pngjs compresses with Node's zlib, whose output may change
// with the Node version or the CPU (SIMD code paths), and the committed bytes must not.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(body.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

/** 8-bit RGB, no interlace, filter 0 on every row. */
export function encodePng(r: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(r.width, 0);
  header.writeUInt32BE(r.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = new Uint8Array(r.height * (r.width * 3 + 1));
  let o = 0;
  for (let y = 0; y < r.height; y++) {
    rows[o++] = 0;
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      rows.set(r.data.subarray(i, i + 3), o);
      o += 3;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
