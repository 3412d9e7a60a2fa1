// Shrinking a finding: the generated probe's moves are taken away one at a time, then the values of those it keeps made
// smaller, then the valid request's own fields left out one at a time, each change kept when the answer still breaks
// the same property for the same reason. What is left is the smallest request that still shows it: the moves it needs,
// with the smallest values found, and the fields it cannot do without.
import { isRef } from '../rules/build.js';
import type { Value } from '../model/edits.js';
import type { OperationId } from '../model/operations.js';
import { fieldKey, fieldsOf } from './fields.js';
import { valueOf } from './move-value.js';
import type { ProbeSpec } from './probe-spec.js';
import { smallerValue } from './smaller.js';
import type { Probe } from './types.js';

/** Requests one shrinking may send: every move and field of the largest request once (about 40), and the values'. */
export const SHRINK_REQUESTS = 64;
/** Of those, the values' at most: a 10,000-character text cut to the shortest that holds takes about 15. */
export const VALUE_REQUESTS = 24;

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
  const attempt = async (spec: ProbeSpec, cap = SHRINK_REQUESTS) => requests < cap && (requests++, await still(spec));
  let spec: ProbeSpec = { operation: probe.operation, n, keep: probe.moves.map((_, i) => i), drop: [] };
  for (const i of [...(spec.keep ?? [])]) {
    const fewer = { ...spec, keep: (spec.keep ?? []).filter((k) => k !== i) };
    if (await attempt(fewer)) spec = fewer;
  }
  const valueCap = Math.min(requests + VALUE_REQUESTS, SHRINK_REQUESTS);
  for (const i of spec.keep ?? []) {
    const set = probe.moves[i] && valueOf(probe.operation, probe.moves[i]);
    if (set === undefined || isRef(set.value)) continue;
    const valued = (v: Value): ProbeSpec => ({ ...spec, values: { ...spec.values, [i]: v } });
    const smallest = await smallerValue(set.field, set.value, (v) => attempt(valued(v), valueCap));
    if (smallest !== set.value) spec = valued(smallest);
  }
  const kept = { ...probe, moves: (spec.keep ?? []).map((i) => probe.moves[i]).filter((m) => m !== undefined) };
  for (const field of droppable(probe.operation, kept)) {
    const smaller = { ...spec, drop: [...(spec.drop ?? []), field] };
    if (await attempt(smaller)) spec = smaller;
  }
  return { spec, requests };
}
