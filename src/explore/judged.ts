// An explored answer judged by the case's own judge, as audit judges a captured one: a request that is a documented
// row's (it makes exactly a rule's changes, or a change a rule refuses) by that row's rule and readings, as far as a
// probe holds the flow (no event waited for, no results asked); any other by the rule of any request. What the judge
// finds is named by the property it breaks.
import { anyRequestRule } from '../audit/any-request.js';
import { ruleChanges } from '../audit/changes.js';
import { asCaptured, NOTHING_FOLLOWED } from '../audit/flow-rows.js';
import { judgeByRows } from '../audit/judge-rows.js';
import { rowsOf } from '../audit/rows.js';
import { judge, type Judgement } from '../case/verdict.js';
import { describeViolation } from '../case/violation-text.js';
import type { CheckName } from '../checks/names.js';
import type { CaseScrubber, Exchange, Rule } from '../model/types.js';
import { changesOf, classifyChanges, documentedOf } from './documented.js';
import type { Broken, Probe, Property } from './types.js';

/** The property a check's finding breaks; a check not named here holds what the documents say of the answer beyond its
 * status and envelope (a row's error code and message, the echoes and absences, the truth of a success). */
const PROPERTY_OF: Partial<Record<CheckName, Property>> = {
  contentType: 'content-type',
  jsonBody: 'content-type',
  statusCodeMirror: 'response-schema',
  responseSchema: 'response-schema',
  variant: 'response-schema',
};

const ACCEPTED = (status: number) => status >= 200 && status < 300;

/** Gateways' and a host's own unavailability: the host's health, not an answer to what was sent (the client retried
 * them), unless a documented row tells it (a test value the vendor answers 503): then its rule judges it, as in a run. */
export const HOST_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A status other than the rule's: a server error, a refusal let in, an acceptance refused, or another status. */
function ofStatus(rule: Rule, status: number): Property {
  if (status >= 500) return 'not-a-server-error';
  const readings = [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)];
  const accepts = readings.every((e) => e !== undefined && !e.refused && !e.anyStatus && ACCEPTED(e.status));
  const refuses = readings.every((e) => e !== undefined && (e.refused === true || (e.status >= 400 && e.status < 500)));
  if (ACCEPTED(status) && refuses) return 'invalid-input-accepted';
  if (accepts && documentedOf(rule.operation).refusals.has(status)) return 'valid-input-refused';
  return 'documented-status';
}

/** The properties a judgement breaks, one line each: [] unless it is a violation. */
function brokenOf(rule: Rule, j: Judgement, status: number): Broken[] {
  if (j.verdict !== 'violation') return [];
  const out = new Map<Property, Broken>();
  const against = `${status} against ${rule.id}`;
  for (const v of j.violations) {
    const property =
      v.check === 'statusCode' ? ofStatus(rule, status) : (PROPERTY_OF[v.check as CheckName] ?? 'documented-answer');
    if (!out.has(property)) out.set(property, { property, status, detail: `${against}: ${describeViolation(v)}` });
  }
  return out.size > 0 ? [...out.values()] : [{ property: 'documented-answer', status, detail: `${against}: ${j.reason ?? ''}` }];
}

/** What the answer breaks of what holds for any request to the operation. */
export const brokenOfAnyRequest = (probe: Probe, exchange: Exchange, status: number, scrubber?: CaseScrubber): Broken[] => {
  const rule = anyRequestRule(probe.operation, status);
  return brokenOf(rule, judge(rule, exchange, scrubber), status);
};

/** What the answer breaks by the rows the probe's request is, or undefined where it is no row's, or where the vendor
 * may have refused what no row shows. */
export function brokenByRows(probe: Probe, exchange: Exchange, status: number, scrubber?: CaseScrubber): Broken[] | undefined {
  const op = probe.operation;
  const edits = probe.moves.flatMap((m) => m.edits);
  const [read, changes] = [changesOf(op, edits), ruleChanges(op, { request: edits })];
  const { rules, all } = rowsOf(op, changes);
  const probes = rules.filter((r) => r.strength === 'probe').length;
  if (rules.length === 0 || (probes > 0 && probes < rules.length)) return undefined;
  const held = { all, rules: rules.map((r) => asCaptured(r, NOTHING_FOLLOWED)) };
  const { rule, j } = judgeByRows(op, held, exchange, status, scrubber);
  // A probe's row (the answer is not shown) is observed, as in a run: only an untrue answer, and a server error, break.
  if (probes > 0 && status >= 500 && !HOST_STATUSES.has(status))
    return [{ property: 'not-a-server-error', status, detail: `${status} against ${rule.id}, whose answer is not shown` }];
  if (j.verdict !== 'violation') return [];
  // A change no told row makes that the documents do not accept (a field left out while shrinking, another credential
  // than a row's), or a length no document shows (a `long` value), may be what the vendor refused: then a refusal
  // holds what any refusal holds.
  const made = new Set(rules.flatMap((r) => ruleChanges(op, r)));
  const other =
    probe.moves.some((m) => m.keyword === 'long') ||
    changes.some((c, i) => !made.has(c) && classifyChanges(op, [read[i] as string]).class !== 'valid');
  return other && status >= 400 && status < 500 ? undefined : brokenOf(rule, j, status);
}
