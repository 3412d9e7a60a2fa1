// --record: wraps the sandbox or live target and writes each case's exchange, redacted, before anything else sees it.
import { recordingsDir } from '../paths.js';
import { recordingPath, toRecording, writeRecordingAtomic } from '../recording/file.js';
import { redactRecording } from '../recording/redact.js';
import { HARNESS_VERSION } from '../version.js';
import { redactionFor } from './redaction.js';
import type { Target } from './target.js';

export function recording(target: Target, written: string[] = []): Target {
  return {
    ...target,
    async finish(rule, exchange, plan, used) {
      const reason = await target.finish(rule, exchange, plan, used);
      if (!exchange.attempts.some((a) => a.response)) return reason;
      const file = toRecording(exchange, {
        ruleId: rule.id,
        operation: rule.operation,
        target: target.name,
        seed: plan.seed,
        data: used,
        harnessVersion: HARNESS_VERSION,
      });
      const secrets = [plan.credentials.appId, plan.credentials.appKey];
      const path = recordingPath(recordingsDir(), rule.operation, rule.id);
      writeRecordingAtomic(path, redactRecording(file, redactionFor(rule.operation, secrets)));
      written.push(path);
      return reason;
    },
  };
}
