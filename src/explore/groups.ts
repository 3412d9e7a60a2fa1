// How findings are grouped, one shrinking a group and one finding a cause: before shrinking, by what a probe likely
// needs (its changes but the documented valid ones, by field and kind); after, by the fields the shrunk request keeps.
// The dry run's bound on findings (cost.ts) counts the same groups.
import { moveKind } from './move-value.js';
import type { Property } from '../model/explore-properties.js';
import type { Move, Probe } from './types.js';

const statusClass = (status: number | undefined) => (status === undefined ? 'none' : `${Math.floor(status / 100)}xx`);

/** What a generated probe likely needs, before shrinking tells: probes alike are shrunk once, whatever their first move. */
export function likelyNeeds(probe: Probe): string {
  const changes = probe.moves.filter((m) => m.keyword !== 'documented');
  return (changes.length > 0 ? changes : probe.moves)
    .map((m) => `${m.field} ${moveKind(probe.operation, m)}`)
    .sort()
    .join(' ');
}

export const likelyGroup = (probe: Probe, b: { property: Property; status?: number }): string =>
  `${b.property} ${statusClass(b.status)} ${likelyNeeds(probe)}`;

/** A shrunk finding's cause: the property, the status's class, the rule behind the class and the fields the request
 * needs, not how their values were written (a threshold `0.5` and ` 7` failing alike are one cause). */
export function causeOf(shrunk: Probe, kept: readonly Move[], b: { property: Property; status?: number }): string {
  const fields = [...new Set((kept.length > 0 ? kept : shrunk.moves).map((m) => m.field))].sort();
  return [b.property, statusClass(b.status), shrunk.because ?? '-', ...fields].join(' ');
}

/** The status classes an answer breaking the property can have: a server error is a 5xx, an accepted refusal a 2xx, a
 * refused valid request a 4xx, results not of their parse a 2xx; the others any final status (2xx to 5xx). */
export const STATUS_CLASSES: Record<Property, number> = {
  'not-a-server-error': 1,
  'invalid-input-accepted': 1,
  'valid-input-refused': 1,
  'documented-status': 4,
  'content-type': 4,
  'response-schema': 4,
  'documented-answer': 4,
  'results-of-the-parse': 1,
};
