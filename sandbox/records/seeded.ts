// The seeded generator the vendor-side records draw from, so the same input always gets the same realistic answer.
// No faker, nothing from src/: the sandbox stays an independent reading of the document.

/** FNV-1a: a stable 32-bit seed from any text. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator; `pick`/`int` draw from it in call order. */
export function generator(text: string) {
  let state = seedOf(text);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

/** A number as zero-padded digits (dates, ids). */
export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
