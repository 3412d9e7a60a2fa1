// Before a run sends anything: on live, every problem of the set-up at once (variables, profile placeholders, files,
// header values, the flow's port: npm run doctor's checks); elsewhere, the run's region.
import type { Rule } from '../model/types.js';
import { runRegion } from '../settings/run-settings.js';
import type { TargetName } from '../settings/target-name.js';
import { say } from './say.js';

/** The exit code to stop with, or undefined when the run may start. */
export async function checkSetUp(name: TargetName, rules: Rule[], out: (line: string) => void): Promise<number | undefined> {
  if (name !== 'live') {
    runRegion();
    return undefined;
  }
  const { preflightProblems } = await import('./doctor/preflight.js');
  const problems = await preflightProblems(rules);
  if (problems.length === 0) return undefined;
  return say(out, [...problems.map((p) => `error VTS_ERR_USAGE: ${p}`), 'npm run doctor checks the set-up again'].join('\n'), 2);
}
