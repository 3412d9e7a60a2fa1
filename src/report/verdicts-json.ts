// reports/verdicts.json: one entry per case, the file a CI gate and the merge read.
import { OPERATIONS } from '../operations.js';
import type { CaseResult } from '../types.js';

export interface VerdictEntry {
  ruleId: string;
  operation: string;
  document: string;
  title: string;
  source: string;
  strength: string;
  severity: string;
  verdict: string;
  reason?: string;
  violations: CaseResult['violations'];
  seed: number;
  target: string;
  durationMs: number;
  attempts: number;
}

export const entryOf = (r: CaseResult): VerdictEntry => ({
  ruleId: r.rule.id,
  operation: r.rule.operation,
  document: OPERATIONS[r.rule.operation].document,
  title: r.rule.title,
  source: r.rule.source,
  strength: r.rule.strength,
  severity: r.rule.severity,
  verdict: r.verdict,
  ...(r.reason ? { reason: r.reason } : {}),
  violations: r.violations,
  seed: r.seed,
  target: r.target,
  durationMs: r.durationMs,
  attempts: r.exchange?.attempts.length ?? 0,
});

export const verdictsJson = (meta: { target: string; seed: number; complete: boolean }, results: CaseResult[]): string =>
  `${JSON.stringify({ ...meta, cases: results.map(entryOf) }, null, 2)}\n`;
