// One captured exchange judged as a case is: the documented row its request falls under (by the changes it makes to
// the valid request), judged by that row's rule and readings through the case's own judge; where no row can be told,
// by the rule of any request. What comes out holds nothing of the team's traffic (safe.ts).
import { ReadingLedger } from '../case/reading-family.js';
import type { Judgement } from '../case/verdict.js';
import type { OperationId } from '../model/operations.js';
import type { Exchange, ReceivedResponse, Rule, SentRequest, StepExchange } from '../model/types.js';
import { lazyScrubber, sensitiveValues } from '../redaction/index.js';
import { capturedChanges } from './changes.js';
import { asCaptured, type Followed, flowRowsOf, NOTHING_FOLLOWED } from './flow-rows.js';
import { judgeByRows } from './judge-rows.js';
import { rowsOf } from './rows.js';
import { safeViolation, safeWhy } from './safe.js';
import type { TestValues } from './test-values.js';
import type { AuditRecord } from './types.js';

/** A gateway's and a host's own unavailability: the host's health, not an answer to what was sent. */
const HOST_STATUSES = new Set([502, 504]);

export type Judged = Pick<AuditRecord, 'class' | 'row' | 'verdict' | 'violations' | 'omitted' | 'reason' | 'observed'>;

/** `earlier`: the steps of the same flow the capture holds (the parse its results belong to); `followed`: what
 * followed a flow's request in the capture (its event, the results after it), which its row is held to. */
export function judgeCaptured(
  operation: OperationId,
  request: SentRequest,
  response: ReceivedResponse | undefined,
  earlier: StepExchange[],
  values: TestValues,
  secrets: string[],
  /** The readings met so far in the capture: a sentence read two ways across it is a violation, as in a run. */
  ledger: ReadingLedger,
  /** The capture kept no request body: its row cannot be told. */
  bodyOmitted: boolean,
  /** The request's transaction id was accepted before in the capture: its row depends on that history (409 or a
   * regenerated token), which the changes do not tell. */
  reused = false,
  followed: Followed = NOTHING_FOLLOWED,
): Judged {
  const step: StepExchange = { request, attempts: response ? [{ response, durationMs: 0, waitedMs: 0 }] : [] };
  const at = earlier.length;
  const exchange: Exchange = {
    steps: [...earlier, step, ...followed.steps],
    judged: at,
    events: followed.events.map((e) => ({ ...e, afterStep: at + 1 })),
  };
  const scrubber = lazyScrubber(() => sensitiveValues(operation, exchange, secrets));
  const changes = bodyOmitted ? [] : capturedChanges(operation, request, values);
  const read = bodyOmitted ? undefined : (flowRowsOf(operation, request, changes) ?? rowsOf(operation, changes));
  const untold = read === undefined || (reused && read.class !== 'invalid');
  const rows = untold || read === undefined ? { class: 'unknown' as const, rules: [] as Rule[], all: true } : read;
  if (response === undefined) return { class: rows.class, verdict: 'infra', violations: [], reason: 'no answer in the capture' };
  const { status } = response;
  // Where a row is told, its rule judges a 502 as the run does; of any request, it says only the host's health.
  if (HOST_STATUSES.has(status) && rows.rules.length === 0)
    return { class: rows.class, verdict: 'infra', violations: [], reason: `HTTP ${status}: the host's health` };
  const captured = { ...rows, rules: rows.rules.map((r) => asCaptured(r, followed)) };
  const { rule, j: own } = judgeByRows(operation, captured, exchange, status, scrubber);
  const j: Judgement = ledger.hold({ rule, target: 'capture', seed: 0, durationMs: 0, exchange, ...own, scrubber });
  const violations = j.violations.map((v) => safeViolation(v, scrubber));
  const omitted = j.omitted ?? 0;
  const readings = (j.observed ?? '')
    .split('; ')
    .filter((s) => s.startsWith('reading: '))
    .join('; ');
  return {
    class: rows.class,
    ...(rows.rules.length > 0 ? { row: { ruleId: rule.id, title: rule.title, source: rule.source } } : {}),
    verdict: j.verdict,
    violations,
    ...(omitted > 0 ? { omitted } : {}),
    ...(j.verdict === 'pass' ? {} : { reason: safeWhy(j, violations, omitted) }),
    ...(readings ? { observed: readings } : {}),
  };
}
