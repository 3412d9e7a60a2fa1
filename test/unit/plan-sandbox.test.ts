// Issue 19 item 4, in-process: the plan's calls per operation equal the attempts a sandbox run of the same rules puts on
// the wire (a JSON operation, an upload one with recorded 429 retries, the statement flow with its events). The CLI
// form of the same check is test/self/plan-cli.test.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import type { Client } from '../../src/transport/client.js';
import type { OperationId } from '../../src/model/operations.js';
import { planRules } from '../../src/cli/plan/index.js';
import { rulesFor } from '../../src/rules/index.js';
import { runRules } from '../../src/case/run.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import { clientFor } from '../../src/case/target.js';

describe('the plan against the sandbox', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  it.for(['emailBasic', 'signatureMatching', 'getBankStatementParsingResults'] as OperationId[])(
    '%s: the calls planned are the attempts a sandbox run sends',
    { timeout: 120_000 },
    async (operation) => {
      const rules = rulesFor(operation);
      const plans = await planRules(rules, 'sandbox');
      const target = await sandboxTarget({ url: sandbox.url });
      const client = clientFor(target);
      // Every attempt of every request, as the sandbox run's client made them.
      const sent = new Map<string, number>();
      const counting: Client = {
        async send(request) {
          const step = await client.send(request);
          sent.set(request.host, (sent.get(request.host) ?? 0) + step.attempts.length);
          return step;
        },
        close: () => client.close(),
      };
      try {
        const { results } = await runRules({ rules, target, seed: inject('seed'), client: counting });
        expect(results.filter((r) => r.verdict === 'not-applicable')).toEqual([]);
      } finally {
        await client.close();
      }
      const planned = new Map<string, number>();
      for (const p of plans)
        for (const [host, n] of Object.entries(p.callsByHost)) planned.set(host, (planned.get(host) ?? 0) + (n ?? 0));
      expect(sent.size).toBeGreaterThan(0);
      expect(Object.fromEntries(planned)).toEqual(Object.fromEntries(sent));
      expect(plans.every((p) => p.notApplicable === undefined && p.maxCalls >= p.calls)).toBe(true);
    },
  );
});
