// reports/summary.md: the matrix, the gate's reading and every non-pass with its reason — a CI job summary.
import type { GateDecision } from '../gate/decide.js';
import { matrixMarkdown } from './matrix.js';
import type { RunMeta, VerdictEntry } from './verdicts-json.js';

const oneLine = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

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
      ? ['## Gate', '', ...[...(meta.unreached ?? []), ...gate.lines].map((l) => `- ${l}`), '']
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
