// The order every exploration sink shows a run in: findings by property (the order they are checked), then field, then
// operation (as explored) and keyword; and the counts each sink repeats.
import { PROPERTIES, type ExploreRun, type Finding, type OperationExplored, type Property } from '../../explore/types.js';

export interface FindingGroup {
  property: Property;
  fields: { field: string; findings: Finding[] }[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The run's findings, sorted as they are shown. */
export function findingsInOrder(run: ExploreRun): Finding[] {
  const opIndex = new Map(run.operations.map((o, i) => [o.operation as string, i]));
  const place = (f: Finding) => opIndex.get(f.operation) ?? run.operations.length;
  return [...run.findings].sort(
    (a, b) =>
      PROPERTIES.indexOf(a.property) - PROPERTIES.indexOf(b.property) ||
      byText(a.field, b.field) ||
      place(a) - place(b) ||
      byText(a.operation, b.operation) ||
      byText(a.keyword, b.keyword),
  );
}

/** Sorted findings grouped by property, then field; a property without findings has no group. */
export function groupFindings(sorted: readonly Finding[]): FindingGroup[] {
  const groups: FindingGroup[] = [];
  for (const f of sorted) {
    let group = groups.at(-1);
    if (group?.property !== f.property) groups.push((group = { property: f.property, fields: [] }));
    const last = group.fields.at(-1);
    if (last?.field === f.field) last.findings.push(f);
    else group.fields.push({ field: f.field, findings: [f] });
  }
  return groups;
}

/** Generated requests (coverage + random, and the flow machine's sequences) of one operation. */
export const generated = (o: OperationExplored): number => o.requests.coverage + o.requests.random + (o.flow?.requests ?? 0);

export interface RunTotals {
  generated: number;
  shrink: number;
  /** Every request sent: generated and shrinking. */
  sent: number;
  seconds: number;
  /** Requests sent a second; undefined for a run that took no time. */
  rate?: number;
}

export function runTotals(run: ExploreRun): RunTotals {
  const gen = run.operations.reduce((n, o) => n + generated(o), 0);
  const shrink = run.operations.reduce((n, o) => n + o.shrinkRequests, 0);
  const seconds = run.durationMs / 1000;
  return {
    generated: gen,
    shrink,
    sent: gen + shrink,
    seconds,
    ...(run.durationMs > 0 ? { rate: (gen + shrink) / seconds } : {}),
  };
}

/** `200×3 400×37 none×1`: statuses in numeric order, "none" (no answer) last. */
export function statusesText(statuses: Readonly<Record<string, number>>, separator = ' '): string {
  const key = (s: string) => (/^\d+$/.test(s) ? Number(s) : Number.MAX_SAFE_INTEGER);
  return Object.entries(statuses)
    .sort(([a], [b]) => key(a) - key(b) || byText(a, b))
    .map(([status, n]) => `${status}×${n}`)
    .join(separator);
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export const findingsFor = (run: ExploreRun, operation: string): number =>
  run.findings.filter((f) => f.operation === operation).length;
