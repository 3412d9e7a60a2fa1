import type { Raster, Rgb } from './raster.js';

// The synthetic people of the face cases. They differ enough to tell apart at a glance; the sandbox does not look at
// them: it decides by the manifest's table (see `depicts`).
export interface Person {
  skin: Rgb;
  hair: Rgb;
  iris: Rgb;
  lips: Rgb;
  clothes: Rgb;
  /** Face width over face height. */
  aspect: number;
  /** Eye centre offset from the face centre, as a share of the face half-width. */
  eyeSpacing: number;
  longHair: boolean;
}

export const PEOPLE = {
  A: {
    skin: [224, 182, 150],
    hair: [52, 36, 28],
    iris: [70, 110, 60],
    lips: [176, 84, 84],
    clothes: [40, 70, 140],
    aspect: 0.74,
    eyeSpacing: 0.42,
    longHair: false,
  },
  B: {
    skin: [150, 104, 74],
    hair: [20, 18, 18],
    iris: [60, 40, 30],
    lips: [130, 60, 62],
    clothes: [150, 40, 50],
    aspect: 0.82,
    eyeSpacing: 0.36,
    longHair: true,
  },
} as const satisfies Record<string, Person>;

export type PersonId = keyof typeof PEOPLE;

const WHITE: Rgb = [250, 250, 248];
const BLACK: Rgb = [16, 16, 16];

function shade([r, g, b]: Rgb, f: number): Rgb {
  return [Math.round(r * f), Math.round(g * f), Math.round(b * f)];
}

/** A frontal head and shoulders; `cx`, `cy` the face centre, `h` the face height in pixels. */
export function drawFace(r: Raster, cx: number, cy: number, h: number, p: Person): void {
  const rx = (h / 2) * p.aspect;
  const ry = h / 2;
  r.fillEllipse(cx, cy + h * 1.05, rx * 2.3, h * 0.55, p.clothes);
  r.fillRect(cx - rx * 0.4, cy + ry * 0.6, rx * 0.8, h * 0.45, shade(p.skin, 0.9));
  if (p.longHair) r.fillEllipse(cx, cy + h * 0.12, rx * 1.3, ry * 1.12, p.hair);
  r.fillEllipse(cx - rx, cy, rx * 0.16, ry * 0.2, shade(p.skin, 0.92));
  r.fillEllipse(cx + rx, cy, rx * 0.16, ry * 0.2, shade(p.skin, 0.92));
  r.fillEllipse(cx, cy - h * 0.1, rx * 1.08, ry * 0.92, p.hair);
  r.fillEllipse(cx, cy + h * 0.04, rx, ry * 0.94, p.skin);
  const eyeY = cy - h * 0.04;
  for (const side of [-1, 1]) {
    const ex = cx + side * rx * p.eyeSpacing;
    r.fillRect(ex - rx * 0.2, eyeY - h * 0.09, rx * 0.4, h * 0.025, p.hair);
    r.fillEllipse(ex, eyeY, rx * 0.17, h * 0.04, WHITE);
    r.fillEllipse(ex, eyeY, h * 0.035, h * 0.035, p.iris);
    r.fillEllipse(ex, eyeY, h * 0.015, h * 0.015, BLACK);
  }
  r.fillEllipse(cx, cy + h * 0.12, rx * 0.1, h * 0.06, shade(p.skin, 0.85));
  r.fillEllipse(cx, cy + h * 0.28, rx * 0.32, h * 0.045, p.lips);
}
