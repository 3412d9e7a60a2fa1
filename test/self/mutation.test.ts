// Mutation: every sandbox fault must make the suite report a violation on exactly the rule it breaks, and on no other.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { FAULTS } from '../../sandbox/faults.js';
import type { Fault } from '../../sandbox/faults/kit.js';
import { isFlowRule } from '../../src/flow/case-flow.js';
import type { Rule } from '../../src/model/types.js';
import { createClient } from '../../src/transport/client.js';
import { allRules } from '../../src/rules/index.js';
import { runRules } from '../../src/case/run.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';

const rules = allRules();
const killed: string[] = [];

/**
 * The rules a fault's run needs. test/unit/sandbox-server/faults.test.ts compares every answer of a fault's operation with and
 * without it, and holds that only the answers of `breaks`, `alsoBreaks` and `alsoChanges` differ; the sandbox project
 * holds that every clean answer passes. An unchanged answer gets the clean verdict, so a fault runs those rules (with
 * the rules of their reading families, whose verdicts depend on each other) and the rest of its operation only where
 * an operation has flow rules, whose answers that test does not compare (flow-faults.test.ts runs them).
 */
function rulesFor(fault: Fault, operation: string): Rule[] {
  const own = rules.filter((r) => r.operation === operation);
  if (own.some(isFlowRule)) return own;
  const changed = new Set([fault.breaks, ...(fault.alsoBreaks ?? []), ...(fault.alsoChanges ?? [])]);
  const families = new Set(own.filter((r) => changed.has(r.id) && r.family).map((r) => r.family?.name));
  return own.filter((r) => changed.has(r.id) || (r.family !== undefined && families.has(r.family.name)));
}

describe('mutation', () => {
  afterAll(() => {
    const pct = FAULTS.length === 0 ? 0 : Math.round((100 * killed.length) / FAULTS.length);
    console.log(`mutation score: ${killed.length}/${FAULTS.length} faults killed (${pct}%)`);
  });

  it.for(FAULTS.map((f) => [f.id, f.breaks, f.alsoBreaks ?? []] as const))(
    'fault %s is caught by %s alone',
    async ([id, breaks, alsoBreaks]) => {
      const fault = FAULTS.find((f) => f.id === id) as Fault;
      const operation = rules.find((r) => r.id === breaks)?.operation;
      expect(operation, `fault ${id} breaks "${breaks}", which is no rule id`).toBeDefined();
      // A sandbox of the target's own, in this process (runRules closes it): a fault that sends no event ends the wait
      // when its delivery settles, not at the settings' event timeout.
      const target = await sandboxTarget({ faults: [id] });
      // Retries of a 503 fault are real, their waiting is not: the test's time grows with its cases, never with sleeps.
      const client = createClient({ sleep: async () => {} });
      try {
        const { results } = await runRules({
          rules: rulesFor(fault, operation as string),
          target,
          seed: inject('seed'),
          client,
        });
        const violated = results.filter((r) => r.verdict === 'violation').map((r) => r.rule.id);
        const broken = results
          .filter((r) => r.verdict === 'harness-error' || r.verdict === 'infra')
          .map((r) => `${r.rule.id}: ${r.reason}`);
        expect({ violated: violated.sort(), broken }).toEqual({ violated: [breaks, ...alsoBreaks].sort(), broken: [] });
        killed.push(id);
      } finally {
        await client.close();
      }
    },
  );
});

describe('fault catalogue', () => {
  it('has a fault for every documented rule', () => {
    const covered = new Set(FAULTS.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])]));
    const uncovered = rules.filter((r) => r.strength === 'documented' && !covered.has(r.id)).map((r) => r.id);
    expect(uncovered).toEqual([]);
  });
});
