// --record: wraps the sandbox or live target and writes each case's exchange, redacted, before anything else sees it.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { inputProblem } from '../uploads/files.js';
import { recordingsDir } from '../base/paths.js';
import { withVolatileFixed } from '../recording/volatile.js';
import { tableOf } from '../rules/index.js';
import { readRecording, recordingPath, type RecordingFile, writeRecordingAtomic } from '../recording/file.js';
import { redactRecording } from '../recording/redact-recording.js';
import { toRecording } from '../recording/to-recording.js';
import { credentialSecrets, redactionFor, secretHeaderValues, standIn } from '../redaction/index.js';
import type { Exchange } from '../model/types.js';
import { HARNESS_VERSION } from '../base/version.js';
import type { Target } from '../case/target.js';

/** `reuseSeeds`: a rule with a recording is recorded again with its seed (no --seed given), so an unchanged target
 * gives the same bytes. */
export function recording(target: Target, written: string[] = [], options: { reuseSeeds?: boolean } = {}): Target {
  return {
    ...target,
    async prepare(rule, runSeed) {
      // Into another folder (--out), the seeds still come from the set it will be compared with.
      const path = recordingPath(process.env.VTS_SEEDS_DIR ?? recordingsDir(), rule.operation, rule.id);
      const kept = options.reuseSeeds && existsSync(path) ? recordedSeed(path) : undefined;
      return target.prepare(rule, kept ?? runSeed);
    },
    async finish(rule, exchange, plan, used) {
      const reason = await target.finish(rule, exchange, plan, used);
      if (!exchange.steps.some((s) => s.attempts.some((a) => a.response))) return reason;
      const file = toRecording(
        exchange,
        {
          ruleId: rule.id,
          operation: rule.operation,
          target: target.name,
          seed: plan.seed,
          data: unsentMasked(used, exchange),
          harnessVersion: HARNESS_VERSION,
        },
        // The set it will be compared with (--out: the seeds' set), whose latency buckets it keeps while near them.
        earlier(recordingPath(process.env.VTS_SEEDS_DIR ?? recordingsDir(), rule.operation, rule.id)),
      );
      // Credentials a rule sent from test data (a no-access pair) are as secret as the target's own.
      const sentSecrets = exchange.steps.flatMap((s) => secretHeaderValues(s.request.headers));
      const secrets = [...credentialSecrets(plan.credentials), ...sentSecrets];
      const path = recordingPath(recordingsDir(), rule.operation, rule.id);
      // This run's receiver and file server addresses are kept as fixed stand-ins: replay tells the same ones.
      const redacted = redactRecording(withAddresses(file, target.recordedAs()), redactionFor(rule.operation, secrets));
      writeRecordingAtomic(path, withVolatileFixed(redacted, tableOf(rule.operation)?.volatile ?? []));
      written.push(path);
      return reason;
    },
  };
}

/** Every string holding one of this run's own addresses, with the stand-in in its place. */
const withAddresses = <T>(file: T, pairs: [string, string][]): T =>
  pairs.length === 0
    ? file
    : (JSON.parse(JSON.stringify(file), (_k, v: unknown) =>
        typeof v === 'string' ? pairs.reduce((s, [own, standIn]) => s.split(own).join(standIn), v) : v,
      ) as T);

/** The recording at `path`; undefined when there is none or it cannot be read (the case is then recorded afresh). */
function earlier(path: string): RecordingFile | undefined {
  try {
    return existsSync(path) ? readRecording(path) : undefined;
  } catch {
    return undefined;
  }
}

/** The seed a recording was made with; undefined when the file cannot be read (it is then recorded afresh). */
function recordedSeed(path: string): number | undefined {
  try {
    const seed = (JSON.parse(readFileSync(path, 'utf8')) as { seed?: unknown }).seed;
    return typeof seed === 'number' && Number.isInteger(seed) && seed > 0 ? seed : undefined;
  } catch {
    return undefined;
  }
}

/** Test data read but not sent whole (a baseline value its rule replaced or prefixed) has no marked place redaction
 * would see: it is kept as a stand-in, which replay reads and overwrites the same way. */
function unsentMasked(used: Record<string, string>, exchange: Exchange): Record<string, string> {
  const sent = JSON.stringify(exchange.steps.map((s) => [s.request.headers, s.request.body ?? null]));
  return Object.fromEntries(
    Object.entries(used).map(([k, v]) => [k, sent.includes(JSON.stringify(v)) || isCommittedInput(v) ? v : standIn(v)]),
  );
}

/** An upload's path in the repository (fixtures/inputs/...) is kept, so replay reads the same file; a path elsewhere is
 * masked like other data: it may name a person, and no machine's path is committed. */
const isCommittedInput = (value: string): boolean => !isAbsolute(value) && inputProblem(value) === undefined;
