// The exploration's section of reports/summary.md, between its own markers: a conformance run writes the file wholly,
// an exploration replaces only its section (or appends it), so the two can share one CI job summary.
import { PROPERTY_TITLES, type ExploreRun } from '../../explore/types.js';
import { code, oneLine, text } from '../summary-md.js';
import { findingsFor, findingsInOrder, generated, groupFindings, plural, runTotals, statusesText } from './order.js';

export const SECTION_START = '<!-- vts:explore -->';
export const SECTION_END = '<!-- /vts:explore -->';
/** Finding rows in the section; past it, one line points to reports/explore.json (a CI job summary has a size cap). */
export const SUMMARY_FINDINGS = 200;

/** The one-line totals. */
export function totalsLine(run: ExploreRun): string {
  const t = runTotals(run);
  const gating = run.gates ? '**gating**' : 'not gating (`--gate-explore` makes them gate)';
  return [
    `${plural(run.findings.length, 'finding')}, ${gating}`,
    ...(run.harnessErrors.length > 0 ? [`**${plural(run.harnessErrors.length, 'harness error')}**`] : []),
    `${plural(run.operations.length, 'operation')}`,
    `${t.generated} requests + ${t.shrink} shrinking in ${t.seconds.toFixed(1)} s`,
    `target ${text(run.target)}`,
    `seed ${run.seed}`,
    `budget ${run.budget} an operation`,
  ].join(' · ');
}

const operationRows = (run: ExploreRun): string[] => [
  '| operation | requests | fields | keywords | statuses | findings |',
  '|---|---:|---:|---:|---|---:|',
  ...run.operations.map(
    (o) =>
      `| ${o.operation} | ${generated(o)} (${o.requests.coverage} coverage + ${o.requests.random} random, ` +
      `${o.shrinkRequests} shrinking) | ${o.fields.length} | ${o.keywords.length} | ${oneLine(statusesText(o.statuses, ', '))} | ` +
      `${findingsFor(run, o.operation)} |`,
  ),
];

function findingSections(run: ExploreRun): string[] {
  const sorted = findingsInOrder(run);
  const lines: string[] = [];
  for (const group of groupFindings(sorted.slice(0, SUMMARY_FINDINGS))) {
    lines.push(
      `### ${PROPERTY_TITLES[group.property]}`,
      '',
      '| operation | field | keyword | detail | reproduce |',
      '|---|---|---|---|---|',
    );
    for (const { findings } of group.fields)
      for (const f of findings)
        lines.push(
          `| ${f.operation} | ${oneLine(f.field)} | ${oneLine(f.keyword)} | ${oneLine(f.detail)} | ${code(f.reproduce, true)} |`,
        );
    lines.push('');
  }
  const more = sorted.length - SUMMARY_FINDINGS;
  if (more > 0) lines.push(`And ${more} more: reports/explore.json.`, '');
  return lines;
}

const harnessSection = (run: ExploreRun): string[] =>
  run.harnessErrors.length === 0
    ? []
    : [
        '### Harness errors',
        '',
        '| operation | probe | reason |',
        '|---|---|---|',
        ...run.harnessErrors.map((h) => `| ${h.operation} | ${oneLine(h.probe)} | ${oneLine(h.reason)} |`),
        '',
      ];

/** The section, markers included. */
export function exploreSection(run: ExploreRun): string {
  return [
    SECTION_START,
    '## Exploration',
    '',
    totalsLine(run),
    '',
    ...operationRows(run),
    '',
    ...findingSections(run),
    ...harnessSection(run),
    SECTION_END,
  ].join('\n');
}
