// The values of a place that are drift although values may change: a string in another format class, a value no
// baseline had where the document shows no list, a value the schema forbids (outside its enum, null where it is not).
import { formatOf, formatsOf } from './formats.js';
import { type BodyFinding, original, type Pair, pii, under } from './pair.js';
import { toBaselineNames } from './renames.js';
import { schemaBreaks } from './schema-breaks.js';
import type { Place } from './shape.js';

const one = <T>(list: T[]): T | T[] => (list.length === 1 ? (list[0] as T) : list);

/** A string in another format class; a new value where the document shows no value list. */
export function valueFindings(pair: Pair, both: string[]): BodyFinding[] {
  const out: BodyFinding[] = [];
  for (const p of both) {
    if (pair.blocked.has(p) || under(pair, p) || pii(pair, p)) continue;
    const [b, c] = [pair.before.get(p) as Place, pair.after.get(p) as Place];
    const [fb, fc] = [formatsOf(b.values), formatsOf(c.values)];
    if (fb.length > 0 && fc.length > 0 && fb.join() !== fc.join()) {
      const was = [...b.values].find((v) => typeof v === 'string' && formatOf(v) !== undefined);
      const now = [...c.values].find((v) => typeof v === 'string' && !fb.includes(formatOf(v) ?? 'other'));
      out.push({
        kind: 'date-format-changed',
        pointer: p,
        before: was,
        after: now,
        detail: `${fb.join(', ')} → ${fc.join(', ')}`,
      });
      continue;
    }
    if (!pair.docB.get(p)?.notShown && !pair.docC.get(original(pair, p))?.notShown) continue;
    const known = pair.scope.known(p);
    const fresh = [...c.values].filter((v) => v !== null && !b.values.has(v) && !known?.has(v));
    if (fresh.length > 0)
      out.push({
        kind: 'enum-value-new',
        pointer: p,
        before: one([...b.values]),
        after: one(fresh),
        detail: `${fresh.map((v) => JSON.stringify(v)).join(', ')} not seen before (allowed values not shown)`,
      });
  }
  return out;
}

/** Values the schema forbids, where nothing above already said what changed at that place. */
export function breakFindings(pair: Pair, reported: Set<string>): BodyFinding[] {
  return schemaBreaks(pair.scope.operation, pair.scope.status, pair.baseline, pair.candidate).flatMap((s) => {
    // Ajv names the candidate's places; the sets use the baseline's names.
    const p = toBaselineNames(s.pointer, pair.renames);
    if (reported.has(p) || under(pair, p) || pii(pair, p)) return [];
    const documented = JSON.stringify(s.documented);
    const detail = s.kind === 'null-where-documented' ? `null where the schema documents ${documented}` : `outside ${documented}`;
    return [{ kind: s.kind, pointer: s.pointer, before: s.before, after: s.after, detail }];
  });
}
