// Live: the vendor. Every base URL and both credentials come from the environment; nothing has a default.
import { join } from 'node:path';
import type { CasePlan } from '../context.js';
import { VtsError } from '../errors.js';
import { HOSTS, type HostPlaceholder } from '../operations.js';
import { targetsDir } from '../paths.js';
import { loadProfile } from './profile.js';
import type { Target } from './target.js';

export function requireEnv(name: string, what: string): string {
  const value = process.env[name];
  if (value === undefined || value.trim() === '')
    throw new VtsError(
      'VTS_ERR_MISSING_ENV',
      `${name} is not set: export ${name}=<${what}> or put it in .env (see README › Environment)`,
    );
  return value.trim();
}

/** Checks up front every variable the selected hosts need, so a live run fails before its first request. */
export function liveTarget(hosts: readonly HostPlaceholder[], region = 'ind'): Target {
  const credentials = { appId: requireEnv('VTS_APP_ID', 'your appId'), appKey: requireEnv('VTS_APP_KEY', 'your appKey') };
  const bases = new Map(
    hosts.map((h) => {
      const url = requireEnv(HOSTS[h], `base URL of {${h}}`).replace(/\/$/, '');
      return [h, h === 'region_url' ? url.replace('{region}', region) : url];
    }),
  );
  const profile = loadProfile(process.env.VTS_TARGET_PROFILE ?? join(targetsDir(), 'live.json'), false);
  return {
    name: 'live',
    secrets: [credentials.appId, credentials.appKey],
    base: (host) => bases.get(host) ?? requireEnv(HOSTS[host], `base URL of {${host}}`),
    async prepare(_rule, runSeed): Promise<CasePlan> {
      return { seed: runSeed, credentials, data: profile.data, profileName: profile.name };
    },
    finish: async () => undefined,
    teardown: async () => [],
  };
}
