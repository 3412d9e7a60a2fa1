// The console table: per operation, how many rules passed, were violated, or ended otherwise.

import type { CaseResult } from '../types.js';
import { groupBy } from './group.js';

export function matrix(results: CaseResult[]): string {
  const rows = [...groupBy(results, (r) => r.rule.operation)].map(([op, rs]) => {
    const pass = rs.filter((r) => r.verdict === 'pass').length;
    const violation = rs.filter((r) => r.verdict === 'violation').length;
    return [op, rs.length, pass, violation, rs.length - pass - violation].map(String);
  });
  const all = ['operation', 'rules', 'pass', 'violation', 'other'];
  const widths = all.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(all), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
