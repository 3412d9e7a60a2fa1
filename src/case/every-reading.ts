// When no reading the documents allow fits an answer: one list of what every reading found, each finding naming what
// each reading expected at its place, so a violation never reports only the rule's own reading.
import type { Violation } from '../model/types.js';

/** What the rule's own expectation is called beside its alternatives' readings. */
export const AS_STATED = 'as the rule states';

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** The findings of every reading as one list, one per step, check and pointer; where the readings differ there, its
 * `expected` names each reading's: `400 (as the rule states) or 404 (404 workflow_not_found …)`. */
export function everyReading(
  own: Violation[],
  others: { reading: string; violations: Violation[] }[],
  ownReading: string | undefined,
): Violation[] {
  const readings = [{ reading: ownReading ?? AS_STATED, violations: own }, ...others];
  const byPlace = new Map<string, { first: Violation; expected: { reading: string; expected: unknown }[] }>();
  for (const { reading, violations } of readings)
    for (const v of violations) {
      const key = `${v.step ?? ''}\u0000${v.check}\u0000${v.pointer}`;
      const place = byPlace.get(key) ?? { first: v, expected: [] };
      place.expected.push({ reading, expected: v.expected });
      byPlace.set(key, place);
    }
  return [...byPlace.values()].map(({ first, expected }) =>
    expected.length === readings.length && new Set(expected.map((e) => shown(e.expected))).size === 1
      ? first
      : { ...first, expected: expected.map((e) => `${shown(e.expected)} (${e.reading})`).join(' or ') },
  );
}
