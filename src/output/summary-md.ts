// reports/summary.md: the matrix, the gate's reading and every non-pass with its reason — a CI job summary.
import type { GateDecision } from '../gate/decide.js';
import { withoutFacts, statementLine } from './facts-notes.js';
import { matrixMarkdown } from './matrix.js';
import { outcomeSettings, shownSettings } from '../gate/outcome-settings.js';
import type { RunMeta, VerdictEntry } from '../gate/case-record.js';
import { RUNS } from './passing-runs.js';

/** A table cell's text: what a vendor sent may be in it, so markup is shown as text, and a cell stays readable. */
const CELL_CHARS = 600;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
export const text = (s: string) => s.replace(/[&<>]/g, (c) => ENTITIES[c] as string);
export const oneLine = (s: string | undefined) => {
  const line = (s ?? '').replace(/\s+/g, ' ').trim();
  return text(line.length > CELL_CHARS ? `${line.slice(0, CELL_CHARS)}…` : line).replace(/\|/g, '\\|');
};

/** A command as code; in a table cell a pipe would end the cell. A backtick in it would end a one-backtick span. */
export const code = (s: string, cell = false) => {
  const span = s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
  return cell ? span.replace(/\|/g, '\\|') : span;
};

/** The run's settings in one line: target, seed, --strict, the flags that narrowed it, and every outcome-changing
 * setting the workers were given (the same list each case's reproduce command sets). */
function settingsLine(meta: RunMeta, env: Readonly<Record<string, string | undefined>>): string {
  const changed = new Set(outcomeSettings(meta.target, env).map(([name]) => name));
  const shown = shownSettings(meta.target, meta.seed, env).map(([name, value]) =>
    changed.has(name) ? code(`${name}=${value}`) : `${name} ${text(value)}`,
  );
  if (meta.selection !== undefined) shown.push(`selection ${code(meta.selection)}`);
  return `Settings: ${shown.join(' · ')}${changed.size === 0 ? ' · every other setting at its default' : ''}`;
}

export function summaryMarkdown(
  meta: RunMeta,
  entries: VerdictEntry[],
  gate: GateDecision,
  env: Readonly<Record<string, string | undefined>> = process.env,
  passingWeek: readonly string[] = [],
): string {
  const nonPass = entries.filter((e) => e.verdict !== 'pass');
  const unheld = [...withoutFacts(entries)];
  // An entry read back from cases.ndjson after a crash may lack fields: the row still renders.
  const repro = (e: VerdictEntry) => (e.reproduce ? code(e.reproduce, true) : '');
  // A spec gap's reason is what came; what it observed (the fields a flag added) is what the probe was for.
  const seen = (e: VerdictEntry) => (e.verdict === 'spec-gap' && e.observed ? ` — observed: ${e.observed}` : '');
  const why = (e: VerdictEntry) =>
    oneLine(`${e.reason ?? ''}${e.omitted ? ` (and ${e.omitted} more)` : ''}${seen(e)}${e.note ? ` — ${e.note}` : ''}`);
  return [
    `# vts-conformance: ${meta.target}${meta.shard ? ` (shard ${meta.shard})` : ''}`,
    '',
    `${entries.length} cases · ${meta.complete ? 'complete' : '**incomplete**'} · exit ${gate.code}`,
    '',
    settingsLine(meta, env),
    '',
    matrixMarkdown(entries),
    '',
    ...(gate.lines.length > 0 ? ['## Gate', '', ...gate.lines.map((l) => `- ${text(l)}`), ''] : []),
    // An accepted deviation fixed for a week is one to drop: said apart from the nightly "baseline stale" line.
    ...(passingWeek.length > 0
      ? [
          `Passing in this run and the ${RUNS - 1} complete runs before it, still accepted: ${passingWeek.join(', ')}: ` +
            `drop them with ${code(`npm run baseline:update -- --target ${meta.target} --drop-passing`)}`,
          '',
        ]
      : []),
    ...(nonPass.length > 0
      ? [
          '## Not passing',
          '',
          '| rule | verdict | outcome | reason | reproduce |',
          '|---|---|---|---|---|',
          ...nonPass.map((e) => `| ${e.ruleId} | ${e.verdict} | ${e.outcome} | ${why(e)} | ${repro(e)} |`),
          '',
        ]
      : []),
    // A statement without facts passes on its own arithmetic: said apart, since no non-pass row shows it.
    ...(unheld.length > 0
      ? ['## Statements without facts', '', ...unheld.map(([name, ids]) => `- ${text(statementLine(name, ids))}`), '']
      : []),
  ].join('\n');
}
