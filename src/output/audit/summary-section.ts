// The audit's section of reports/summary.md, between its own markers (marked-section.ts keeps the rest of the file): the
// totals, the fault groups as a table, a row per operation, and the traffic coverage by operation.
import type { AuditTally } from '../../audit/types.js';
import { markdownPage } from '../coverage/markdown.js';
import { plural, statusesText } from '../explore/order.js';
import { oneLine, text } from '../summary-md.js';
import { totalsLine } from './console.js';
import { operationsTable } from './coverage-page.js';
import { faultText, seenText, sourceText } from './group-text.js';
import type { TrafficGroups } from './groups.js';
import type { TrafficCoverage } from './traffic-coverage.js';

export const SECTION_START = '<!-- vts:audit -->';
export const SECTION_END = '<!-- /vts:audit -->';
/** Group rows in the section; past it, one line points to audit.sarif (a CI job summary has a size cap). */
export const SUMMARY_GROUPS = 200;

function notJudgedLine(tally: AuditTally): string {
  const unmatched = tally.unmatched.reduce((n, u) => n + u.count, 0);
  return (
    `Not judged: ${tally.skipped} not under a vendor host · ${tally.outside} outside --since/--until · ` +
    `${unmatched} matching no operation · ${tally.unreadable.count} unreadable. Read ${plural(tally.read, 'exchange')} ` +
    `from ${plural(tally.files.length, 'capture')}.`
  );
}

function groupRows(traffic: TrafficGroups): string[] {
  const groups = traffic.groups();
  if (groups.length === 0) return ['No fault in the traffic.', ''];
  const more = groups.length - SUMMARY_GROUPS;
  return [
    '| operation | rule | check | fault | exchanges | seen | first exchange |',
    '|---|---|---|---|---:|---|---|',
    ...groups
      .slice(0, SUMMARY_GROUPS)
      .map(
        (g) =>
          `| ${g.operation} | ${oneLine(g.ruleId)} | ${oneLine(g.check)} | ${oneLine(faultText(g))} | ${g.count} | ` +
          `${oneLine(seenText(g))} | ${oneLine(sourceText(g.example.source))} |`,
      ),
    '',
    ...(more > 0 ? [`And ${plural(more, 'more group')}: audit.sarif, allure-results/.`, ''] : []),
  ];
}

const operationRows = (traffic: TrafficGroups): string[] => [
  '| operation | exchanges | verdicts | statuses |',
  '|---|---:|---|---|',
  ...traffic
    .operations()
    .map(
      (o) =>
        `| ${o.operation} | ${o.judged} | ${oneLine(statusesText(o.verdicts as Record<string, number>, ', '))} | ` +
        `${oneLine(statusesText(o.statuses, ', '))} |`,
    ),
];

/** The section, markers included. */
export function auditSection(tally: AuditTally, traffic: TrafficGroups, coverage: TrafficCoverage): string {
  return [
    SECTION_START,
    '## Traffic audit',
    '',
    `${text(totalsLine(tally, traffic))}.`,
    '',
    notJudgedLine(tally),
    '',
    '### Faults, by operation and check',
    '',
    ...groupRows(traffic),
    '### Operations',
    '',
    ...operationRows(traffic),
    '',
    '### Traffic coverage',
    '',
    markdownPage([operationsTable(coverage)]).trimEnd(),
    '',
    'Each operation’s rows: traffic-coverage.md.',
    SECTION_END,
  ].join('\n');
}
