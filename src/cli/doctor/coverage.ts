// What the plan says of a live run's coverage, before it runs: a run that would judge nothing is no run to be ready
// for, and a run that would leave out rules of fixtures/baseline/live.applicable.json would end incomplete (exit 2).
import { droppedCauses, loadApplicable } from '../../gate/applicable.js';
import type { RulePlan } from '../plan/rule-plan.js';
import { GUIDE } from './findings.js';

export interface PlanCoverage {
  /** What stops the doctor from calling the set-up ready. */
  problems: string[];
  /** "163 of 213 rules run, 50 left out (not-applicable)": for the doctor's last line. */
  counts: string;
}

export function planCoverage(plans: readonly RulePlan[]): PlanCoverage {
  const leftOut = plans.filter((p) => p.notApplicable !== undefined);
  const runs = plans.filter((p) => p.notApplicable === undefined && p.fails === undefined).length;
  const counts = `${runs} of ${plans.length} rules run, ${leftOut.length} left out (not-applicable)`;
  const problems: string[] = [];
  if (plans.length > 0 && runs === 0)
    problems.push(
      `the plan runs no rule: all ${plans.length} are left out, each for the test data or setting named above: fill in the profile (${GUIDE})`,
    );
  const set = loadApplicable('live');
  if (set !== undefined) {
    const asCases = leftOut.map((p) => ({ ruleId: p.ruleId, verdict: 'not-applicable', reason: p.notApplicable }));
    problems.push(
      ...droppedCauses(asCases, set, 'would not run').map((cause) => `the run would be incomplete (exit 2): ${cause}`),
    );
  }
  return { problems, counts };
}
