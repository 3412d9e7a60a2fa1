// A target decides what answers a request: recordings, the bundled sandbox, or the vendor. One small object each.
import type { CasePlan } from './context.js';
import type { CaseFlow } from '../flow/case-flow.js';
import type { HostPlaceholder, Region } from '../model/operations.js';
import { type Client, type ClientOptions, createClient, transportOptions } from '../transport/client.js';
import { sharedPace } from '../transport/host-pace.js';
import { answerFromRecording } from '../recording/replay.js';
import { type TransportSettings, transportSettings } from '../settings/run-settings.js';
import type { Exchange, Rule } from '../model/types.js';

import type { TargetName } from '../settings/target-name.js';

export { TARGET_NAMES, type TargetName } from '../settings/target-name.js';

export interface Target {
  name: TargetName;
  /** The base URL a host placeholder resolves to on this target; `region` fills {region_url}'s region. */
  base(host: HostPlaceholder, region: Region): string;
  /** Seed, credentials and test data for one case (replay takes them from the recording). */
  prepare(rule: Rule, runSeed: number): Promise<CasePlan>;
  /** After the exchange: a reason when the harness, not the vendor, failed (replay: the recording did not match). */
  finish(rule: Rule, exchange: Exchange, plan: CasePlan, used: Record<string, string>): Promise<string | undefined>;
  /** Values that must never reach a file: the credentials this target sends. */
  secrets: string[];
  /** Notes for the end of the run, such as recordings that were never used. */
  teardown(): Promise<string[]>;
  /** The flow support of one case of the asynchronous flow (after `prepare`): addresses and the events received. */
  flow(rule: Rule): Promise<CaseFlow>;
  /** This run's own flow addresses and the stand-ins a recording keeps for them. */
  recordedAs(): [string, string][];
}

/** The client options of a target's cases. Replay serves recorded retries at once and opens no connection; only live
 * gives up on a failing host and is paced (`--rate`): the vendor bills and rate-limits, the sandbox does neither. */
export const clientOptionsFor = (
  target: Pick<Target, 'name'>,
  transport: TransportSettings = transportSettings(),
): Partial<ClientOptions> => ({
  ...transportOptions(transport),
  unreachableAfter: target.name === 'live' ? transport.unreachableAfter : 0,
  ...(target.name === 'replay' ? { sleep: async () => {}, answer: answerFromRecording } : {}),
  ...(target.name === 'live' && transport.ratePerMinute > 0 ? { pace: sharedPace(transport.ratePerMinute) } : {}),
});

/** The client a target's cases share. */
export const clientFor = (target: Pick<Target, 'name'>, transport: TransportSettings = transportSettings()): Client =>
  createClient(clientOptionsFor(target, transport));
