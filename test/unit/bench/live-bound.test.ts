import { describe, expect, it } from 'vitest';
import { heaviestOperations, liveBound, unmeasured } from '../../../bench/live-bound.js';

const c = (ruleId: string, durationMs: number, verdict = 'pass') => ({
  ruleId,
  operation: ruleId.split('.')[0] ?? '',
  verdict,
  durationMs,
});
const cases = [c('a.x', 5000), c('b.x', 1000), c('b.y', 3000), c('c.x', 1000)];

describe('liveBound', () => {
  it('is the start plus the case time shared among the concurrency when that is longer than the longest case', () => {
    expect(liveBound(2000, cases, 2)).toMatchObject({ sumMs: 10_000, boundMs: 2000 + 5000 });
    expect(liveBound(2000, [...cases, c('d.x', 4000)], 2).boundMs).toBe(2000 + 7000);
  });

  it('is the start plus the longest case when no sharing can end sooner', () => {
    expect(liveBound(2000, cases, 8)).toMatchObject({ longest: { ruleId: 'a.x', durationMs: 5000 }, boundMs: 7000 });
  });
});

describe('heaviestOperations', () => {
  it('sums the case time per operation, largest first', () => {
    expect(heaviestOperations(cases, 2)).toEqual([
      { operation: 'a', sumMs: 5000, cases: 1 },
      { operation: 'b', sumMs: 4000, cases: 2 },
    ]);
  });
});

describe('unmeasured', () => {
  it('names the cases that did not run against the vendor, and a run short of its rules', () => {
    expect(unmeasured({ complete: true, cases }, 4)).toBeUndefined();
    expect(unmeasured({ complete: true, cases: [...cases, c('d.x', 0, 'not-applicable')] }, 5)).toBe(
      '1 case(s) did not run against the vendor: d.x (not-applicable)',
    );
    expect(unmeasured({ complete: true, cases }, 5)).toBe('4 cases judged of 5 rules');
  });
});
