// The case record: what the gate reads of a case and every report writes (reports/verdicts.json, JUnit, Allure, the
// console). It belongs to the gate, the reports only render it. Entries are scrubbed where they are made.
import type { CaseDecision, Outcome } from './decide.js';
import { OPERATIONS } from '../model/operations.js';
import type { CaseResult } from '../model/types.js';
import { reproduceLine } from './outcome-settings.js';

export interface VerdictEntry {
  ruleId: string;
  operation: string;
  document: string;
  title: string;
  source: string;
  strength: string;
  severity: string;
  verdict: string;
  /** The gate's decision for the case: what every report shows as its outcome. */
  outcome: Outcome;
  /** Why the outcome differs from the bare verdict (an accepted deviation, a stale baseline entry). */
  note?: string;
  /** The ticket that accepted the deviation (the baseline's entry), when it has one. */
  ticket?: string;
  reason?: string;
  /** What a conforming case met where the documents allow two readings. */
  observed?: string;
  /** The HTTP status of the judged request's last attempt; absent when none came back. */
  status?: number;
  /** host[:port] the case's requests went to (replay: the placeholder's stand-in host). */
  host?: string;
  violations: CaseResult['violations'];
  /** Violations beyond the per-case cap. */
  omitted?: number;
  seed: number;
  target: string;
  durationMs: number;
  /** Requests sent, retries included, over every step. */
  attempts: number;
  steps: number;
  reproduce: string;
}

/** The command that runs one case again as it ran: the settings that change its outcome (from the worker's environment)
 * before `npm run conformance -- --rule … --seed … --target …`. */
export const reproduceCommand = (
  ruleId: string,
  seed: number,
  target: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string => reproduceLine(ruleId, seed, target, env);

const statusOf = (r: CaseResult): { status?: number } => {
  const steps = r.exchange?.steps ?? [];
  const status = steps[r.exchange?.judged ?? steps.length - 1]?.attempts.at(-1)?.response?.status;
  return status === undefined ? {} : { status };
};

const hostOf = (r: CaseResult): { host?: string } => {
  const base = r.exchange?.steps[0]?.request.base;
  if (base === undefined) return {};
  try {
    return { host: new URL(base).host };
  } catch {
    return {};
  }
};

export const entryOf = (r: CaseResult, decision: CaseDecision): VerdictEntry => ({
  ruleId: r.rule.id,
  operation: r.rule.operation,
  document: OPERATIONS[r.rule.operation].document,
  title: r.rule.title,
  source: r.rule.source,
  strength: r.rule.strength,
  severity: r.rule.severity,
  verdict: r.verdict,
  outcome: decision.outcome,
  ...(decision.note ? { note: decision.note } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.observed ? { observed: r.observed } : {}),
  ...statusOf(r),
  ...hostOf(r),
  violations: r.violations,
  ...(r.omitted ? { omitted: r.omitted } : {}),
  seed: r.seed,
  target: r.target,
  durationMs: r.durationMs,
  attempts: r.exchange?.steps.reduce((n, s) => n + s.attempts.length, 0) ?? 0,
  steps: r.exchange?.steps.length ?? 0,
  reproduce: reproduceCommand(r.rule.id, r.seed, r.target),
});

export interface RunMeta {
  target: string;
  seed: number;
  complete: boolean;
  /** "k/n" when the run was one shard of n. */
  shard?: string;
  /** Why the run counts as having reached nothing (src/output/reach.ts): it is then incomplete. */
  unreached?: string[];
  /** The flags that narrowed the run (`--testplan plan.json`), as typed; absent for the target's whole selection. */
  selection?: string;
}

export interface VerdictsFile extends RunMeta {
  cases: VerdictEntry[];
}
