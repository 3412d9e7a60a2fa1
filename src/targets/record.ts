// --record: wraps the sandbox or live target and writes each case's exchange, redacted, before anything else sees it.
import { recordingsDir } from '../paths.js';
import { recordingPath, toRecording, writeRecordingAtomic } from '../recording/file.js';
import { redactionFor, redactRecording, secretHeaderValues, standIn } from '../redaction/index.js';
import type { Exchange } from '../types.js';
import { HARNESS_VERSION } from '../version.js';
import type { Target } from './target.js';

export function recording(target: Target, written: string[] = []): Target {
  return {
    ...target,
    async finish(rule, exchange, plan, used) {
      const reason = await target.finish(rule, exchange, plan, used);
      if (!exchange.steps.some((s) => s.attempts.some((a) => a.response))) return reason;
      const file = toRecording(exchange, {
        ruleId: rule.id,
        operation: rule.operation,
        target: target.name,
        seed: plan.seed,
        data: unsentMasked(used, exchange),
        harnessVersion: HARNESS_VERSION,
      });
      // Credentials a rule sent from test data (a no-access pair) are as secret as the target's own.
      const sentSecrets = exchange.steps.flatMap((s) => secretHeaderValues(s.request.headers));
      const secrets = [plan.credentials.appId, plan.credentials.appKey, ...sentSecrets];
      const path = recordingPath(recordingsDir(), rule.operation, rule.id);
      writeRecordingAtomic(path, redactRecording(file, redactionFor(rule.operation, secrets)));
      written.push(path);
      return reason;
    },
  };
}

/**
 * Test data a case read but did not send as a whole value (a baseline value its rule replaced or prefixed) has no marked place in the request, so
 * redaction would not see it: it is kept as a stand-in. Replay reads the stand-in and overwrites it the same way.
 */
function unsentMasked(used: Record<string, string>, exchange: Exchange): Record<string, string> {
  const sent = JSON.stringify(exchange.steps.map((s) => [s.request.headers, s.request.body ?? null]));
  return Object.fromEntries(Object.entries(used).map(([k, v]) => [k, sent.includes(JSON.stringify(v)) ? v : standIn(v)]));
}
