// A smaller value that still shows a finding: a text or an array cut (halved, then the shortest end that holds, then an
// item at a time when short), a number moved toward the documented bound it passes, else toward the minimum or 0. Never
// to an empty text or array: those are kinds of their own, which the coverage pass sends.
import type { Value } from '../model/edits.js';
import type { Field } from './fields.js';
import { SHORT_TEXT } from './kinds.js';

type Holds<T> = (value: T) => Promise<boolean>;

async function shorter<T>(items: T[], holds: Holds<T[]>): Promise<T[]> {
  let now = items;
  const tried = new Set<string>();
  // A cut tried before held (and is no shorter than `now`) or did not: it is not sent again.
  const test = async (xs: T[]) => {
    const key = JSON.stringify(xs);
    if (xs.length === 0 || xs.length >= now.length || tried.has(key)) return false;
    tried.add(key);
    return holds(xs);
  };
  for (let half = Math.ceil(now.length / 2); now.length > 1; half = Math.ceil(now.length / 2)) {
    if (await test(now.slice(0, half))) now = now.slice(0, half);
    else if (await test(now.slice(now.length - half))) now = now.slice(now.length - half);
    else break;
  }
  // Binary searches: what holds is taken to hold of any longer cut.
  for (const end of [(xs: T[], k: number) => xs.slice(0, k), (xs: T[], k: number) => xs.slice(xs.length - k)]) {
    let [lo, hi] = [0, now.length];
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (await test(end(now, mid))) [now, hi] = [end(now, mid), mid];
      else lo = mid;
    }
  }
  for (let i = 0; now.length <= SHORT_TEXT && i < now.length;) {
    const without = [...now.slice(0, i), ...now.slice(i + 1)];
    if (!(await test(without))) i++;
    else now = without;
  }
  return now;
}

/** Where a number is moved: one past the bound it is beyond, else the nearest of 0 in range. */
function targetOf(f: Field, v: number): number {
  if (f.maximum !== undefined && v > f.maximum) return f.maximum + 1;
  if (f.minimum !== undefined && v < f.minimum) return f.minimum - 1;
  return Math.min(Math.max(0, f.minimum ?? 0), f.maximum ?? Infinity);
}

async function nearer(f: Field, v: number, holds: Holds<number>): Promise<number> {
  const target = targetOf(f, v);
  if (!Number.isFinite(v) || v === target) return v;
  if (await holds(target)) return target;
  let [lo, hi] = [target, v];
  for (let mid = Math.trunc(lo + (hi - lo) / 2); mid !== lo && mid !== hi; mid = Math.trunc(lo + (hi - lo) / 2))
    if (await holds(mid)) hi = mid;
    else lo = mid;
  return hi;
}

/** The smallest value found of field `f` that `holds` still holds for, starting from `value` (for which it holds). */
export async function smallerValue(f: Field, value: Value, holds: Holds<Value>): Promise<Value> {
  if (typeof value === 'string') return (await shorter([...value], (cs) => holds(cs.join('')))).join('');
  if (Array.isArray(value)) return shorter(value, holds);
  if (typeof value === 'number') return nearer(f, value, holds);
  return value;
}
