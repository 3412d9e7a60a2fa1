// Targets: live refuses to start without its environment or with a base URL that is not one, naming the variable; a base
// URL's path is kept, by live and by replay's interceptors; target names are checked.
import { afterEach, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../src/base/paths.js';
import { readRecording, recordingPath } from '../../src/recording/file.js';
import { clearRecorded, interceptRecording, pendingOf } from '../../src/recording/replay.js';
import { redactionFor } from '../../src/redaction/index.js';
import { targetName } from '../../src/settings/target-name.js';
import { checkBaseUrls, checkLiveEnv, liveTarget } from '../../src/targets/live.js';

describe('live target', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('names a missing credential', () => {
    Object.assign(process.env, { VTS_APP_KEY: 'key', VTS_AUTH_URL: 'https://auth.example.test' });
    delete process.env.VTS_APP_ID;
    expect(() => liveTarget(['auth_url'])).toThrow(/VTS_APP_ID is not set: export VTS_APP_ID=/);
  });

  it('names the missing base URL of a selected host', () => {
    Object.assign(process.env, { VTS_APP_ID: 'id', VTS_APP_KEY: 'key' });
    delete process.env.VTS_LEGACY_AUTH_URL;
    expect(() => liveTarget(['legacy_auth_url'])).toThrow(/VTS_LEGACY_AUTH_URL is not set/);
  });

  it('refuses a base URL that is not one, naming the variable and what is wrong, every one at once', () => {
    Object.assign(process.env, {
      VTS_APP_ID: 'id',
      VTS_APP_KEY: 'key',
      VTS_AUTH_URL: 'not-a-url',
      VTS_LEGACY_AUTH_URL: 'ftp://gw.example/auth',
      VTS_IND_ENGINE_URL: 'https://api.example/?key=1',
    });
    expect(() => liveTarget(['auth_url'])).toThrow(/VTS_AUTH_URL="not-a-url" is not a URL/);
    expect(() => checkBaseUrls(['auth_url', 'legacy_auth_url', 'ind_engine_url'])).toThrow(
      /VTS_AUTH_URL="not-a-url" is not a URL; VTS_LEGACY_AUTH_URL="ftp:\/\/gw.example\/auth" has the scheme "ftp:".*; VTS_IND_ENGINE_URL=.* has a query/,
    );
  });

  it('does not print a base URL that holds credentials', () => {
    Object.assign(process.env, { VTS_AUTH_URL: 'https://user:s3cret@gw.example' });
    expect(() => checkBaseUrls(['auth_url'])).toThrow(/^VTS_AUTH_URL holds credentials/);
    expect(() => checkBaseUrls(['auth_url'])).not.toThrow(/s3cret/);
  });

  it('leaves an unset variable to the target, which names it as missing', () => {
    delete process.env.VTS_AUTH_URL;
    expect(() => checkBaseUrls(['auth_url'])).not.toThrow();
  });

  it("keeps a base URL's path (without its trailing slash)", () => {
    Object.assign(process.env, { VTS_APP_ID: 'id', VTS_APP_KEY: 'key', VTS_LEGACY_AUTH_URL: 'https://gw.example/vendor/auth/' });
    expect(liveTarget(['legacy_auth_url']).base('legacy_auth_url', 'ind')).toBe('https://gw.example/vendor/auth');
  });

  it('puts the region into the region host', () => {
    Object.assign(process.env, { VTS_APP_ID: 'id', VTS_APP_KEY: 'key', VTS_REGION_URL: 'https://{region}.example.test/' });
    const target = liveTarget(['region_url'], 'sgp');
    expect(target.base('region_url', 'sgp')).toBe('https://sgp.example.test');
    // A rule naming another region (matchFace.region.*) reaches that region's host from the same template.
    expect(target.base('region_url', 'zaf')).toBe('https://zaf.example.test');
  });
});

describe('replay under a base URL with a path', () => {
  afterEach(() => clearRecorded());
  it("intercepts the operation path appended to the base URL's path", () => {
    const file = readRecording(recordingPath(recordingsDir(), 'login', 'login.request.valid'));
    const scope = interceptRecording(file, () => 'http://gw.replay.invalid/vendor/auth', redactionFor('login', []));
    expect(pendingOf(scope)).toEqual(['POST http://gw.replay.invalid/vendor/auth/login']);
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

describe('live set-up (issue 8, item 14)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  it('names every missing variable at once, blank ones included', () => {
    for (const name of ['VTS_APP_ID', 'VTS_AUTH_URL', 'VTS_LEGACY_AUTH_URL']) delete process.env[name];
    process.env.VTS_APP_KEY = '  ';
    expect(() => checkLiveEnv(['auth_url', 'legacy_auth_url'])).toThrow(
      /^VTS_APP_ID, VTS_APP_KEY, VTS_AUTH_URL, VTS_LEGACY_AUTH_URL are not set: export VTS_APP_ID=<your appId>; /,
    );
  });
});
