// A case's faker comes from a pool (src/base/seed.ts): one given back and seeded again must build, for every rule, the
// requests a new one builds, or replay would no longer find the recorded requests.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Faker } from '@faker-js/faker';
import { contextFor } from '../../src/case/context.js';
import type { Rule } from '../../src/model/types.js';
import { allRules, tableOf } from '../../src/rules/index.js';
import { requestsOf } from '../../src/rules/requests.js';
import { loadProfile, profilePath } from '../../src/targets/profile.js';

/** An upload as its hash: the requests are compared, not the bytes written out as JSON. */
const hashed = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? createHash('sha256').update(value).digest('hex') : value;

describe('the pool of fakers', () => {
  it('builds every rule the same requests from a faker given back as from a new one', () => {
    const profile = loadProfile(profilePath('sandbox'), true);
    const plan = { seed: 7, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: profile.name };
    const fakers: Faker[] = [];
    const build = (rule: Rule, giveBack: boolean): string => {
      const { ctx, release } = contextFor(plan, rule.id);
      fakers.push(ctx.faker);
      const table = tableOf(rule.operation);
      if (table === undefined) throw new Error(`no table for ${rule.operation}`);
      const text = JSON.stringify(requestsOf(rule, table, ctx), hashed);
      if (giveBack) release();
      return text;
    };
    // matchFace's six uploads at the size limit take 0.8 s each to build, and their bytes are no faker's.
    const rules = allRules().filter((rule) => rule.operation !== 'matchFace');
    const fresh = rules.map((rule) => build(rule, false));
    expect(new Set(fakers).size).toBe(rules.length);
    fakers.length = 0;
    const reused = rules.map((rule) => build(rule, true));
    expect(new Set(fakers).size).toBe(1);
    expect(reused).toEqual(fresh);
  });
});
