// "did you mean …?" for a name that is none of the known ones: flags, rule ids, operations, config keys.
import { closest, distance as editDistance } from 'fastest-levenshtein';

/** " (did you mean "x"?)" for a name that is none of `known`, when one is close enough to be what was meant; else "". */
export function suggestion(name: string, known: readonly string[]): string {
  if (known.length === 0) return '';
  const near = closest(name, known as string[]);
  return near !== undefined && editDistance(name, near) <= Math.max(2, Math.floor(name.length / 4))
    ? ` (did you mean "${near}"?)`
    : '';
}

/** The `count` names of `known` nearest to `name` by edit distance, nearest first: for a line that offers a choice. */
export const nearest = (name: string, known: readonly string[], count: number): string[] =>
  known
    .map((k) => ({ k, d: editDistance(name, k) }))
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, count)
    .map(({ k }) => k);
