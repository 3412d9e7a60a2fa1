// Replay: every answer comes from a recording, in process (the client asks answerFromRecording, never fetch); the
// network stays disabled all the same (nock's lockdown, never its dryrun), for anything else that would reach it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import nock from 'nock';
import type { CasePlan } from '../case/context.js';
import type { HostPlaceholder, Region } from '../model/operations.js';
import { runRegion, transportSettings } from '../settings/run-settings.js';
import { ROOT, recordingsDir } from '../base/paths.js';
import { requestDifference } from '../recording/difference.js';
import { readWithinCap } from '../recording/body-cap.js';
import { type RecordingFile, recordingPath } from '../recording/file.js';
import { clearRecorded, interceptRecording, NO_RECORDED_MATCH, pendingOf, type ReplayScope } from '../recording/replay.js';
import { replayFlow } from '../flow/replay-events.js';
import { VtsError } from '../base/errors.js';
import type { Exchange, Rule } from '../model/types.js';
import { type RedactOptions, redactionFor } from '../redaction/index.js';
import type { Target } from '../case/target.js';

/** Stand-in credentials: recordings hold "<redacted>", which matches any present value. */
const REPLAY_CREDENTIALS = { appId: 'replay-app-id', appKey: 'replay-app-key' };

/** Hosts that cannot resolve; a loopback base can be given so a test can prove no connection is made. */
export function replayTarget(options: { base?: string; reportUnused?: boolean } = {}): Target {
  const baseOverride = options.base;
  const scopes = new Map<string, ReplayScope>();
  const files = new Map<string, RecordingFile>();
  const ran = new Set<string>();
  // A region is a path on its host, as on the sandbox: recordings keep the placeholder, the rule keeps the region.
  const base = (host: HostPlaceholder, region: Region) => {
    const origin = baseOverride ?? `http://${host.replace(/_/g, '-')}.replay.invalid`;
    return host === 'region_url' ? `${origin}/${region}` : origin;
  };
  const fileOf = (rule: Rule) => relative(ROOT, recordingPath(recordingsDir(), rule.operation, rule.id));
  nock.disableNetConnect();
  const flow = replayFlow();
  return {
    name: 'replay',
    base,
    secrets: [],
    async prepare(rule: Rule): Promise<CasePlan> {
      ran.add(`${rule.operation}/${rule.id}`);
      const file = readWithinCap(recordingPath(recordingsDir(), rule.operation, rule.id), transportSettings().maxBodyBytes);
      files.set(rule.id, file);
      scopes.set(
        rule.id,
        interceptRecording(
          file,
          (p) => base(p.replace(/[{}]/g, '') as HostPlaceholder, rule.region ?? runRegion()),
          redactionFor(rule.operation, []),
        ),
      );
      return { seed: file.seed, credentials: REPLAY_CREDENTIALS, data: file.data, profileName: fileOf(rule) };
    },
    async finish(rule, exchange) {
      const pending = pendingOf(scopes.get(rule.id) ?? []);
      const file = files.get(rule.id);
      scopes.delete(rule.id);
      files.delete(rule.id);
      clearRecorded();
      const unmatched = exchange.steps
        .flatMap((s) => s.attempts)
        .some((a) => a.error?.code === NO_RECORDED_MATCH || a.error?.code === 'ENETUNREACH');
      if (unmatched || pending.length > 0) {
        const differs = file && whatDiffers(file, exchange, redactionFor(rule.operation, []));
        return (
          `the request no longer matches its recording ${fileOf(rule)}${differs ? ` (${differs})` : ''}: ` +
          `re-record it with \`npm run record -- --rule ${rule.id}\``
        );
      }
      return undefined;
    },
    async flow(rule) {
      const file = files.get(rule.id);
      if (file === undefined) throw new VtsError('VTS_ERR_NO_RECORDING', `no recording loaded for ${rule.id}`);
      return flow.forCase(file);
    },
    recordedAs: () => [],
    async teardown() {
      await flow.close();
      clearRecorded();
      nock.enableNetConnect();
      return options.reportUnused ? unusedRecordings(ran) : [];
    },
  };
}

/** The first difference between what the case sent and what its recording holds, step by step, as one phrase. */
function whatDiffers(file: RecordingFile, exchange: Exchange, options: RedactOptions): string | undefined {
  const show = (v: unknown) => {
    const text = JSON.stringify(v) ?? 'undefined';
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  };
  for (const [i, step] of exchange.steps.entries()) {
    const at = exchange.steps.length > 1 ? `step ${i + 1}: ` : '';
    const recorded = file.steps[i]?.interactions[0];
    if (recorded === undefined) return `${at}the recording has no such step`;
    const d = requestDifference(recorded, step.request, options);
    if (d) return `${at}first difference at ${d.at}: recorded ${show(d.recorded)}, sent ${show(d.sent)}`;
  }
  if (file.steps.length > exchange.steps.length)
    return `the recording has ${file.steps.length} steps, the case sent ${exchange.steps.length}`;
  return undefined;
}

/** Recording files of the operations that ran whose rule did not run: stale files, or a rule filtered out. */
function unusedRecordings(ran: Set<string>): string[] {
  const operations = new Set([...ran].map((k) => k.split('/')[0] as string));
  const notes: string[] = [];
  for (const op of operations) {
    const dir = join(recordingsDir(), op);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
      if (!ran.has(`${op}/${f.slice(0, -5)}`))
        notes.push(`unused recording: ${relative(ROOT, join(dir, f))} (no rule ran for it)`);
  }
  return notes;
}
