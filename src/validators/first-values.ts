// The start of a large answer, for its errors: Ajv with allErrors makes an error object per broken keyword, and an
// answer of millions of broken items would take gigabytes for a verdict that keeps MAX_VIOLATIONS (registry.ts).

/** Whether `data` holds more than `max` values: itself, and every item and property value at any depth. */
export function moreValuesThan(data: unknown, max: number): boolean {
  let left = max;
  const over = (v: unknown): boolean => {
    if (--left < 0) return true;
    if (v === null || typeof v !== 'object') return false;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (over(x)) return true;
    return false;
  };
  return over(data);
}

/** `data`'s first `max` values in document order: an array is cut after the item that reaches `max`, but never emptied
 * (an empty array would change minItems 1 and maxItems 0, the schemas' array bounds); an object keeps every key (one
 * left out would be a `required` error). A part with nothing cut is the same value, not a copy. */
export function firstValues(data: unknown, max: number): unknown {
  let left = max;
  const cut = (v: unknown): unknown => {
    left -= 1;
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const item of v) {
        if (out.length > 0 && left <= 0) break;
        out.push(cut(item));
      }
      return out.length === v.length && out.every((x, i) => x === v[i]) ? v : out;
    }
    let changed = false;
    const entries = Object.entries(v).map(([key, x]) => {
      const kept = cut(x);
      changed ||= kept !== x;
      return [key, kept] as const;
    });
    // fromEntries makes "__proto__" an own key, as JSON.parse does.
    return changed ? Object.fromEntries(entries) : v;
  };
  return cut(data);
}
