// The environment of a `--target live` run against a local server the test starts: every host variable pointing at it,
// credentials, a test-data profile, and recordings, reports and baseline in a scratch folder of the test's.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { needsOf } from '../../src/cli/doctor/needs.js';
import { HOSTS } from '../../src/model/operations.js';
import { ROOT } from '../../src/base/paths.js';
import { allRules } from '../../src/rules/index.js';

/** What every rule reads of a profile, traced from the rules themselves (src/cli/doctor/needs.ts), not from their source. */
const NEEDS = allRules().map(needsOf);

/** Every test-data key a rule reads, so no selected rule is not-applicable. */
export const DATA_KEYS = [...new Set(NEEDS.flatMap((n) => n.keys))];

/** The keys read as files: a live profile names real files, so these get the sandbox's (under fixtures/inputs/). */
const FILE_KEYS = new Set(NEEDS.flatMap((n) => n.files));

const sandboxData = (): Record<string, string> =>
  (JSON.parse(readFileSync(join(ROOT, 'fixtures', 'targets', 'sandbox.json'), 'utf8')) as { data: Record<string, string> }).data;

/**
 * Every host variable at `url`, and the flow's: the statements under `url` too, and a public webhook URL (the local
 * receiver, which nothing outside reaches), so no flow rule is not-applicable for want of them.
 */
export const allHosts = (url: string): Record<string, string> => ({
  ...Object.fromEntries(Object.values(HOSTS).map((name) => [name, url])),
  VTS_STATEMENT_BASE_URL: `${url}/statements`,
  VTS_WEBHOOK_PUBLIC_URL: 'http://127.0.0.1:9/webhook',
});

/**
 * `data`: 'full' gives every key a value (every rule sends its request), 'none' an empty profile (every rule that
 * needs data is not applicable). `url` undefined leaves the host variables out.
 */
export function liveEnv(
  scratch: string,
  options: { url?: string; credentials?: { appId: string; appKey: string }; data?: 'full' | 'none' } = {},
): Record<string, string> {
  const profile = join(scratch, 'profile.json');
  const sandbox = sandboxData();
  const data =
    options.data === 'none'
      ? {}
      : Object.fromEntries(DATA_KEYS.map((k) => [k, (FILE_KEYS.has(k) ? sandbox[k] : undefined) ?? `${k}-4821`]));
  writeFileSync(profile, JSON.stringify({ data }));
  const credentials = options.credentials ?? { appId: 'live-test-app-id', appKey: 'live-test-app-key' };
  return {
    ...(options.url === undefined ? {} : allHosts(options.url)),
    VTS_APP_ID: credentials.appId,
    VTS_APP_KEY: credentials.appKey,
    VTS_TARGET_PROFILE: profile,
    VTS_RECORDINGS_DIR: join(scratch, 'recordings'),
    VTS_REPORTS_DIR: join(scratch, 'reports'),
    VTS_BASELINE_DIR: join(scratch, 'baseline'),
    // A local vendor sends no webhook event: a flow case must not wait the live default (60 s) for one.
    VTS_EVENT_TIMEOUT_S: '2',
  };
}
