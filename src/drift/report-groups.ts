// One finding per change, however many rules show it: a vendor that renames a field on every answer of an operation
// made one change. The rules that showed it are listed with it.
import type { OperationId } from '../model/operations.js';
import { ABSENT, type Difference, type DriftClass } from './types.js';

export interface Finding extends Omit<Difference, 'ruleId' | 'step'> {
  ruleIds: string[];
}

export const CLASSES: readonly DriftClass[] = ['breaking', 'notable', 'additive'];

const keyOf = (d: Difference) =>
  JSON.stringify([d.operation, d.class, d.kind, d.where, d.pointer, d.before ?? null, d.after ?? null]);

export function groupFindings(differences: readonly Difference[]): Finding[] {
  const groups = new Map<string, Finding>();
  for (const d of differences) {
    const key = keyOf(d);
    const found = groups.get(key);
    if (found) {
      if (!found.ruleIds.includes(d.ruleId)) found.ruleIds.push(d.ruleId);
      continue;
    }
    const { ruleId, step: _step, ...rest } = d;
    groups.set(key, { ...rest, ruleIds: [ruleId] });
  }
  const rank = (c: DriftClass) => CLASSES.indexOf(c);
  return [...groups.values()].sort(
    (a, b) =>
      rank(a.class) - rank(b.class) ||
      a.operation.localeCompare(b.operation) ||
      a.pointer.localeCompare(b.pointer) ||
      a.kind.localeCompare(b.kind),
  );
}

/** Findings per operation and class, for the console table. */
export function countsByOperation(findings: readonly Finding[]): Map<OperationId, Record<DriftClass, number>> {
  const counts = new Map<OperationId, Record<DriftClass, number>>();
  for (const f of findings) {
    const row = counts.get(f.operation) ?? { breaking: 0, notable: 0, additive: 0 };
    row[f.class] += 1;
    counts.set(f.operation, row);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

/** A value as a report shows it: JSON, cut at 80 characters. */
export const shown = (value: unknown): string => {
  if (value === undefined || value === ABSENT) return ABSENT;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
