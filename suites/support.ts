// The one loop every conformance suite is: a test per rule, titled "<rule id>: <behaviour>", one assertion on the verdict.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from '../src/client.js';
import type { OperationId } from '../src/operations.js';
import { OPERATIONS } from '../src/operations.js';
import { rulesFor } from '../src/rules/index.js';
import { runCase } from '../src/run-case.js';
import { liveTarget } from '../src/targets/live.js';
import { replayTarget } from '../src/targets/replay.js';
import { sandboxTarget } from '../src/targets/sandbox.js';
import { clientFor, type Target } from '../src/targets/target.js';
import type { Rule } from '../src/types.js';
import { describeViolation } from '../src/verdict.js';

async function targetForProject(operation: OperationId): Promise<Target> {
  const name = process.env.VTS_TARGET ?? 'replay';
  if (name === 'sandbox') return sandboxTarget({ url: inject('sandboxUrl') });
  if (name === 'live') return liveTarget([OPERATIONS[operation].host], process.env.VTS_REGION);
  return replayTarget();
}

/** A documented rule must pass (a live target may lack its data); a probe is always a spec gap. */
const expected = (rule: Rule, target: string): string[] =>
  rule.strength === 'probe' ? ['spec-gap'] : target === 'live' ? ['pass', 'not-applicable'] : ['pass'];

export function conformanceSuite(operation: OperationId): void {
  describe(operation, () => {
    let target: Target;
    let client: Client;
    beforeAll(async () => {
      target = await targetForProject(operation);
      client = clientFor(target);
    });
    afterAll(async () => {
      await client?.close();
      await target?.teardown();
    });
    for (const rule of rulesFor(operation))
      it(`${rule.id}: ${rule.title}`, async () => {
        const result = await runCase(rule, target, client, inject('seed'));
        const outcome = { verdict: result.verdict, reason: result.reason, violations: result.violations.map(describeViolation) };
        expect(expected(rule, target.name), JSON.stringify(outcome, null, 2)).toContain(result.verdict);
      });
  });
}
