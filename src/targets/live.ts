// Live: the vendor. Every base URL and both credentials come from the environment; nothing has a default.
import type { CasePlan } from '../case/context.js';
import { type ReceivingFlow, type ReceivingOptions, receivingFlow } from '../flow/receiving.js';
import { VtsError } from '../base/errors.js';
import { HOSTS, type HostPlaceholder } from '../model/operations.js';
import { baseUrlProblem } from './base-url.js';
import { liveFlowOptions, portProblem } from './live-flow.js';
import { liveProfilePath, loadProfile } from './profile.js';
import { credentialSecrets } from '../redaction/index.js';
import type { Target } from '../case/target.js';

export function requireEnv(name: string, what: string): string {
  const value = process.env[name];
  if (value === undefined || value.trim() === '')
    throw new VtsError(
      'VTS_ERR_MISSING_ENV',
      `${name} is not set: export ${name}=<${what}> or put it in .env at the repository root (see docs/going-live.md)`,
    );
  return value.trim();
}

/** The base URL a variable gives a host, `{region}` filled in, without a trailing slash; undefined when unset. */
export function baseOf(host: HostPlaceholder, region: string): { name: string; raw: string; url: string } | undefined {
  const name = HOSTS[host];
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const url = (host === 'region_url' ? raw.replace(/\{region\}/g, region) : raw).replace(/\/+$/, '');
  return { name, raw, url };
}

/** Every malformed base URL of the given hosts, one usage error naming each variable before the first request. Unset
 * variables are left to the live target, which names them. */
export function checkBaseUrls(hosts: readonly HostPlaceholder[], region = process.env.VTS_REGION ?? 'ind'): void {
  const problems = [...new Set(hosts)].flatMap((h) => {
    const base = baseOf(h, region);
    const problem = base && baseUrlProblem(base.url);
    if (!base || !problem) return [];
    // A value with credentials in it is not printed.
    return [
      problem.startsWith('holds credentials') ? `${base.name} ${problem}` : `${base.name}=${JSON.stringify(base.raw)} ${problem}`,
    ];
  });
  if (problems.length > 0)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${problems.join('; ')}: set each to the base URL of its host, like https://api.example.com or https://gw.example/vendor/auth (see docs/going-live.md)`,
    );
}

/** Every unset variable a live run of these hosts needs (blank is unset) in one error, then every malformed base URL:
 * a live user fixes the environment once, not once per run. */
export function checkLiveEnv(hosts: readonly HostPlaceholder[], region = process.env.VTS_REGION ?? 'ind'): void {
  const needed: [string, string][] = [
    ['VTS_APP_ID', 'your appId'],
    ['VTS_APP_KEY', 'your appKey'],
    ...[...new Set(hosts)].map((h): [string, string] => [HOSTS[h], `base URL of {${h}}`]),
  ];
  const missing = needed.filter(([name]) => (process.env[name] ?? '').trim() === '');
  if (missing.length > 0)
    throw new VtsError(
      'VTS_ERR_MISSING_ENV',
      `${missing.map(([name]) => name).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: ` +
        `${missing.map(([name, what]) => `export ${name}=<${what}>`).join('; ')}, or put them in .env at the ` +
        `repository root (see docs/going-live.md)`,
    );
  checkBaseUrls(hosts, region);
}

// The live targets of one run, open together under its one schedule, share one receiver: the vendor keeps one
// subscription per appId, and a tunnel forwards one port. The last target to close closes it.
let shared: { flow: ReceivingFlow; users: number; options: string } | undefined;

function shareFlow(options: ReceivingOptions): { flow: ReceivingFlow; release(): Promise<void> } {
  const key = JSON.stringify(options);
  if (shared?.options !== key) shared = { flow: receivingFlow(options), users: 0, options: key };
  const own = shared;
  own.users += 1;
  let released = false;
  return {
    flow: own.flow,
    async release() {
      if (released) return;
      released = true;
      own.users -= 1;
      if (own.users > 0) return;
      if (shared === own) shared = undefined;
      await own.flow.close();
    },
  };
}

/** Checks up front every variable the selected hosts need, so a live run fails before its first request. */
export function liveTarget(hosts: readonly HostPlaceholder[], region = 'ind'): Target {
  checkLiveEnv(hosts, region);
  const credentials = { appId: requireEnv('VTS_APP_ID', 'your appId'), appKey: requireEnv('VTS_APP_KEY', 'your appKey') };
  const bases = new Map(hosts.map((h) => [h, (baseOf(h, region) as { url: string }).url]));
  // A rule that names its region (matchFace.region.*) goes to that region's host, whatever the run's region.
  const regionBase = (r: string) => (baseOf('region_url', r) as { url: string }).url;
  const profile = loadProfile(liveProfilePath(), false);
  const flowOptions = liveFlowOptions();
  const { flow, release } = shareFlow(flowOptions);
  const port = flowOptions.port;
  return {
    name: 'live',
    secrets: credentialSecrets(credentials),
    base: (host, r) =>
      host === 'region_url' && r !== region
        ? regionBase(r)
        : (bases.get(host) ?? requireEnv(HOSTS[host], `base URL of {${host}}`)),
    async prepare(_rule, runSeed): Promise<CasePlan> {
      return { seed: runSeed, credentials, data: profile.data, profileName: profile.name };
    },
    finish: async () => undefined,
    // The port was free when the run began; taken since, every flow case says so in the same one line.
    flow: () =>
      flow.forCase().catch((error: NodeJS.ErrnoException) => {
        throw port !== undefined && error.syscall === 'listen' ? portProblem(port, error.code) : error;
      }),
    recordedAs: () => flow.recordedAs(),
    async teardown() {
      await release();
      return [];
    },
  };
}
