// Files at the face match size limit ("at most 6 MB per image") are not committed: four multi-megabyte files would be
// most of the repository. The manifest keeps a recipe instead (base file, target size, sha256 of the result), and this
// function makes the bytes at test time: the base JPEG with comment (COM) segments inserted after its JFIF header, so
// the result is still a valid JPEG of the same picture, exactly `size` bytes long.
const SOI = 0xffd8;
const APP0 = 0xffe0;
const COM = 0xfffe;
const MAX_SEGMENT = 0xffff + 2; // marker (2) + length field counting itself (max 65535)
const FILL = 0x20;

export const SIZE_LIMIT_READINGS = { decimal: 6_000_000, binary: 6 * 1024 * 1024 } as const;

export function paddedJpeg(base: Uint8Array, size: number): Buffer {
  const buf = Buffer.from(base);
  if (buf.readUInt16BE(0) !== SOI || buf.readUInt16BE(2) !== APP0) {
    throw new Error('paddedJpeg: the base must be a JFIF JPEG (SOI then APP0); regenerate it with npm run fixtures:inputs');
  }
  const insertAt = 4 + buf.readUInt16BE(4);
  let extra = size - buf.length;
  const count = Math.ceil(extra / MAX_SEGMENT);
  if (extra < 0 || extra < count * 4) throw new Error(`paddedJpeg: cannot pad ${buf.length} bytes to ${size}`);
  const segments: Buffer[] = [];
  for (let i = count; i > 0; i--) {
    const total = Math.min(MAX_SEGMENT, extra - (i - 1) * 4);
    const seg = Buffer.alloc(total, FILL);
    seg.writeUInt16BE(COM, 0);
    seg.writeUInt16BE(total - 2, 2);
    segments.push(seg);
    extra -= total;
  }
  return Buffer.concat([buf.subarray(0, insertAt), ...segments, buf.subarray(insertAt)]);
}
