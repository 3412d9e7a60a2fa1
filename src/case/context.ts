// The context a rule's request builder sees: seeded data, credentials and the target's test data.
import { VtsError } from '../base/errors.js';
import { inputProblem, readInput } from '../uploads/files.js';
import { fakerFor, releaseFaker } from '../base/faker-for.js';
import { RECORDED_STATEMENT_BASE, RECORDED_WEBHOOK_URL } from '../flow/case-flow.js';
import type { CaseContext, FlowAddresses } from '../model/types.js';

/** Without a target's flow (a request built, not sent: self-tests), the addresses recordings keep. */
const RECORDED_FLOW: FlowAddresses = {
  webhookUrl: RECORDED_WEBHOOK_URL,
  statementUrl: (name) => `${RECORDED_STATEMENT_BASE}/${name}`,
};

export interface CasePlan {
  seed: number;
  credentials: { appId: string; appKey: string };
  /** The target's test data; the keys a case reads are kept in its recording. */
  data: Readonly<Record<string, string>>;
  /** Where to say a missing key belongs, e.g. "fixtures/targets/live.json". */
  profileName: string;
}

export function contextFor(
  plan: CasePlan,
  ruleId: string,
  flow: FlowAddresses = RECORDED_FLOW,
): { ctx: CaseContext; used: Record<string, string>; release: () => void } {
  const used: Record<string, string> = {};
  const ctx: CaseContext = {
    seed: plan.seed,
    faker: fakerFor(plan.seed, ruleId),
    credentials: plan.credentials,
    flow,
    data(key) {
      const value = plan.data[key];
      if (value === undefined)
        throw new VtsError('VTS_ERR_NOT_APPLICABLE', `needs test data "${key}": add it to ${plan.profileName} under "data"`);
      used[key] = value;
      return value;
    },
    file(key) {
      const path = ctx.data(key);
      const problem = inputProblem(path);
      if (problem !== undefined)
        throw new VtsError(
          'VTS_ERR_NOT_APPLICABLE',
          `needs the file of test data "${key}": ${problem} (fix the path in ${plan.profileName} under "data")`,
        );
      return readInput(path);
    },
  };
  // The case's faker goes back to the pool when the case is over (runCase), once.
  let released = false;
  const release = () => {
    if (!released) releaseFaker(ctx.faker);
    released = true;
  };
  return { ctx, used, release };
}
