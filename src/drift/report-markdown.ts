// reports/drift.md: every finding, breaking first, with its rule ids, where it is, before → after, and the spec section
// it touches; then what was compared.
import { CLASSES, type Finding, shown } from './report-groups.js';
import type { DriftReport } from './types.js';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function driftMarkdown(report: DriftReport, findings: readonly Finding[]): string {
  const lines = [
    '# Drift',
    '',
    `Baseline \`${report.baseline}\`, candidate \`${report.candidate}\`: ${report.rulesCompared} rules compared, ` +
      `${findings.length === 0 ? 'no difference' : CLASSES.map((c) => `${findings.filter((f) => f.class === c).length} ${c}`).join(', ')}.`,
    ...(report.notRecorded.length > 0
      ? ['', `Not in the candidate, so not compared: ${report.notRecorded.map((op) => `\`${op}\``).join(', ')}.`]
      : []),
  ];
  for (const c of CLASSES) {
    const of = findings.filter((f) => f.class === c);
    if (of.length === 0) continue;
    lines.push('', `## ${c[0]?.toUpperCase()}${c.slice(1)} (${of.length})`, '');
    lines.push('| operation | change | where | before → after | rules | spec section |', '|---|---|---|---|---|---|');
    for (const f of of)
      lines.push(
        `| ${f.operation} | ${cell(`${f.kind}: ${f.detail}`)} | ${cell(`${f.where} \`${f.pointer || '/'}\``)} | ${cell(`${shown(f.before)} → ${shown(f.after)}`)} | ${cell(f.ruleIds.join(', '))} | ${cell(f.source)} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
