// Every string that reaches an Allure file goes through the run's scrubber: keys, values, and numbers that equal a known value.
export type Scrub = (text: string) => string;

/** A copy of a JSON-like value with `scrub` applied to every key and string; a number the scrubber changes becomes text. */
export function deepScrub<T>(value: T, scrub: Scrub): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (typeof v === 'number') {
      const s = scrub(String(v));
      return s === String(v) ? v : s;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}
