import type { Point, Raster, Rgb } from './raster.js';

// Each signer's signature as cubic Bézier segments in a unit box (x right, y down). A "variant" is the same signer
// signing again: the same strokes, slightly shifted and scaled, as two real signatures of one person differ.
type Segment = readonly [Point, Point, Point, Point];

const p = (x: number, y: number): Point => ({ x, y });

export const SIGNERS = {
  A: [
    [p(0.02, 0.7), p(0.05, 0.05), p(0.14, 0.05), p(0.16, 0.72)],
    [p(0.16, 0.72), p(0.18, 0.35), p(0.26, 0.3), p(0.3, 0.62)],
    [p(0.3, 0.62), p(0.34, 0.9), p(0.4, 0.2), p(0.46, 0.55)],
    [p(0.46, 0.55), p(0.52, 0.85), p(0.58, 0.3), p(0.64, 0.6)],
    [p(0.64, 0.6), p(0.7, 0.9), p(0.8, 0.1), p(0.86, 0.5)],
    [p(0.86, 0.5), p(0.9, 0.75), p(0.95, 0.6), p(0.98, 0.4)],
    [p(0.06, 0.88), p(0.35, 0.8), p(0.65, 0.95), p(0.96, 0.82)],
  ],
  B: [
    [p(0.04, 0.3), p(0.2, 0.05), p(0.3, 0.9), p(0.12, 0.8)],
    [p(0.12, 0.8), p(0.02, 0.6), p(0.3, 0.45), p(0.36, 0.5)],
    [p(0.36, 0.5), p(0.42, 0.2), p(0.48, 0.2), p(0.44, 0.7)],
    [p(0.44, 0.7), p(0.5, 0.5), p(0.56, 0.4), p(0.6, 0.7)],
    [p(0.6, 0.7), p(0.66, 0.3), p(0.72, 0.3), p(0.74, 0.68)],
    [p(0.74, 0.68), p(0.8, 0.2), p(0.92, 0.25), p(0.97, 0.2)],
  ],
} as const satisfies Record<string, readonly Segment[]>;

export type SignerId = keyof typeof SIGNERS;

export const BLACK_INK: Rgb = [20, 20, 24];
export const BLUE_INK: Rgb = [22, 44, 150];

export interface SignatureBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Draws `signer`'s signature into `box`; `variant` > 0 gives another signing by the same person. */
export function drawSignature(r: Raster, signer: SignerId, box: SignatureBox, ink: Rgb, variant = 0): void {
  const scale = 1 - variant * 0.04;
  const at = (q: Point, i: number): Point => {
    const jitter = variant * (((i * 7) % 5) - 2) * 0.006;
    return {
      x: box.x + box.w * (0.02 + (q.x + jitter) * scale),
      y: box.y + box.h * (0.04 + (q.y - jitter) * scale + variant * 0.03),
    };
  };
  const radius = Math.max(2, Math.round(box.h / 60));
  SIGNERS[signer].forEach((s, i) => r.strokeCubic(at(s[0], i), at(s[1], i + 1), at(s[2], i + 2), at(s[3], i + 3), radius, ink));
}
