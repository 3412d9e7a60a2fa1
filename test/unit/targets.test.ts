// Targets: live refuses to start without its environment, naming the variable; target names are checked.
import { afterEach, describe, expect, it } from 'vitest';
import { targetName } from '../../src/targets/name.js';
import { liveTarget } from '../../src/targets/live.js';

describe('live target', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('names a missing credential', () => {
    delete process.env.VTS_APP_ID;
    expect(() => liveTarget(['auth_url'])).toThrow(/VTS_APP_ID is not set: export VTS_APP_ID=/);
  });

  it('names the missing base URL of a selected host', () => {
    Object.assign(process.env, { VTS_APP_ID: 'id', VTS_APP_KEY: 'key' });
    delete process.env.VTS_LEGACY_AUTH_URL;
    expect(() => liveTarget(['legacy_auth_url'])).toThrow(/VTS_LEGACY_AUTH_URL is not set/);
  });

  it('puts the region into the region host', () => {
    Object.assign(process.env, { VTS_APP_ID: 'id', VTS_APP_KEY: 'key', VTS_REGION_URL: 'https://{region}.example.test/' });
    expect(liveTarget(['region_url'], 'sgp').base('region_url')).toBe('https://sgp.example.test');
  });
});

describe('target names', () => {
  it('default to replay', () => {
    delete process.env.VTS_TARGET;
    expect(targetName(undefined)).toBe('replay');
  });
  it('refuse an unknown name, listing the known ones', () =>
    expect(() => targetName('prod')).toThrow(/use one of replay, sandbox, live/));
});
