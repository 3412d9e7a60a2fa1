// Text runs gathered into the lines of a page, and a line's runs into the table's columns.
import type { TextItem } from './extract.js';
import { type Column, COLUMNS, TOLERANCE } from './layout.js';

export interface Line {
  readonly page: number;
  readonly y: number;
  /** Its runs, left to right. */
  readonly items: readonly TextItem[];
}

/** Lines page by page, top of the page first: runs whose baselines are within TOLERANCE share a line. */
export function linesOf(items: readonly TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const lines: { page: number; y: number; items: TextItem[] }[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last !== undefined && last.page === item.page && Math.abs(last.y - item.y) <= TOLERANCE) last.items.push(item);
    else lines.push({ page: item.page, y: item.y, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

/** Runs joined as they sit: a space where there is a gap between them, none where one run continues another. */
export function joined(items: readonly TextItem[]): string {
  let text = '';
  let end: number | undefined;
  for (const item of items) {
    text += end !== undefined && item.x - end > 1 ? ` ${item.text}` : item.text;
    end = item.x + item.width;
  }
  return text;
}

export const textOf = (line: Line): string => joined(line.items);

/** The column a run starts in: the last one whose left edge is at or left of the run's (within TOLERANCE). */
export function columnOf(item: TextItem): Column | undefined {
  let found: Column | undefined;
  for (const [column, left] of COLUMNS) if (item.x >= left - TOLERANCE) found = column;
  return found;
}

/** A line's text per column (runs of one column joined); a run left of the first column is dropped. */
export function cellsOf(line: Line): Partial<Record<Column, string>> {
  const byColumn = new Map<Column, TextItem[]>();
  for (const item of line.items) {
    const column = columnOf(item);
    if (column !== undefined) byColumn.set(column, [...(byColumn.get(column) ?? []), item]);
  }
  return Object.fromEntries([...byColumn].map(([column, items]) => [column, joined(items)]));
}
