// The critical-path bound of a live run, from the run's own numbers: no schedule can end it sooner than its fixed start
// plus the longer of its longest case and all its case time shared among its concurrency. Also what a run must hold to
// be measured at all (every rule ran), and where its case time went, per operation.

/** What the bound reads of a verdicts.json entry (src/gate/case-record.ts). */
export interface CaseTime {
  ruleId: string;
  operation: string;
  verdict: string;
  durationMs: number;
}

export interface LiveBound {
  startMs: number;
  /** The longest case: the critical one when the case time shared out is shorter. */
  longest: { ruleId: string; durationMs: number };
  sumMs: number;
  concurrency: number;
  boundMs: number;
}

/** start + max(longest case, sum of case durations / concurrency). */
export function liveBound(startMs: number, cases: readonly CaseTime[], concurrency: number): LiveBound {
  let longest = { ruleId: '', durationMs: 0 };
  let sumMs = 0;
  for (const c of cases) {
    sumMs += c.durationMs;
    if (c.durationMs > longest.durationMs) longest = { ruleId: c.ruleId, durationMs: c.durationMs };
  }
  return { startMs, longest, sumMs, concurrency, boundMs: startMs + Math.max(longest.durationMs, sumMs / concurrency) };
}

/** The `count` operations with the largest summed case time, largest first. */
export function heaviestOperations(cases: readonly CaseTime[], count = 3): { operation: string; sumMs: number; cases: number }[] {
  const byOperation = new Map<string, { operation: string; sumMs: number; cases: number }>();
  for (const c of cases) {
    const o = byOperation.get(c.operation) ?? { operation: c.operation, sumMs: 0, cases: 0 };
    o.sumMs += c.durationMs;
    o.cases += 1;
    byOperation.set(c.operation, o);
  }
  return [...byOperation.values()].sort((a, b) => b.sumMs - a.sumMs).slice(0, count);
}

/** Verdicts that say a rule did not run against the vendor: a bound over such a run measures less than the suite. */
const UNMEASURED = ['not-applicable', 'harness-error'];

/** Why a run's verdicts measure less than every rule (one line), or undefined when every expected rule ran. */
export function unmeasured(run: { complete: boolean; cases: readonly CaseTime[] }, expectedRules: number): string | undefined {
  const skipped = run.cases.filter((c) => UNMEASURED.includes(c.verdict));
  if (skipped.length > 0) {
    const named = skipped.slice(0, 3).map((c) => `${c.ruleId} (${c.verdict})`);
    return `${skipped.length} case(s) did not run against the vendor: ${named.join(', ')}${skipped.length > 3 ? ', …' : ''}`;
  }
  if (run.cases.length !== expectedRules) return `${run.cases.length} cases judged of ${expectedRules} rules`;
  if (!run.complete) return 'the run says it is incomplete';
  return undefined;
}
