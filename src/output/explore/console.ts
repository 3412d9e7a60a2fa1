// What the console says of an exploration: the run in one line, a row per operation, the first findings by property
// and field with their reproduce lines, the harness errors, and whether the findings gate. reports/explore.json keeps all.
import { PROPERTY_TITLES, type ExploreRun } from '../../explore/types.js';
import { clip } from '../console-lines.js';
import { findingsFor, findingsInOrder, generated, groupFindings, plural, runTotals, statusesText } from './order.js';

/** Findings shown with their detail; the rest are counted, so a broad break stays readable in a CI log. */
export const DETAILED_FINDINGS = 20;
const LINE_CHARS = 200;
/** A harness error's reason names a file and its fix: longer, so the fix stays in view. */
const HARNESS_LINE_CHARS = 400;

const HEADER = ['operation', 'requests', 'coverage', 'random', 'shrink', 'fields', 'keywords', 'findings', 'statuses'];

function operationTable(run: ExploreRun): string[] {
  const rows = run.operations.map((o) => [
    o.operation,
    String(generated(o)),
    String(o.requests.coverage),
    String(o.requests.random),
    String(o.shrinkRequests),
    String(o.fields.length),
    String(o.keywords.length),
    String(findingsFor(run, o.operation)),
    statusesText(o.statuses),
  ]);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const last = HEADER.length - 1;
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === last ? c : i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(HEADER), ...rows.map(line)].map((l) => `  ${l.trimEnd()}`);
}

function findingLines(run: ExploreRun): string[] {
  const sorted = findingsInOrder(run);
  if (sorted.length === 0) return [];
  const lines = [`findings, by property and field (${run.gates ? 'gating' : 'not gating'}):`];
  for (const group of groupFindings(sorted.slice(0, DETAILED_FINDINGS))) {
    const all = sorted.filter((f) => f.property === group.property).length;
    lines.push(`${PROPERTY_TITLES[group.property]}: ${plural(all, 'finding')}`);
    for (const { field, findings } of group.fields) {
      lines.push(`  ${clip(field, LINE_CHARS)}`);
      for (const f of findings) {
        lines.push(`    ${clip(`${f.operation} ${f.keyword}: ${f.detail}`, LINE_CHARS)}`);
        lines.push(`      reproduce: ${f.reproduce}`);
      }
    }
  }
  const more = sorted.length - DETAILED_FINDINGS;
  if (more > 0) lines.push(`… and ${more} more: reports/explore.json`);
  return lines;
}

const harnessLines = (run: ExploreRun): string[] =>
  run.harnessErrors.length === 0
    ? []
    : [
        `harness errors (${run.harnessErrors.length}):`,
        ...run.harnessErrors.map((h) => `  ${clip(`${h.operation} ${h.probe}: ${h.reason}`, HARNESS_LINE_CHARS)}`),
      ];

export function exploreConsole(run: ExploreRun): string[] {
  const t = runTotals(run);
  const rate = t.rate === undefined ? '' : ` (${t.rate.toFixed(1)} requests/s)`;
  const errors = run.harnessErrors.length;
  return [
    `exploration: ${run.target}, seed ${run.seed}, budget ${run.budget} an operation, ` +
      `${t.sent} requests in ${t.seconds.toFixed(1)} s${rate}`,
    ...operationTable(run),
    ...findingLines(run),
    ...harnessLines(run),
    `exploration: ${plural(run.findings.length, 'finding')} ` +
      `(${run.gates ? 'gating' : 'not gating: --gate-explore makes them gate'})` +
      (errors > 0 ? `; ${plural(errors, 'harness error')}: the run fails` : ''),
  ];
}
