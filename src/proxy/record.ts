// `vts proxy --record`: the team's real answers as replay cases. An exchange audit read as a documented row is written
// as that rule's recording, redacted by the pipeline `npm run record` runs (toRecording, redactRecording, the volatile
// stand-ins), atomically. One per rule, the first seen: a recording is one case (its attempts are retries of one
// request), so later exchanges of a recorded rule are counted, not written.
import { existsSync, mkdirSync } from 'node:fs';
import { receivedResponse, sentRequest } from '../audit/read-exchange.js';
import type { AuditRecord } from '../audit/types.js';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { HARNESS_VERSION } from '../base/version.js';
import type { CapturedExchange } from '../capture/types.js';
import { isFlowRule } from '../flow/case-flow.js';
import type { Exchange, Rule } from '../model/types.js';
import { recordingPath, writeRecordingAtomic } from '../recording/file.js';
import { redactRecording } from '../recording/redact-recording.js';
import { toRecording } from '../recording/to-recording.js';
import { withVolatileFixed } from '../recording/volatile.js';
import { createScrubber, redactionFor, secretHeaderValues } from '../redaction/index.js';
import { allRules, tableOf } from '../rules/index.js';
import { PROXY_SEED, ruleRequest } from './rule-request.js';

/** Why a judged exchange of a documented row was not written, as the end line says it. */
const NOT_RECORDED = {
  // Its recording needs every step; a form's files are the team's, and replay sends the rule's own.
  flow: "a flow rule's step",
  form: 'a form upload',
  unlike: "a request unlike its rule's",
  'no-answer': 'no whole answer',
  host: "the host's state (429, 502-504)",
} as const;
/** The client retries a 429 or 503 (a replay of one attempt would find no second) and a 502/504 is a gateway's. */
const HOST_STATUSES = new Set([429, 502, 503, 504]);
type NotRecorded = keyof typeof NOT_RECORDED;

export interface ProxyRecorder {
  /** One exchange and what audit made of it; never throws (a write that fails is told at the end). */
  add(exchange: CapturedExchange, record: AuditRecord): void;
  /** The end line: what was recorded where, and what could not be. */
  summary(): string;
}

/** `secrets`: the team's credentials (the environment's); what each exchange sends as a credential is added to them. */
export function proxyRecorder(dir: string, secrets: readonly string[]): ProxyRecorder {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new VtsError(
      'VTS_ERR_USAGE',
      `cannot make ${shownPath(dir)} (${(err as Error).message}): give --record a folder you can write`,
    );
  }
  const rules = new Map(allRules().map((r) => [r.id, r]));
  const recorded = new Set<string>();
  const counts = { replaced: 0, repeats: 0, noRow: 0 };
  const notRecorded: Partial<Record<NotRecorded, number>> = {};
  let failure: string | undefined;

  function write(exchange: CapturedExchange, rule: Rule): NotRecorded | undefined {
    if (isFlowRule(rule) || rule.before !== undefined || rule.sends !== undefined || rule.after !== undefined) return 'flow';
    const response = receivedResponse(exchange);
    if (response === undefined || exchange.response?.bodyOmitted || exchange.request.bodyOmitted) return 'no-answer';
    if (HOST_STATUSES.has(response.status)) return 'host';
    const sent = sentRequest(exchange, rule.operation, new URL(exchange.url).origin);
    const own = ruleRequest(rule, sent);
    if (typeof own === 'string') return own;
    const request = { ...sent, headers: own.headers };
    const step = { request, attempts: [{ response, durationMs: exchange.durationMs ?? 0, waitedMs: 0 }] };
    // The team's generated values give way to the seed's wherever written (a transactionId echoed in a message too).
    const caseExchange = createScrubber(own.swaps).value({ steps: [step], events: [] }) as Exchange;
    const meta = {
      ruleId: rule.id,
      operation: rule.operation,
      target: 'live',
      seed: PROXY_SEED,
      harnessVersion: HARNESS_VERSION,
    };
    const file = toRecording(caseExchange, { ...meta, data: own.data });
    const known = [...secrets, ...own.secrets, ...secretHeaderValues(exchange.request.headers)];
    const redacted = redactRecording(file, redactionFor(rule.operation, known));
    const path = recordingPath(dir, rule.operation, rule.id);
    if (existsSync(path)) counts.replaced += 1;
    writeRecordingAtomic(path, withVolatileFixed(redacted, tableOf(rule.operation)?.volatile ?? []));
    return undefined;
  }

  return {
    add(exchange, record) {
      const rule = record.row && rules.get(record.row.ruleId);
      if (rule === undefined) return void (counts.noRow += 1);
      if (recorded.has(rule.id)) return void (counts.repeats += 1);
      if (failure !== undefined) return;
      try {
        const why = write(exchange, rule);
        if (why === undefined) recorded.add(rule.id);
        else notRecorded[why] = (notRecorded[why] ?? 0) + 1;
      } catch (err) {
        failure = `${(err as Error).message}`;
      }
    },
    summary() {
      const whys = Object.entries(notRecorded);
      const reasons = whys.map(([why, n]) => `${n} ${NOT_RECORDED[why as NotRecorded]}`).join(', ');
      const replaced = counts.replaced > 0 ? ` (${counts.replaced} replaced an earlier recording)` : '';
      const parts = [
        `proxy: recorded ${recorded.size} rules in ${shownPath(dir)}${replaced}`,
        `${counts.noRow} exchanges had no documented row`,
        ...(counts.repeats > 0 ? [`${counts.repeats} repeated a recorded rule`] : []),
        ...(whys.length > 0 ? [`${whys.reduce((sum, [, n]) => sum + n, 0)} not recorded (${reasons})`] : []),
        ...(failure === undefined ? [] : [`recording stopped: ${failure}: give --record a folder you can write`]),
      ];
      return parts.join('; ');
    },
  };
}
