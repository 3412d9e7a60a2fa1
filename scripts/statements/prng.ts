// mulberry32: a seeded generator of integer arithmetic only, so a seed gives the same statement on every Node version.
export type Rand = () => number;

export function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi]. */
export const between = (rand: Rand, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));

export function pick<T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

export const digits = (rand: Rand, n: number): string => Array.from({ length: n }, () => between(rand, 0, 9)).join('');
