// reports/summary.md: the matrix, the gate's reading and every non-pass with its reason — a CI job summary.
import type { GateDecision } from '../gate/decide.js';
import { matrixMarkdown } from './matrix.js';
import type { RunMeta, VerdictEntry } from './verdicts-json.js';

/** A table cell's text: what a vendor sent may be in it, so markup is shown as text, and a cell stays readable. */
const CELL_CHARS = 600;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const text = (s: string) => s.replace(/[&<>]/g, (c) => ENTITIES[c] as string);
const oneLine = (s: string | undefined) => {
  const line = (s ?? '').replace(/\s+/g, ' ').trim();
  return text(line.length > CELL_CHARS ? `${line.slice(0, CELL_CHARS)}…` : line).replace(/\|/g, '\\|');
};

export function summaryMarkdown(meta: RunMeta, entries: VerdictEntry[], gate: GateDecision): string {
  const nonPass = entries.filter((e) => e.verdict !== 'pass');
  const repro = (e: VerdictEntry) => `\`${e.reproduce}\``;
  const why = (e: VerdictEntry) =>
    oneLine(`${e.reason ?? ''}${e.omitted ? ` (and ${e.omitted} more)` : ''}${e.note ? ` — ${e.note}` : ''}`);
  return [
    `# vts-conformance: ${meta.target}${meta.shard ? ` (shard ${meta.shard})` : ''}`,
    '',
    `Seed ${meta.seed} · ${entries.length} cases · ${meta.complete ? 'complete' : '**incomplete**'} · exit ${gate.code}`,
    '',
    matrixMarkdown(entries),
    '',
    ...(gate.lines.length > 0 || meta.unreached
      ? ['## Gate', '', ...[...(meta.unreached ?? []), ...gate.lines].map((l) => `- ${text(l)}`), '']
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
  ].join('\n');
}
