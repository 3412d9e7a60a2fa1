// One judge (issue 52 item 1): each documented rule that sends one request, its own request sent as an exploration
// probe, is judged by exploration as the rule judges it, on the sandbox and on a stand-in vendor that answers every
// refusal whose form the documents do not show with a body of its own (both conform: every rule holds). Under the
// faults, the other direction: explore-one-judge-faults.test.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Judged, judgedTwice, RULES, targetOf } from './one-judge.js';

const NOT_SHOWN = RULES.filter((r) => r.expect?.refused).map((r) => r.id);

describe.for(['sandbox', 'stand-in'] as const)('on the %s', (kind) => {
  const judged = new Map<string, Judged>();
  let answered: string[] = [];
  beforeAll(async () => {
    const { target, vendor, close } = await targetOf(kind);
    try {
      for (const j of await judgedTwice(RULES, target, inject('seed'))) judged.set(j.rule, j);
      answered = [...(vendor?.answered ?? [])].sort();
    } finally {
      await close();
    }
  }, 300_000);
  afterAll(() => judged.clear());

  it.for(RULES.map((r) => r.id))('%s: the rule holds, and exploration breaks no property', (id) => {
    const j = judged.get(id);
    expect(j, `${id} was not judged`).toBeDefined();
    expect({ byRule: j?.byRule, byExploration: j?.byExploration, broken: j?.broken }).toEqual({
      byRule: 'holds',
      byExploration: 'holds',
      broken: [],
    });
  });

  if (kind === 'stand-in')
    it('answered every not-shown refusal with a body of its own', () => {
      expect(NOT_SHOWN.length).toBeGreaterThan(10);
      expect(answered).toEqual([...NOT_SHOWN].sort());
    });
});
