// Cases run in-process against a sandbox the test starts, with faults or readings switched on, and test data of the
// test's own where it replaces the sandbox profile's: what the self-tests of the gate's judgement use.
import { inject } from 'vitest';
import type { Fault } from '../../sandbox/faults.js';
import { createClient } from '../../src/transport/client.js';
import { allRules } from '../../src/rules/index.js';
import { runRules } from '../../src/case/run.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import type { Target } from '../../src/case/target.js';
import type { CaseResult, Rule } from '../../src/model/types.js';
import type { HostPlaceholder, Region } from '../../src/model/operations.js';

export const ruleOf = (id: string): Rule => {
  const found = allRules().find((r) => r.id === id);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};

export interface SandboxRun {
  faults?: string[];
  extraFaults?: Fault[];
  /** Test data replacing the sandbox profile's (a team's own statement, say). */
  data?: Record<string, string>;
  /** Where requests go instead of the sandbox's own URL (a proxy in front of it), given the sandbox's base URL. */
  via?: (sandboxBase: string) => Promise<(host: HostPlaceholder, region: Region) => string>;
  /** The webhook URL the sandbox is given instead of the receiver's own (a proxy in front of it), given the receiver's. */
  webhookVia?: (receiverUrl: string) => Promise<string>;
}

export async function runOnSandbox(ids: string[], options: SandboxRun = {}): Promise<CaseResult[]> {
  // A fault may send no event at all: the flow's wait then ends when the sandbox says the delivery is settled.
  const sandbox = await sandboxTarget({ faults: options.faults ?? [], extraFaults: options.extraFaults ?? [] });
  const base = options.via ? await options.via(sandbox.base('auth_url', 'ind')) : sandbox.base;
  const target: Target = {
    ...sandbox,
    base,
    prepare: async (rule, seed) => {
      const plan = await sandbox.prepare(rule, seed);
      return { ...plan, data: { ...plan.data, ...options.data } };
    },
    flow: async (rule) => {
      const flow = await sandbox.flow(rule);
      const own = flow.addresses.webhookUrl;
      if (options.webhookVia === undefined || own === undefined) return flow;
      return { ...flow, addresses: { ...flow.addresses, webhookUrl: await options.webhookVia(own) } };
    },
  };
  // Retries of a 503 are real, their waiting is not.
  const client = createClient({ sleep: async () => {} });
  try {
    return (await runRules({ rules: ids.map(ruleOf), target, seed: inject('seed'), client })).results;
  } finally {
    await client.close();
  }
}
