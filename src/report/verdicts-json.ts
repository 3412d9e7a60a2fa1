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

export interface RunMeta {
  target: string;
  seed: number;
  complete: boolean;
  /** "k/n" when the run was one shard of n. */
  shard?: string;
}

export interface VerdictsFile extends RunMeta {
  cases: VerdictEntry[];
}

export const verdictsJson = (meta: RunMeta, entries: VerdictEntry[]): string =>
  `${JSON.stringify({ ...meta, cases: entries } satisfies VerdictsFile, null, 2)}\n`;
