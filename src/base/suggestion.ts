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
