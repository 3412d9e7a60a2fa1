// `npm run conformance -- --plan`: what a run would send, per rule, computed by running each case against a target that
// answers from the recordings and sends nothing (see target.ts, client.ts). No hand-kept table: the counts are the
// requests the case builds.
import { isFlowRule } from '../../flow/case-flow.js';
import { readRecording, recordingPath, type RecordingFile } from '../../recording/file.js';
import { recordingsDir } from '../../base/paths.js';
import { runCase } from '../../case/run-case.js';
import { MAX_ATTEMPTS, transportSettings } from '../../settings/run-settings.js';
import type { TargetName } from '../../settings/target-name.js';
import type { Rule } from '../../model/types.js';
import { planningClient } from './client.js';
import { NOT_READY, pollsFor } from './polls.js';
import { sendsOf } from './sends.js';
import { planningTarget } from './target.js';
import type { RulePlan } from './rule-plan.js';

export { planText } from './text.js';
export { rulesJson } from './json.js';
export type { RulePlan } from './rule-plan.js';

/** The recording a rule's answers come from; a missing or unreadable one leaves the documented statuses. */
function recordingOf(rule: Rule): RecordingFile | undefined {
  try {
    return readRecording(recordingPath(recordingsDir(), rule.operation, rule.id));
  } catch {
    return undefined;
  }
}

export async function planRules(rules: Rule[], target: TargetName): Promise<RulePlan[]> {
  const planning = await planningTarget(target, rules);
  const pollBudgetMs = transportSettings().eventTimeoutMs;
  const longestPoll = await pollsFor(NOT_READY, pollBudgetMs);
  const plans: RulePlan[] = [];
  try {
    for (const rule of rules) {
      const recording = recordingOf(rule);
      const sends = sendsOf(rule, isFlowRule(rule) ? planning.flow.mode : undefined);
      const client = planningClient(sends, recording?.steps ?? [], pollBudgetMs);
      // Reached once the case has sent all it would: a harness error after it (in judging) changes no count.
      let finished = false;
      const result = await runCase(
        rule,
        { ...planning.target, finish: async () => void (finished = true) },
        client,
        recording?.seed ?? 1,
      );
      const { calls, callsByHost, callsByOrigin, uploadBytes, sent } = client.tally;
      // At most: every request the case can send (after steps as if the judged one were accepted), each retried to the
      // limit and each poll running to the event timeout; a case that stops early sends no more than it did.
      const reach = finished ? sends : sends.slice(0, sent);
      const maxCalls = reach.reduce((n, s) => n + MAX_ATTEMPTS * (s.polled ? longestPoll : 1), 0);
      const why = result.reason?.split('\n')[0];
      plans.push({
        ruleId: rule.id,
        operation: rule.operation,
        title: rule.title,
        strength: rule.strength,
        ...(result.verdict === 'not-applicable' ? { notApplicable: why ?? 'not applicable' } : {}),
        ...(result.verdict === 'harness-error' && !finished ? { fails: why ?? 'harness error' } : {}),
        calls,
        maxCalls,
        callsByHost,
        callsByOrigin,
        uploadBytes,
      });
    }
  } finally {
    await planning.target.teardown();
  }
  return plans;
}
