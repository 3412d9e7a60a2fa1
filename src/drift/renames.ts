// A key removed and a key added under the same parent are one rename when their names are equal ignoring case
// (`metaData` ↔ `metadata`) or they hold the same value: one finding, never a removal plus an addition.
import { isPii, type Documentation } from './documented.js';
import { keyOf, parentOf, type Shape, valuesAt } from './shape.js';

export interface Rename {
  /** The baseline's pointer. */
  from: string;
  /** The candidate's pointer, in the names of the renames found before it. */
  to: string;
  how: 'case' | 'value';
}

/** A candidate pointer in the baseline's names: each rename found so far applied, in order. */
export function toBaselineNames(pointer: string, renames: Rename[]): string {
  let p = pointer;
  for (const r of renames) if (p === r.to || p.startsWith(`${r.to}/`)) p = r.from + p.slice(r.to.length);
  return p;
}

/** The reverse of toBaselineNames: where a place of the renamed view is in the candidate body. */
export function toCandidateNames(pointer: string, renames: Rename[]): string {
  let p = pointer;
  for (const r of [...renames].reverse()) if (p === r.from || p.startsWith(`${r.from}/`)) p = r.to + p.slice(r.from.length);
  return p;
}

/** The candidate's shape with every pointer in the baseline's names. */
export function renamedShape(shape: Shape, renames: Rename[]): Shape {
  if (renames.length === 0) return shape;
  return new Map([...shape].map(([p, place]) => [toBaselineNames(p, renames), place]));
}

/** Keys in `a` but not in `b` whose parent both have: the top of what is new on one side. */
const onlyIn = (a: Shape, b: Shape): string[] =>
  [...a.keys()].filter((p) => !b.has(p) && !p.endsWith('/*') && b.has(parentOf(p) ?? '\0'));

/** Some value worth matching on: a null, a boolean, a zero or an empty value is shared by too many fields to prove a rename. */
const distinctive = (values: unknown[]): boolean =>
  values.some((v) =>
    typeof v === 'string' || typeof v === 'number'
      ? v !== '' && v !== 0
      : v !== null && typeof v === 'object' && Object.keys(v).length > 0,
  );

/** Sorted-key JSON: equal values, equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );

interface Sides {
  baseline: unknown;
  candidate: unknown;
  before: Shape;
  after: Shape;
  doc: Documentation;
}

function renamesOnce(s: Sides, renames: Rename[]): Rename[] {
  const view = renamedShape(s.after, renames);
  const added = onlyIn(view, s.before);
  const found: Rename[] = [];
  const taken = new Set<string>();
  const candidates = (r: string) => added.filter((a) => parentOf(a) === parentOf(r) && !taken.has(a));
  const removed = onlyIn(s.before, view);
  for (const r of removed) {
    const a = candidates(r).find((x) => keyOf(x).toLowerCase() === keyOf(r).toLowerCase());
    if (a === undefined) continue;
    found.push({ from: r, to: a, how: 'case' });
    taken.add(a);
  }
  // By value only where the pairing is unambiguous, and never on stand-ins (two redacted values look alike).
  const valueOf = (side: unknown, p: string) => canonical(valuesAt(side, p));
  const left = removed
    .filter((r) => !found.some((f) => f.from === r) && !isPii(s.doc, r) && distinctive(valuesAt(s.baseline, r)))
    .map((r) => ({ r, v: valueOf(s.baseline, r) }));
  for (const { r, v } of left) {
    if (left.filter((o) => o.v === v).length > 1) continue;
    const [a, ...more] = candidates(r).filter((x) => valueOf(s.candidate, toCandidateNames(x, renames)) === v);
    if (a === undefined || more.length > 0) continue;
    found.push({ from: r, to: a, how: 'value' });
    taken.add(a);
  }
  return found;
}

/** Every rename between the two bodies, outermost first; a rename inside a renamed object is found on a later pass. */
export function findRenames(s: Sides): Rename[] {
  const renames: Rename[] = [];
  for (let pass = 0; pass < 8; pass++) {
    const found = renamesOnce(s, renames);
    if (found.length === 0) break;
    renames.push(...found);
  }
  return renames;
}
