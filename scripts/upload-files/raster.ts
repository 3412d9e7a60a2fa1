// A tiny RGBA canvas: flat shapes only, integer pixels and plain arithmetic (no trigonometry, no anti-aliasing), so the
// same drawing gives the same bytes on every Node version and CPU.
export type Rgb = readonly [number, number, number];
export interface Point {
  x: number;
  y: number;
}

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
    this.data[i + 3] = 255;
  }

  fillRect(x: number, y: number, w: number, h: number, c: Rgb): void {
    for (let yy = Math.round(y); yy < Math.round(y + h); yy++) {
      for (let xx = Math.round(x); xx < Math.round(x + w); xx++) this.set(xx, yy, c);
    }
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.set(x, y, c);
      }
    }
  }

  /** A pen stroke along a cubic Bézier: disks stamped at rounded points of the curve. */
  strokeCubic(p0: Point, p1: Point, p2: Point, p3: Point, radius: number, c: Rgb): void {
    const steps = 96;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      const x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x;
      const y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y;
      this.fillEllipse(Math.round(x), Math.round(y), radius, radius, c);
    }
  }

  /** Nearest-neighbour resize (a smaller copy of the same picture). */
  resized(width: number, height: number): Raster {
    const out = new Raster(width, height, [0, 0, 0]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const from = (Math.floor((y * this.height) / height) * this.width + Math.floor((x * this.width) / width)) * 4;
        out.data.set(this.data.subarray(from, from + 4), (y * width + x) * 4);
      }
    }
    return out;
  }

  /** Lines of "text": bars of word widths from a fixed cycle, enough for a model to see other content. */
  textLines(x: number, y: number, width: number, lines: number, lineHeight: number, c: Rgb): void {
    const words = [46, 22, 64, 30, 54, 18, 38, 70, 26, 42];
    let k = 0;
    for (let line = 0; line < lines; line++) {
      let cx = x;
      const limit = line === lines - 1 ? x + width * 0.6 : x + width;
      while (true) {
        const w = words[k++ % words.length] ?? 30;
        if (cx + w > limit) break;
        this.fillRect(cx, y + line * lineHeight, w, Math.round(lineHeight * 0.45), c);
        cx += w + 10;
      }
    }
  }
}
