// The conformance matrix: per operation, how many cases ended in each verdict. Printed on the console and in summary.md.
import { VERDICTS } from '../model/types.js';
import { groupBy } from './group.js';

type Entry = { operation: string; verdict: string };

const HEADER = ['operation', 'rules', ...VERDICTS];

function rows(entries: Entry[]): string[][] {
  const byOp = [...groupBy(entries, (e) => e.operation)].map(([op, es]) => [
    op,
    String(es.length),
    ...VERDICTS.map((v) => String(es.filter((e) => e.verdict === v).length)),
  ]);
  const total = ['all', String(entries.length), ...VERDICTS.map((v) => String(entries.filter((e) => e.verdict === v).length))];
  return byOp.length > 1 ? [...byOp, total] : byOp;
}

export function matrixText(entries: Entry[]): string {
  const body = rows(entries);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(HEADER), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export function matrixMarkdown(entries: Entry[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows(entries).map(line)].join('\n');
}
