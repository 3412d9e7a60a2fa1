// What the console says of an audit: the faults grouped by operation then check, each once with its count, when it was
// first and last seen and where; a line per operation; what was not judged; the totals. The report files keep all.
import type { AuditTally } from '../../audit/types.js';
import { clip } from '../console-lines.js';
import { plural, statusesText } from '../explore/order.js';
import { countText, faultText, seenText, sourceText } from './group-text.js';
import type { OperationTraffic, TrafficGroup, TrafficGroups } from './groups.js';

/** Groups shown in full; the rest are counted, so a broad break stays readable in a CI log. */
export const DETAILED_GROUPS = 30;
const LINE_CHARS = 200;
/** Unmatched paths and unreadable entries named, the rest counted. */
const NAMED = 5;

function groupLines(groups: TrafficGroup[]): string[] {
  if (groups.length === 0) return [];
  const lines = ['faults in the traffic, by operation and check:'];
  let operation = '';
  for (const g of groups.slice(0, DETAILED_GROUPS)) {
    if (g.operation !== operation) lines.push((operation = g.operation));
    lines.push(`  ${g.ruleId} · ${g.check}: ${countText(g)}`);
    lines.push(`    ${faultText(g)}`);
    lines.push(`    ${seenText(g)}; first in ${sourceText(g.example.source)}`);
  }
  const more = groups.length - DETAILED_GROUPS;
  if (more > 0) lines.push(`… and ${plural(more, 'more group')}: reports/summary.md, audit.sarif`);
  return lines;
}

const verdictsText = (o: OperationTraffic) =>
  Object.entries(o.verdicts)
    .map(([verdict, n]) => `${verdict} ${n}`)
    .join(', ');

const operationLines = (ops: OperationTraffic[]): string[] =>
  ops.map(
    (o) =>
      `  ${clip(`${o.operation}: ${plural(o.judged, 'exchange')} judged · ${verdictsText(o)} · ${statusesText(o.statuses)}`, LINE_CHARS)}`,
  );

function notJudged(tally: AuditTally): string[] {
  const unmatched = tally.unmatched.reduce((n, u) => n + u.count, 0);
  return [
    `not judged: ${tally.skipped} not under a vendor host, ${tally.outside} outside --since/--until, ` +
      `${unmatched} under a vendor host matching no operation, ${tally.unreadable.count} unreadable`,
    ...tally.unmatched
      .slice(0, NAMED)
      .map((u) => `  no operation: ${clip(`${u.method} ${u.host}${u.path}`, LINE_CHARS)} ×${u.count}`),
    ...tally.unreadable.first
      .slice(0, NAMED)
      .map((u) => `  unreadable: ${clip(`${sourceText(u.source)}: ${u.problem}`, LINE_CHARS)}`),
  ];
}

/** The totals line, the last a CI log shows. */
export function totalsLine(tally: AuditTally, traffic: TrafficGroups): string {
  const groups = traffic.groups();
  const violations = groups.filter((g) => g.kind === 'violation');
  const count = violations.reduce((n, g) => n + g.count, 0) + traffic.overflow;
  const errors = groups.filter((g) => g.kind === 'harness-error').reduce((n, g) => n + g.count, 0);
  return (
    `audit: ${plural(tally.judged, 'exchange')} judged, ${plural(count, 'violation')} in ${plural(violations.length, 'group')}` +
    (traffic.overflow > 0 ? ` (${traffic.overflow} past the first groups: audit.ndjson has them)` : '') +
    (errors > 0 ? `; ${plural(errors, 'harness error')}` : '')
  );
}

export function auditConsole(tally: AuditTally, traffic: TrafficGroups): string[] {
  return [
    ...groupLines(traffic.groups()),
    'operations:',
    ...operationLines(traffic.operations()),
    ...notJudged(tally),
    totalsLine(tally, traffic),
  ];
}
