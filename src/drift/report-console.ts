// The drift table on the console: one row per operation with a finding, its breaking / notable / additive counts.
import { CLASSES, countsByOperation, type Finding } from './report-groups.js';

export function driftTable(findings: readonly Finding[]): string {
  const rows = [...countsByOperation(findings)].map(([op, c]) => [op, ...CLASSES.map((k) => String(c[k]))]);
  const totals = CLASSES.map((k) => String(findings.filter((f) => f.class === k).length));
  const all = [['operation', ...CLASSES], ...rows, ...(rows.length > 1 ? [['all', ...totals]] : [])];
  const widths = all[0]?.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(all[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}
