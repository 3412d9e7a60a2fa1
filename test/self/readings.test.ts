// No false alarm where the documents allow two answers (issue 17, items 6–11): the sandbox switched to each other
// reading a conformant vendor may give (sandbox/readings.ts) gets a pass on every rule it touches, and each case records
// the reading it met.
import { describe, expect, it } from 'vitest';
import { readingsOn } from '../../sandbox/readings.js';
import { MONTH_SCENARIOS, outcomeOf } from '../../src/rules/month-scenarios.js';
import { runOnSandbox } from './sandbox-run.js';

const monthRules = (kind: 'error' | 'accepted') =>
  MONTH_SCENARIOS.filter((s) => (outcomeOf(s).kind === 'error') === (kind === 'error')).map(
    (s) => `parseBankStatement.months.${s.name}`,
  );

describe('item 6: the month errors answered after accepting the parse', () => {
  it('conform: 202, then the failed event and the message in the results; the reading is recorded', async () => {
    const results = await runOnSandbox(monthRules('error'), { extraFaults: readingsOn(['month-errors-after-accepting']) });
    for (const r of results) {
      expect({ rule: r.rule.id, verdict: r.verdict, reason: r.reason }).toEqual({
        rule: r.rule.id,
        verdict: 'pass',
        reason: undefined,
      });
      expect(r.observed).toContain('reading: accepted (202), then BANK_STATEMENT_PARSING_FAILED and the message in the results');
    }
  });

  it('the scenarios whose statements meet their months still pass under that reading, held to what follows their 202', async () => {
    const results = await runOnSandbox(monthRules('accepted'), { extraFaults: readingsOn(['month-errors-after-accepting']) });
    expect(results.map((r) => [r.rule.id, r.verdict])).toEqual(monthRules('accepted').map((id) => [id, 'pass']));
  });

  it('the message in the parse’s own answer is recorded as that reading', async () => {
    const [r] = await runOnSandbox(['parseBankStatement.months.coverage-short']);
    expect(r?.observed).toBe("reading: the message in the parse's answer (any status) (HTTP 400)");
  });
});
