// One sequence of the flow machines as one case: the target's credentials, test data and flow support (the receiver,
// the statements it serves) prepared once, then each command's request built and sent as runCase sends a step, the
// parse's event waited for on demand. Every request is counted: the machines' budget is in requests.
import type { Target } from '../../case/target.js';
import { contextFor } from '../../case/context.js';
import { transactionIdOf } from '../../checks/transaction-id.js';
import type { CaseFlow } from '../../flow/case-flow.js';
import { pollResults } from '../../flow/poll.js';
import type { Edit } from '../../model/edits.js';
import type { OperationId } from '../../model/operations.js';
import type { Exchange, Rule, StepExchange } from '../../model/types.js';
import { operationRequest } from '../../case/operation-request.js';
import { runRegion, transportSettings } from '../../settings/run-settings.js';
import type { Client } from '../../transport/client.js';
import { awayFromSlot } from '../../transport/case-slots.js';

export interface FlowSession {
  /** Events reach the harness; without (live, no public webhook URL) the results are polled instead. */
  readonly receiver: boolean;
  /** The target's test data: which of the machines' optional keys (`otherAppId`, `otherWorkflowId`) it has. */
  readonly data: Readonly<Record<string, string>>;
  readonly exchange: Exchange;
  /** Requests sent so far. */
  requests(): number;
  send(operation: OperationId, edits: Edit[]): Promise<StepExchange>;
  /** Waits for the next event of the transactionId the 1-based step `afterStep` started: whether it came. */
  event(transactionId: string, afterStep: number): Promise<boolean>;
  /** Asks until the answer is ready (no receiver): the steps sent, the last one kept in the exchange. */
  poll(operation: OperationId, edits: Edit[]): Promise<StepExchange>;
  close(): Promise<void>;
}

/** The case a sequence runs as: what the target prepares for, and opens the flow support of when `flow`. */
export const sessionRule = (id: string, operation: OperationId, operations: readonly OperationId[]): Rule => ({
  id,
  operation,
  title: 'a sequence of the flow explored as a state machine',
  source: 'exploration',
  strength: 'probe',
  severity: 'minor',
  request: [],
  before: operations.map((op) => ({ title: op, operation: op, request: [], status: 'success' as const })),
});

export async function openSession(
  target: Target,
  client: Client,
  seed: number,
  rule: Rule,
  flowNeeded: boolean,
): Promise<FlowSession> {
  const plan = await target.prepare(rule, seed);
  const flow: CaseFlow | undefined = flowNeeded ? await target.flow(rule) : undefined;
  const { ctx, release } = contextFor(plan, rule.id, flow?.addresses);
  const exchange: Exchange = { steps: [], events: [] };
  const region = runRegion();
  let sent = 0;
  const send = async (operation: OperationId, edits: Edit[]): Promise<StepExchange> => {
    const request = operationRequest(target, operation, edits, ctx, exchange.steps, region);
    const sentId = request.headers.transactionid;
    if (flow?.expect && sentId) flow.expect(sentId);
    sent += 1;
    const step = await client.send(request);
    const returnedId = transactionIdOf(step);
    if (flow?.expect && returnedId) flow.expect(returnedId);
    exchange.steps.push(step);
    return step;
  };
  return {
    receiver: flow?.mode === 'receiver',
    data: plan.data,
    exchange,
    requests: () => sent,
    send,
    async event(transactionId, afterStep) {
      if (flow?.mode !== 'receiver') return false;
      const got = await awayFromSlot(flow.next(transactionId, afterStep));
      if ('event' in got) exchange.events.push(got.event);
      return 'event' in got;
    },
    async poll(operation, edits) {
      await pollResults(() => send(operation, edits), exchange, transportSettings().eventTimeoutMs);
      return exchange.steps.at(-1) as StepExchange;
    },
    async close() {
      release();
      await flow?.done?.();
    },
  };
}
