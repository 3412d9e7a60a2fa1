// Shrinking a finding: the generated probe's moves are taken away one at a time, then the valid request's own fields
// left out one at a time, each kept away when the answer still breaks the same property for the same reason. What is
// left is the smallest request that still shows it: the moves it needs and the fields it cannot do without.
import type { OperationId } from '../model/operations.js';
import { fieldKey, fieldsOf } from './fields.js';
import type { ProbeSpec } from './probe-spec.js';
import type { Probe } from './types.js';

/** Requests one shrinking may send: enough for every move and field of the largest request once. */
export const SHRINK_REQUESTS = 40;

/** Fields of the valid request that could be left out: the body's and the form's, not those the moves touch. */
const droppable = (operation: OperationId, probe: Probe): string[] =>
  fieldsOf(operation)
    .filter((f) => f.inBaseline && f.where !== 'header' && f.where !== 'item')
    .map(fieldKey)
    .filter((k) => !probe.moves.some((m) => m.field === k || m.field.split('+').some((p) => p === k)));

/** The smallest spec `still` holds for, from the generated probe `probe` (whose spec is `<operation>#<n>`). */
export async function shrink(
  probe: Probe,
  n: number,
  still: (spec: ProbeSpec) => Promise<boolean>,
): Promise<{ spec: ProbeSpec; requests: number }> {
  let requests = 0;
  const attempt = async (spec: ProbeSpec) => requests++ < SHRINK_REQUESTS && (await still(spec));
  let spec: ProbeSpec = { operation: probe.operation, n, keep: probe.moves.map((_, i) => i), drop: [] };
  for (const i of [...(spec.keep ?? [])]) {
    const fewer = { ...spec, keep: (spec.keep ?? []).filter((k) => k !== i) };
    if (await attempt(fewer)) spec = fewer;
  }
  const kept = { ...probe, moves: (spec.keep ?? []).map((i) => probe.moves[i]).filter((m) => m !== undefined) };
  for (const field of droppable(probe.operation, kept)) {
    const smaller = { ...spec, drop: [...(spec.drop ?? []), field] };
    if (await attempt(smaller)) spec = smaller;
  }
  return { spec, requests: Math.min(requests, SHRINK_REQUESTS) };
}
