// A fixed order for everything a contract file holds where the formats leave order free, so a regeneration of unchanged
// inputs writes the same bytes: code-unit order (never the locale's), keys sorted where they name members of a set.

/** Code-unit order: the same on every machine, whatever its locale. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** An object with its keys sorted, every nested object too; arrays keep their order (it is theirs). */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort(byCodeUnits)
      .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}

/** The text of a generated JSON file: two-space indent, one value a line (a diff shows one changed value), a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
