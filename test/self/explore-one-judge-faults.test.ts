// One judge under the faults (issue 52 item 1): for every sandbox fault that breaks a documented rule sending one
// request, the rule's own request sent as an exploration probe breaks a property, as the rule is violated. Where a
// probe cannot see the break, UNSEEN says why, and each such fault is held to go unseen, so the list stays true.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { FAULTS } from '../../sandbox/faults.js';
import type { Rule } from '../../src/model/types.js';
import { runRegion } from '../../src/settings/run-settings.js';
import { judgedTwice, RULES, targetOf } from './one-judge.js';

/** Rules whose break a probe cannot see, and why. */
const UNSEEN: [which: (r: Rule) => boolean, why: string][] = [
  [
    (r) => r.region !== undefined && r.region !== runRegion(),
    "the rule sends to its own region's host; every probe goes to the run's region (VTS_REGION), where the fault is not",
  ],
];

const ruleOf = (id: string) => RULES.find((r) => r.id === id) as Rule;
const unseen = (id: string) => UNSEEN.find(([which]) => which(ruleOf(id)))?.[1];
const ELIGIBLE = FAULTS.filter((f) => RULES.some((r) => r.id === f.breaks));

async function judgedUnder(fault: string, rule: string) {
  const { target, close } = await targetOf('sandbox', [fault]);
  try {
    const [judged] = await judgedTwice([ruleOf(rule)], target, inject('seed'));
    return judged;
  } finally {
    await close();
  }
}

describe('under a fault of a rule that sends one request', () => {
  const seen: string[] = [];
  afterAll(() => console.log(`one judge: ${seen.length} of ${ELIGIBLE.length} faults seen by the rule's probe`));

  it.for(ELIGIBLE.filter((f) => unseen(f.breaks) === undefined).map((f) => [f.id, f.breaks] as const))(
    '%s: %s is violated, and its probe breaks a property',
    async ([fault, rule]) => {
      const j = await judgedUnder(fault, rule);
      expect({ byRule: j?.byRule, byExploration: j?.byExploration }).toEqual({ byRule: 'breaks', byExploration: 'breaks' });
      seen.push(fault);
    },
  );

  it.for(ELIGIBLE.filter((f) => unseen(f.breaks) !== undefined).map((f) => [f.id, f.breaks] as const))(
    '%s: %s is violated, and its probe cannot see it, as UNSEEN says',
    async ([fault, rule]) => {
      const j = await judgedUnder(fault, rule);
      expect(j?.byRule).toBe('breaks');
      expect(j?.byExploration, `seen now: drop it from UNSEEN (${unseen(rule) ?? ''})`).toBe('holds');
    },
  );
});
