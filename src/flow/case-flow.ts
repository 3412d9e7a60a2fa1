// What a target gives a flow case: the addresses the service is told (webhook, statement files) and the events it sent.
import { isEvent, isFlowOperation, type OperationId } from '../model/operations.js';
import type { FlowAddresses, ReceivedEvent, Rule } from '../model/types.js';

export interface CaseFlow {
  addresses: FlowAddresses;
  /** 'receiver': events reach the harness (on replay, from the recording); 'poll': none can come (live without
   * VTS_WEBHOOK_PUBLIC_URL), so the flow polls the results operation. */
  mode: 'receiver' | 'poll';
  /** A request with this transactionId is about to go: hold its events for the case from now on (the receiver keeps only a
   * few of any other). Absent where events are not received live. */
  expect?(transactionId: string): void;
  /** The next event of the transactionId the `step`-th request caused, or what came instead (for the report). */
  next(transactionId: string, step: number): Promise<{ event: ReceivedEvent } | { missing: string }>;
  /** Gives back the case's turn at the subscription (turns.ts), where it took one: when the case is over. */
  done?(): Promise<void>;
}

/** What recordings keep instead of this run's own addresses, so a recording does not depend on a port or a host. */
export const RECORDED_WEBHOOK_URL = 'https://webhook.recorded.invalid/vts-events';
export const RECORDED_STATEMENT_BASE = 'https://statements.recorded.invalid';

/** Every operation a rule's flow calls, in order (the event is received, not called). */
export const operationsOf = (rule: Rule): OperationId[] =>
  [
    ...(rule.before ?? []).map((s) => s.operation ?? rule.operation),
    rule.sends ?? rule.operation,
    ...(rule.after ?? []).map((s) => s.operation ?? rule.operation),
  ].filter((op) => !isEvent(op));

/** A rule whose flow needs the target's flow support: it calls the asynchronous operations or waits for an event. */
export const isFlowRule = (rule: Rule): boolean =>
  rule.awaitEvent === true ||
  (rule.before ?? []).some((s) => s.awaitEvent || s.needsReceiver) ||
  operationsOf(rule).some(isFlowOperation);
