// Live set-up (issue 8, item 14): a missing live profile says how to make it, in every not-applicable reason it causes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../src/case/context.js';
import { targetsDir } from '../../src/base/paths.js';
import { loadProfile } from '../../src/targets/profile.js';

describe('a missing live profile', () => {
  const profile = loadProfile(join(targetsDir(), 'no-such-live.json'), false);
  it('has no data, and its name says to copy the example', () => {
    expect(profile.data).toEqual({});
    expect(profile.name).toContain('does not exist: copy fixtures/targets/live.example.json');
  });
  it('makes a rule that needs data not applicable, naming the key and the fix', () => {
    const { ctx } = contextFor(
      { seed: 1, credentials: { appId: 'a', appKey: 'k' }, data: profile.data, profileName: profile.name },
      'x.y.z',
    );
    expect(() => ctx.data('validVpa')).toThrow(
      /needs test data "validVpa": add it to .*no-such-live\.json .*copy fixtures\/targets\/live\.example\.json/,
    );
  });
});
