// A webhook delivery the capture holds (the vendor's POST to the team's receiver) judged as a webhookEvent case is: its
// shape and fields by the event's schema, its transactionId and appId held to its parse where the capture holds that
// parse, its type by the row of that parse where one can be told (an unreadable test statement's parse must fail).
import { judge, type Judgement } from '../case/verdict.js';
import { EVENT_TYPES } from '../rules/statement-flow.js';
import { tableOf } from '../rules/index.js';
import { lazyScrubber, sensitiveValues } from '../redaction/index.js';
import type { Exchange, ReceivedEvent, Rule, StepExchange } from '../model/types.js';
import type { Change } from '../explore/documented.js';
import { ruleChanges } from './changes.js';
import { safeViolation, safeWhy } from './safe.js';
import type { Judged } from './judge-captured.js';

const keyOf = (changes: readonly Change[]) => [...changes].sort().join('\n');

let byParse: Map<string, Rule> | undefined;

/** The event rules told by their parse's changes. A parse of the valid request tells none: a team's real statement
 * may fail to parse, so only a test statement the rules name (an unreadable file) fixes the event's type. */
function rowsByParse(): Map<string, Rule> {
  if (byParse !== undefined) return byParse;
  byParse = new Map();
  for (const r of tableOf('webhookEvent')?.rules ?? []) {
    const changes = ruleChanges('parseBankStatement', r);
    if (r.strength === 'documented' && r.expect?.event !== undefined && changes.length > 0) byParse.set(keyOf(changes), r);
  }
  return byParse;
}

/** Any delivery: of one of the documented types, in its documented shape. */
const ANY_EVENT: Rule = {
  id: 'webhookEvent.any-event',
  operation: 'webhookEvent',
  title: 'what holds for any event',
  source: tableOf('webhookEvent')?.rules[0]?.source ?? 'webhookEvent',
  strength: 'documented',
  severity: 'normal',
  request: [],
  expect: { status: 200, event: { type: EVENT_TYPES.parsed } },
  reading: EVENT_TYPES.parsed,
  alternatives: [{ reading: EVENT_TYPES.failed, expect: { status: 200, event: { type: EVENT_TYPES.failed } } }],
};

/** A parse the capture does not hold: accepted, with nothing to hold the event's transactionId and appId to. */
const UNSEEN_PARSE: StepExchange = {
  request: { method: 'POST', host: 'usa_engine_url', base: '', path: '', headers: {} },
  attempts: [{ response: { status: 202, headers: {}, body: '', json: false }, durationMs: 0, waitedMs: 0 }],
};

/** `parse`: the accepted parse the event's transactionId names, with the changes its request made, when captured. */
export function judgeEvent(
  event: ReceivedEvent,
  parse: { step: StepExchange; changes: Change[] } | undefined,
  secrets: string[],
): Judged {
  const exchange: Exchange = { steps: [parse?.step ?? UNSEEN_PARSE], events: [event] };
  // The parse was accepted: credentials of unknown value in it were right.
  const told = parse && rowsByParse().get(keyOf(parse.changes.filter((c) => !c.endsWith(' credential'))));
  const rule = told ?? ANY_EVENT;
  const scrubber = lazyScrubber(() => sensitiveValues('webhookEvent', exchange, secrets));
  const j: Judgement = judge(rule, exchange, scrubber);
  const violations = j.violations.map((v) => safeViolation(v, scrubber));
  const readings = (j.observed ?? '')
    .split('; ')
    .filter((s) => s.startsWith('reading: '))
    .join('; ');
  const unseen = parse === undefined ? 'its parse is not in the capture: transactionId and appId not held' : '';
  const observed = [readings, unseen].filter(Boolean).join('; ');
  return {
    class: rule === ANY_EVENT ? 'unknown' : 'valid',
    ...(rule === ANY_EVENT ? {} : { row: { ruleId: rule.id, title: rule.title, source: rule.source } }),
    verdict: j.verdict,
    violations,
    ...((j.omitted ?? 0) > 0 ? { omitted: j.omitted } : {}),
    ...(j.verdict === 'pass' ? {} : { reason: safeWhy(j, violations, j.omitted ?? 0) }),
    ...(observed ? { observed } : {}),
  };
}
