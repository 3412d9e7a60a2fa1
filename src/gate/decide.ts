// The gate: each case's verdict against the accepted deviations gives the test's outcome; a run's outcomes give one exit code.
import type { Baseline } from './baseline.js';

export interface GateEntry {
  ruleId: string;
  verdict: string;
  reason?: string;
}

/** A test's outcome: what vitest, JUnit, Allure, the console and summary.md all show for the case. */
export type Outcome = 'pass' | 'fail' | 'skip';

export interface CaseDecision {
  outcome: Outcome;
  /** Why the outcome is not what the verdict alone would give: "accepted deviation: …", "baseline stale: …". */
  note?: string;
}

/** Verdicts that fail a case unless accepted; `strict` adds infra and vendor faults. */
const gatingVerdicts = (strict: boolean) => new Set(strict ? ['violation', 'infra', 'vendor-fault'] : ['violation']);

export function decideCase(entry: GateEntry, baseline: Baseline, strict: boolean): CaseDecision {
  const accepted = baseline.accepted[entry.ruleId];
  if (entry.verdict === 'harness-error') return { outcome: 'fail' };
  if (entry.verdict === 'not-applicable') return { outcome: 'skip' };
  if (gatingVerdicts(strict).has(entry.verdict))
    return accepted?.verdict === entry.verdict
      ? { outcome: 'pass', note: `accepted deviation: ${accepted.reason}` }
      : { outcome: 'fail' };
  if (entry.verdict === 'pass' && accepted !== undefined)
    return { outcome: strict ? 'fail' : 'pass', note: 'baseline stale: now passes: remove it with npm run baseline:update' };
  return { outcome: 'pass' };
}

export interface GateDecision {
  code: 0 | 1 | 2;
  /** Non-pass verdicts the baseline accepts. */
  accepted: GateEntry[];
  /** Cases that fail the run. */
  failing: GateEntry[];
  /** Baseline entries whose rule now passes. */
  stale: string[];
  lines: string[];
}

export function decide(entries: GateEntry[], baseline: Baseline, options: { complete: boolean; strict: boolean }): GateDecision {
  const decided = entries.map((e) => ({ e, d: decideCase(e, baseline, options.strict) }));
  const accepted = decided.filter(({ d }) => d.note?.startsWith('accepted')).map(({ e }) => e);
  const stale = decided.filter(({ d }) => d.note?.startsWith('baseline stale')).map(({ e }) => e.ruleId);
  const failing = decided
    .filter(({ e, d }) => d.outcome === 'fail' && e.verdict !== 'harness-error' && e.verdict !== 'pass')
    .map(({ e }) => e);
  const harness = entries.filter((e) => e.verdict === 'harness-error');
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

export const EXIT_MEANING = [
  'no new violation',
  'a new violation (or, with --strict, a stale baseline or an infra/vendor fault)',
  'a harness error or an incomplete run',
] as const;
