// A failing case in words: every violation (or the reason), the count past the cap, and the command that reproduces it.
import { describeViolation } from '../case/violation-text.js';
import type { VerdictEntry } from '../gate/case-record.js';

export function failureText(entry: VerdictEntry): string {
  const lines =
    entry.violations.length > 0 ? entry.violations.map((v) => `  ${describeViolation(v)}`) : [`  ${entry.reason ?? ''}`];
  if (entry.omitted) lines.push(`  … and ${entry.omitted} more`);
  return [`${entry.note ?? entry.verdict}: ${entry.ruleId}`, ...lines, `reproduce: ${entry.reproduce}`].join('\n');
}
