// Two bodies of one answer (a response, or an event) compared by shape: places renamed, retyped, removed, added; and
// the values that are drift (values.ts). Changed values alone are no finding.
import { documentationOf } from './documented.js';
import { type BodyFinding, type BodyScope, original, type Pair, under } from './pair.js';
import { findRenames, renamedShape } from './renames.js';
import { ABSENT } from './types.js';
import { type JsonType, keyOf, parentOf, type Place, sample, type Shape, shapeOf, valuesAt } from './shape.js';
import { breakFindings, valueFindings } from './values.js';

export type { BodyFinding, BodyScope } from './pair.js';

const nonNull = (p: Place | undefined): JsonType[] => [...(p?.types ?? [])].filter((t) => t !== 'null').sort();
/** As JSON Schema names them: a number that was only ever whole is an integer (statusCode 400 → "400"). */
const typeLabel = (place: Place, types: JsonType[]) =>
  types
    .map((t) => (t === 'number' && [...place.values].every((v) => typeof v !== 'number' || Number.isInteger(v)) ? 'integer' : t))
    .join(' or ');

const renameFindings = (pair: Pair): BodyFinding[] =>
  pair.renames.map((r) => ({
    kind: 'field-renamed',
    pointer: r.from,
    before: keyOf(r.from),
    after: keyOf(r.to),
    detail: `${keyOf(r.from)} is now ${keyOf(r.to)} (${r.how === 'case' ? 'the same name ignoring case' : 'the same value'})`,
    ...(pair.docB.has(r.from) ? {} : { undocumented: true }),
  }));

function typeFindings(pair: Pair, both: string[]): BodyFinding[] {
  const out: BodyFinding[] = [];
  for (const p of both) {
    const [b, c] = [pair.before.get(p) as Place, pair.after.get(p) as Place];
    const [tb, tc] = [nonNull(b), nonNull(c)];
    if (tb.length === 0 || tc.length === 0) {
      if (tb.length + tc.length > 0) pair.blocked.add(p);
      continue;
    }
    if (tb.join() === tc.join()) continue;
    pair.blocked.add(p);
    if (under(pair, p)) continue;
    const [was, now] = [typeLabel(b, tb), typeLabel(c, tc)];
    out.push({ kind: 'type-changed', pointer: p, before: was, after: now, detail: `${p || 'the body'} was ${was}, is ${now}` });
  }
  return out;
}

/** The top of what one side has and the other lacks: its parent is on both sides; an emptied array is no removal. */
const onlyOn = (pair: Pair, one: Shape, other: Shape): string[] =>
  [...one.keys()].filter((p) => !other.has(p) && !p.endsWith('/*') && other.has(parentOf(p) ?? '\0') && !under(pair, p));

function removals(pair: Pair): BodyFinding[] {
  return onlyOn(pair, pair.before, pair.after).map((p): BodyFinding => {
    const before = sample(valuesAt(pair.baseline, p)[0]);
    if (pair.docB.has(p))
      return { kind: 'field-removed', pointer: p, before, after: ABSENT, detail: 'a documented field is absent' };
    const elsewhere = pair.scope.elsewhere(p);
    return {
      kind: elsewhere ? 'field-sometimes-absent' : 'field-removed',
      pointer: p,
      before,
      after: ABSENT,
      detail: `an undocumented field is absent ${elsewhere ? 'here, present in other' : 'from every'} candidate recording of the operation`,
      undocumented: true,
    };
  });
}

function additions(pair: Pair): BodyFinding[] {
  return onlyOn(pair, pair.after, pair.before).map((p) => {
    const pointer = original(pair, p);
    const after = sample(valuesAt(pair.candidate, pointer)[0]);
    const kind = pair.scope.event ? 'event-field-added' : 'field-added';
    return { kind, pointer, before: ABSENT, after, detail: `a new field ${keyOf(pointer)}` };
  });
}

export function compareBodies(scope: BodyScope, baseline: unknown, candidate: unknown): BodyFinding[] {
  const before = shapeOf(baseline);
  const docB = documentationOf(scope.operation, scope.status, baseline);
  const renames = findRenames({ baseline, candidate, before, after: shapeOf(candidate), doc: docB });
  const pair: Pair = {
    scope,
    baseline,
    candidate,
    before,
    after: renamedShape(shapeOf(candidate), renames),
    docB,
    docC: documentationOf(scope.operation, scope.status, candidate),
    renames,
    blocked: new Set(),
  };
  const both = [...before.keys()].filter((p) => pair.after.has(p));
  const out = [...renameFindings(pair), ...typeFindings(pair, both)];
  out.push(...valueFindings(pair, both), ...removals(pair), ...additions(pair));
  return [...out, ...breakFindings(pair, new Set(out.map((f) => f.pointer)))];
}
