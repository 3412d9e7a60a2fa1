// The planning target: the chosen target's own `prepare` (its profile, its credentials, its base URLs: so `ctx.data`
// and `ctx.file` make exactly the run's not-applicable verdicts), with a flow that has the run's mode and addresses but
// receives nothing, and waits for nothing. The sandbox is not started; nothing listens, nothing is sent.
import { type CaseFlow, RECORDED_STATEMENT_BASE, RECORDED_WEBHOOK_URL } from '../../flow/case-flow.js';
import { receivingFlow, type ReceivingOptions } from '../../flow/receiving.js';
import { openTarget } from '../../targets/index.js';
import { liveFlowOptions } from '../../targets/live-flow.js';
import type { TargetName } from '../../settings/target-name.js';
import type { Target } from '../../case/target.js';
import type { Rule } from '../../model/types.js';

/** Addresses no request is sent to: the sandbox is given one so that none is started. */
const PLAN_SANDBOX = 'http://sandbox.plan.invalid';
const PLAN_WEBHOOK = 'http://webhook.plan.invalid/vts-events';
const PLAN_STATEMENTS = 'http://statements.plan.invalid';

export interface Planning {
  target: Target;
  /** The flow every flow case of the run gets. */
  flow: CaseFlow;
}

/** What the run's flow would be: receiving events or polling, and where the service is told to fetch statements. */
function flowSettings(name: TargetName): {
  mode: CaseFlow['mode'];
  webhookUrl?: string;
  statements: ReceivingOptions['statements'];
} {
  if (name === 'live') {
    const live = liveFlowOptions();
    return {
      mode: live.receive ? 'receiver' : 'poll',
      ...(live.publicUrl ? { webhookUrl: live.publicUrl } : {}),
      statements: live.statements,
    };
  }
  return name === 'replay'
    ? { mode: 'receiver', webhookUrl: RECORDED_WEBHOOK_URL, statements: { base: RECORDED_STATEMENT_BASE } }
    : { mode: 'receiver', webhookUrl: PLAN_WEBHOOK, statements: { base: PLAN_STATEMENTS } };
}

export async function planningTarget(name: TargetName, rules: Rule[]): Promise<Planning> {
  const real = await openTarget(name, rules, { record: false, fullRun: false, sandboxUrl: PLAN_SANDBOX });
  const { mode, webhookUrl, statements } = flowSettings(name);
  // The statement addresses as the run's flow makes them: without a base, the same not-applicable, naming the variable.
  // Receiving is off and the statements are not local, so this starts no server.
  const { addresses } = await receivingFlow({ receive: false, statements, eventTimeoutMs: 0 }).forCase();
  const flow: CaseFlow = {
    mode,
    addresses: { webhookUrl: mode === 'receiver' ? webhookUrl : undefined, statementUrl: addresses.statementUrl },
    next: async () => ({ missing: 'planned: no event is waited for' }),
  };
  return {
    target: { ...real, secrets: [], flow: async () => flow, recordedAs: () => [] },
    flow,
  };
}
