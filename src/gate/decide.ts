// The gate: a run's verdicts against the accepted deviations give one exit code and the lines that explain it.
import type { Baseline } from './baseline.js';

export interface GateEntry {
  ruleId: string;
  verdict: string;
  reason?: string;
}

export interface GateDecision {
  code: 0 | 1 | 2;
  /** Non-pass verdicts the baseline accepts. */
  accepted: GateEntry[];
  /** Verdicts that fail the run. */
  failing: GateEntry[];
  /** Baseline entries whose rule now passes. */
  stale: string[];
  lines: string[];
}

/** Verdicts that fail a run unless accepted; `strict` adds infra and vendor faults, and stale baseline entries. */
const failingVerdicts = (strict: boolean) => new Set(strict ? ['violation', 'infra', 'vendor-fault'] : ['violation']);

export function decide(entries: GateEntry[], baseline: Baseline, options: { complete: boolean; strict: boolean }): GateDecision {
  const gating = failingVerdicts(options.strict);
  const isAccepted = (e: GateEntry) => baseline.accepted[e.ruleId]?.verdict === e.verdict;
  const accepted = entries.filter((e) => gating.has(e.verdict) && isAccepted(e));
  const failing = entries.filter((e) => gating.has(e.verdict) && !isAccepted(e));
  const harness = entries.filter((e) => e.verdict === 'harness-error');
  const stale = entries.filter((e) => e.verdict === 'pass' && baseline.accepted[e.ruleId] !== undefined).map((e) => e.ruleId);
  const lines = [
    ...accepted.map((e) => `accepted deviation: ${e.ruleId} (${e.verdict}): ${baseline.accepted[e.ruleId]?.reason}`),
    ...stale.map((id) => `baseline stale: ${id} now passes: remove it with npm run baseline:update`),
    ...failing.map((e) => `${e.verdict === 'violation' ? 'new violation' : `new ${e.verdict}`}: ${e.ruleId}`),
    ...harness.map((e) => `harness error: ${e.ruleId}: ${e.reason ?? ''}`),
    ...(options.complete ? [] : ['incomplete run: not every selected case has a verdict']),
  ];
  const code = !options.complete || harness.length > 0 ? 2 : failing.length > 0 || (options.strict && stale.length > 0) ? 1 : 0;
  return { code, accepted, failing, stale, lines };
}

export const EXIT_MEANING = ['no new violation', 'a new violation (or, with --strict, a stale baseline or an infra/vendor fault)', 'a harness error or an incomplete run'] as const;
