// The rule tables are well formed: unique ids named after their operation, a cited source, an expectation on every gating rule.
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../src/context.js';
import { loadProfile, profilePath } from '../../src/targets/profile.js';
import { OPERATIONS } from '../../src/operations.js';
import { allRules, RULE_TABLES } from '../../src/rules/index.js';
import { requestsOf } from '../../src/rules/requests.js';

const rules = allRules();

describe('rule tables', () => {
  it('have unique ids', () => expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length));
  it.for(rules.map((r) => [r.id, r] as const))('%s is well formed', ([id, r]) => {
    expect(id).toMatch(new RegExp(`^${r.operation}\\.[a-zA-Z]+(\\.[a-z0-9-]+)+$`));
    expect(r.source).toMatch(/^(verification-and-token-services|bank-statement-analysis)\.md › /);
    if (r.strength === 'documented') expect(r.expect).toBeDefined();
  });
  it('build the same request bytes from the same seed and rule id', () => {
    const profile = loadProfile(profilePath('sandbox'), true);
    const plan = { seed: 7, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: profile.name };
    for (const [op, table] of Object.entries(RULE_TABLES)) {
      for (const r of table.rules) {
        const build = () => {
          const { ctx } = contextFor(plan, r.id);
          return JSON.stringify(requestsOf(r, table, ctx));
        };
        expect(build(), `${op} ${r.id}`).toBe(build());
      }
      expect(OPERATIONS[table.operation].id).toBe(op);
    }
  });
});
