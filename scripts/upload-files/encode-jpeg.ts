import jpeg from 'jpeg-js';
import type { Raster } from './raster.js';

/** Baseline JFIF through jpeg-js (pure JS, so the same bytes everywhere). */
export function encodeJpeg(r: Raster, quality: number): Buffer {
  return Buffer.from(jpeg.encode({ data: Buffer.from(r.data), width: r.width, height: r.height }, quality).data);
}
