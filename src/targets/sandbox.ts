// Sandbox: the bundled reference sandbox, started in-process on an ephemeral loopback port (or VTS_SANDBOX_URL).
import type { Fault } from '../../sandbox/faults.js';
import { VtsError } from '../base/errors.js';
import type { CasePlan } from '../case/context.js';
import { receivingFlow } from '../flow/receiving.js';
import { caseBudgetMs, transportSettings } from '../settings/run-settings.js';
import { loadProfile, profilePath } from './profile.js';
import { credentialSecrets } from '../redaction/index.js';
import type { Target } from '../case/target.js';

export async function sandboxTarget(
  options: { url?: string; faults?: readonly string[]; extraFaults?: readonly Fault[]; eventTimeoutMs?: number } = {},
): Promise<Target> {
  const url = options.url ?? process.env.VTS_SANDBOX_URL;
  // Loaded only when a sandbox must be started: a replay run never pays for the server's import.
  const running =
    url === undefined
      ? await (
          await import('../../sandbox/server.js')
        ).startSandbox(
          options.faults !== undefined || options.extraFaults !== undefined
            ? { faults: options.faults ?? [], extraFaults: options.extraFaults ?? [] }
            : await faultsFromEnv(),
        )
      : undefined;
  const base = (url ?? running?.url ?? '').replace(/\/$/, '');
  const profile = loadProfile(profilePath('sandbox'), true);
  const { appId = '', appKey = '', ...data } = profile.data;
  // Never VTS_APP_ID/VTS_APP_KEY: those are the live credentials a live user keeps in .env. A sandbox started with
  // other credentials (the security self-test's canaries) is reached with VTS_SANDBOX_APP_ID/VTS_SANDBOX_APP_KEY.
  const credentials = { appId: setting('VTS_SANDBOX_APP_ID') ?? appId, appKey: setting('VTS_SANDBOX_APP_KEY') ?? appKey };
  // The sandbox fetches the committed statements from a loopback file server and delivers to the loopback receiver.
  const flow = receivingFlow({
    receive: true,
    statements: 'local',
    eventTimeoutMs: options.eventTimeoutMs ?? transportSettings().eventTimeoutMs,
    // A sandbox of this process says when a parse's event went out or never will: a missing one costs no timeout.
    ...(running ? { settled: running.settled } : {}),
    // One subscription per appId: the flow cases of every worker against this sandbox take turns (src/flow/turns.ts).
    turns: { key: `${base} ${credentials.appId}`, maxWaitMs: caseBudgetMs(transportSettings()) },
  });
  return {
    name: 'sandbox',
    // The sandbox serves each face match region under its own path, as a gateway would: <url>/<region>.
    base: (host, region) => (host === 'region_url' ? `${base}/${region}` : base),
    secrets: credentialSecrets(credentials),
    async prepare(_rule, runSeed): Promise<CasePlan> {
      return { seed: runSeed, credentials, data, profileName: profile.name };
    },
    finish: async () => undefined,
    flow: () => flow.forCase(),
    recordedAs: () => flow.recordedAs(),
    async teardown() {
      await flow.close();
      await running?.close();
      return [];
    },
  };
}

/** A variable's value; a blank one (a copied .env.example) counts as unset. */
const setting = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** What a started sandbox switches on: VTS_SANDBOX_FAULTS's faults and, as extra faults, the changes of the upgrade
 * profile VTS_SANDBOX_PROFILE names (sandbox/changes.ts, loaded only then). An unknown id throws, naming the valid ones. */
export async function faultsFromEnv(): Promise<{ faults: string[]; extraFaults: Fault[] }> {
  const faults = (process.env.VTS_SANDBOX_FAULTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const profile = setting('VTS_SANDBOX_PROFILE');
  if (profile === undefined) return { faults, extraFaults: [] };
  return (await import('../../sandbox/profiles.js')).withProfile(faults, profile);
}

/** VTS_SANDBOX_FAULTS and VTS_SANDBOX_PROFILE, checked before a run starts the sandbox: a typo is one usage line naming
 * the closest id, not a stack trace from the suite's setup. */
export async function checkSandboxSettings(): Promise<void> {
  try {
    const { faults } = await faultsFromEnv();
    const { FAULTS, unknownFault } = await import('../../sandbox/faults.js');
    const unknown = faults.find((id) => !FAULTS.some((f) => f.id === id));
    if (unknown !== undefined) throw new Error(`VTS_SANDBOX_FAULTS: ${unknownFault(unknown)}`);
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', (err as Error).message);
  }
}
