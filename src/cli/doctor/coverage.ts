// What the plan says of a live run's coverage, before it runs: a run that would judge nothing is no run to be ready
// for, and a run that would leave out rules of fixtures/baseline/live.applicable.json would end incomplete (exit 2).
// Rules of the selection without a floor there are said: until a run records it, a lost profile key goes unseen.
import { shownPath } from '../../base/paths.js';
import { applicablePath, droppedCauses, loadApplicable, unrecorded } from '../../gate/applicable.js';
import type { RulePlan } from '../plan/rule-plan.js';
import { GUIDE } from './findings.js';

export interface PlanCoverage {
  /** What stops the doctor from calling the set-up ready. */
  problems: string[];
  /** "163 of 213 rules run, 50 left out (not-applicable)": for the doctor's last line. */
  counts: string;
  /** Said, not a problem: rules of the selection the set records no floor for. */
  hints: string[];
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
  const floorless = unrecorded(
    plans.map((p) => ({ ruleId: p.ruleId, verdict: 'pass' })),
    set,
  );
  const hints =
    floorless.length === 0
      ? []
      : [
          `no coverage floor for ${floorless.length} of the ${plans.length} rules of this selection in ${shownPath(applicablePath('live'))}: ` +
            `the next complete live run of it records one (commit the file); until then a lost profile key leaves the run green`,
        ];
  if (set !== undefined) {
    const asCases = leftOut.map((p) => ({ ruleId: p.ruleId, verdict: 'not-applicable', reason: p.notApplicable }));
    problems.push(
      ...droppedCauses(asCases, set, 'would not run').map((cause) => `the run would be incomplete (exit 2): ${cause}`),
    );
  }
  return { problems, counts, hints };
}
