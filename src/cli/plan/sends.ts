// The requests a case sends, in the order src/case/run-case.ts sends them: its `before` steps (the subscription skipped
// where no event can come), the judged request, then its `after` steps (when the judged one was accepted). Keep the two
// in step: the planning client checks each request it is handed against this list and says so when they part.
import type { CaseFlow } from '../../flow/case-flow.js';
import { isResultsOperation, type OperationId } from '../../model/operations.js';
import type { Rule } from '../../model/types.js';

export interface PlannedSend {
  operation: OperationId;
  role: 'before' | 'judged' | 'after';
  /** The status the step needs for the case to go on, or the one the rule expects; undefined: none said. */
  status?: number;
  /** Asked again until the results are ready: the flow polls (no webhook receiver). */
  polled: boolean;
}

/** `mode`: the flow's, for a flow rule; undefined for a case without flow support (runCase asks for none). */
export function sendsOf(rule: Rule, mode: CaseFlow['mode'] | undefined): PlannedSend[] {
  const before = rule.before ?? [];
  const judged = rule.sends ?? rule.operation;
  return [
    ...before
      .filter((step) => !(step.needsReceiver && mode !== 'receiver'))
      .map((step): PlannedSend => ({
        operation: step.operation ?? rule.operation,
        role: 'before',
        status: step.status === 'success' ? 200 : step.status,
        polled: false,
      })),
    {
      operation: judged,
      role: 'judged',
      ...(rule.expect ? { status: rule.expect.status } : {}),
      polled: mode === 'poll' && isResultsOperation(judged) && before.some((s) => s.awaitEvent),
    },
    ...(rule.after ?? []).map((step): PlannedSend => ({
      operation: step.operation ?? rule.operation,
      role: 'after',
      polled: mode === 'poll' && step.untilReady === true,
    })),
  ];
}
