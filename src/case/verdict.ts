// From an exchange to a verdict: which outcome a case gets, and the one-line reason for anything but a pass.
import { CHECKS } from '../checks/index.js';
import { observe } from '../checks/observations.js';
import { AS_STATED, everyReading } from './every-reading.js';
import { readEvent } from '../checks/event-shape.js';
import { NOT_TRIED, RETRY_AFTER_OVER_CAP } from '../transport/client-codes.js';
import { documentedStatuses } from '../validators/registry.js';
import { isEvent } from '../model/operations.js';
import { createScrubber, redactBody, redactionFor } from '../redaction/index.js';
import { describeViolation } from './violation-text.js';
import { jsonPrefix } from '../base/json-text.js';
import type {
  CaseScrubber,
  Exchange,
  Expectation,
  ReceivedEvent,
  ReceivedResponse,
  Rule,
  Step,
  StepExchange,
  Verdict,
  Violation,
  ViolationTitle,
} from '../model/types.js';

/** Statuses of the vendor's own trouble: when the operation documents them, seeing one after retries is a vendor fault. */
const VENDOR_FAULT_STATUSES = new Set([429, 500, 501, 503]);

/** A 500 or 501 on a documented input is the vendor failing the case (the document gives the input another outcome);
 * 429 and 503 say "retry later" of the account or the load, not of the input. */
const SERVER_ERRORS = new Set([500, 501]);

/** A documented outcome that is not itself a 5xx: a server error instead of it is a violation. */
const notAServerError = (rule: Rule, outcomes: (number | 'success' | undefined)[]): boolean =>
  rule.strength === 'documented' && outcomes.length > 0 && outcomes.every((s) => s === 'success' || (s !== undefined && s < 500));

export interface Judgement {
  verdict: Verdict;
  violations: Violation[];
  /** Violations left out of `violations` after the cap: a statement with 2,000 bad rows must not print 2,000 lines. */
  omitted?: number;
  /** Which of the documents' readings a conforming response met, where they allow more than one. */
  observed?: string;
  reason?: string;
}

/** Violations kept per case; the rest are counted. */
export const MAX_VIOLATIONS = 20;

const triesOf = (step: StepExchange) => `after ${step.attempts.length} attempt${step.attempts.length === 1 ? '' : 's'}`;

/** No response, or the vendor's own trouble the rule did not ask for: the verdict before any check runs. A 429 after
 * retries is a rate limit whether documented or not; 500/501/503 are vendor faults where documented. */
function unchecked(
  rule: Rule,
  step: StepExchange,
  expected: (number | undefined)[],
  at = '',
  operation: string = rule.operation,
  outcomes: (number | 'success' | undefined)[] = [],
): Judgement | undefined {
  const last = step.attempts.at(-1);
  if (last?.response === undefined) {
    // A host that failed too often is not tried again: the client's message is the whole reason.
    if (last?.error?.code === NOT_TRIED) return { verdict: 'infra', violations: [], reason: `${at}${last.error.message}` };
    return {
      verdict: 'infra',
      violations: [],
      reason: `${at}${last?.error?.code ?? 'no response'}: ${last?.error?.message ?? ''} ${triesOf(step)}`.trim(),
    };
  }
  const { status } = last.response;
  if (expected.includes(status)) return undefined;
  const documented = documentedStatuses(operation).includes(status);
  // A Retry-After above the cap was not waited for: the client says so beside the response.
  const unwaited = last.error?.code === RETRY_AFTER_OVER_CAP ? `${last.error.message}: ` : '';
  if (status === 429)
    return {
      verdict: 'vendor-fault',
      violations: [],
      reason: `${at}${unwaited}HTTP 429 ${triesOf(step)}${documented ? '' : '; 429 is not documented for this operation'}`,
    };
  if (SERVER_ERRORS.has(status) && notAServerError(rule, outcomes)) {
    const violation: Violation = {
      ruleId: rule.id,
      check: 'statusCode',
      title: 'Server error on a documented input',
      pointer: '',
      expected: outcomes.map((s) => (s === 'success' ? 'a 2xx status' : String(s))).join(' or '),
      actual: status,
    };
    return { verdict: 'violation', violations: [violation], reason: `${at}${describeViolation(violation)} ${triesOf(step)}` };
  }
  if (VENDOR_FAULT_STATUSES.has(status) && documented)
    return { verdict: 'vendor-fault', violations: [], reason: `${at}${unwaited}HTTP ${status} ${triesOf(step)}` };
  return undefined;
}

/** A step after the judged one that got no answer, or a rate limit: the later reading could not be tried. */
function afterTrouble(rule: Rule, exchange: Exchange): Judgement | undefined {
  if (exchange.judged === undefined) return undefined;
  for (const [i, step] of exchange.steps.slice(exchange.judged + 1).entries()) {
    const n = exchange.judged + 2 + i;
    const follow = rule.after?.[i];
    const early = unchecked(rule, step, [], `step ${n} (${follow?.title ?? 'after the judged request'}): `, follow?.operation);
    if (early) return early;
  }
  return undefined;
}

/** An earlier step of a flow: undefined when it got its status and the flow goes on, else the case's verdict. */
export function judgeStep(rule: Rule, step: StepExchange, def: Step, n: number): Judgement | undefined {
  const at = `step ${n} (${def.title}): `;
  const status = step.attempts.at(-1)?.response?.status;
  const met = (s: number | undefined) => (def.status === 'success' ? s !== undefined && s >= 200 && s < 300 : s === def.status);
  const early = unchecked(rule, step, [met(status) ? status : undefined], at, def.operation ?? rule.operation, [def.status]);
  if (early) return early;
  if (met(status)) return undefined;
  const violation: Violation = {
    ruleId: rule.id,
    check: 'statusCode',
    title: 'Undocumented status code',
    pointer: '',
    expected: def.status === 'success' ? 'a 2xx status' : def.status,
    actual: status,
    step: n,
  };
  return {
    verdict: rule.strength === 'probe' ? 'spec-gap' : 'violation',
    violations: [violation],
    reason: `${at}${describeViolation({ ...violation, step: undefined })}`,
  };
}

/** What a pass records beyond its verdict: the status where the document shows none, the shape of an event. */
function passNote(rule: Rule, response: ReceivedResponse, scrubber: CaseScrubber): { observed?: string } {
  if (isEvent(rule.operation)) return { observed: eventNote(response) };
  if (rule.expect?.anyStatus) return { observed: `HTTP ${response.status} (the document does not show the status)` };
  if (rule.expect?.refused)
    return {
      observed: `refused with HTTP ${response.status} ${summary(response, rule, scrubber)} (the refusal's form is not shown)`,
    };
  return {};
}

/** The event's shape (the nesting is not shown) and the headers it came with (its authentication is not shown). */
function eventNote(response: ReceivedResponse): string {
  const read = readEvent(response.body);
  const shape = 'problem' in read ? 'unreadable' : read.shape;
  const type = response.headers['content-type'];
  const other = type !== undefined && !/^application\/json\b/i.test(type) ? `; delivered as ${type}` : '';
  return `${shape} event; headers: ${Object.keys(response.headers).sort().join(', ')}${other}`;
}

/** A delivery judged like a response: a webhookEvent's schemas are filed under the status 200 ("received"). */
const eventAsResponse = (event: ReceivedEvent): ReceivedResponse => ({
  status: 200,
  headers: event.headers,
  body: event.body,
  json: event.body !== null && typeof event.body === 'object',
});

function noEvent(rule: Rule, n: number): Judgement {
  const violation: Violation = {
    ruleId: rule.id,
    check: 'eventFields',
    title: 'Event not delivered',
    pointer: '',
    expected: rule.expect?.event?.type ?? 'an event',
    actual: 'nothing within the wait (VTS_EVENT_TIMEOUT_S)',
    step: n,
  };
  const reason = describeViolation(violation);
  return rule.strength === 'probe'
    ? { verdict: 'spec-gap', violations: [], reason: `observed no event after step ${n}` }
    : { verdict: 'violation', violations: [violation], reason };
}

/** A case that knows no secret: its texts are only cut. */
const NOTHING_KNOWN: CaseScrubber = createScrubber(new Map());

/** Each check + pointer once, at most MAX_VIOLATIONS, each value scrubbed before it is cut (it holds what the vendor wrote). */
export function capped(violations: Violation[], scrubber = NOTHING_KNOWN): { violations: Violation[]; omitted: number } {
  const seen = new Set<string>();
  const unique = violations.filter((v) => {
    const key = `${v.step ?? ''}\u0000${v.check}\u0000${v.pointer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kept = unique
    .slice(0, MAX_VIOLATIONS)
    .map((v) => ({ ...v, actual: clipped(v.actual, scrubber), expected: clipped(v.expected, scrubber) }));
  return { violations: kept, omitted: violations.length - Math.min(unique.length, MAX_VIOLATIONS) };
}

/** Longest rendering of a received or documented value a violation keeps. */
export const MAX_VALUE_CHARS = 1000;

/** A value scrubbed, or, past MAX_VALUE_CHARS of JSON, an excerpt and its size: a 9 MB body that fails the schema
 * must not be written again into every report. */
function clipped(value: unknown, scrubber: CaseScrubber): unknown {
  const length = typeof value === 'string' ? value.length : JSON.stringify(value)?.length;
  if (length === undefined || length <= MAX_VALUE_CHARS) return scrubber.echoValue(value);
  return `${scrubber.clipValue(value, MAX_VALUE_CHARS)} (${length} characters in all)`;
}

/** Every check against one expectation, capped. */
function findings(
  rule: Rule,
  exchange: Exchange,
  step: StepExchange,
  response: ReceivedResponse,
  expect: Expectation,
  scrubber: CaseScrubber,
) {
  return capped(
    Object.entries(CHECKS).flatMap(([check, run]) =>
      run({ operation: rule.operation, request: step.request, exchange, response, expect }).map((f) => ({
        ruleId: rule.id,
        check,
        ...f,
      })),
    ),
    scrubber,
  );
}

/** What a probe may leave out (what an answer carries is the probe's question): a finding of absence stays with the probe. */
const ABSENCES: ReadonlySet<ViolationTitle> = new Set<ViolationTitle>(['Month missing']);

/** A probe's 2xx answer held to the truth checks (`oracles`): a finding on what the answer carries is a violation,
 * whatever the probe guessed of the answer's form. */
function falseAnswer(
  rule: Rule,
  exchange: Exchange,
  step: StepExchange,
  response: ReceivedResponse,
  scrubber: CaseScrubber,
): Judgement | undefined {
  if (response.status < 200 || response.status >= 300) return undefined;
  const input = { operation: rule.operation, request: step.request, exchange, response, expect: { status: response.status } };
  const found = capped(
    CHECKS.oracles(input)
      .filter((f) => !ABSENCES.has(f.title))
      .map((f) => ({ ruleId: rule.id, check: 'oracles', ...f })),
    scrubber,
  );
  if (found.violations.length === 0) return undefined;
  return {
    verdict: 'violation',
    violations: found.violations,
    ...(found.omitted > 0 ? { omitted: found.omitted } : {}),
    reason: `the answer to a probe is untrue: ${found.violations.map(describeViolation).join('; ')}${found.omitted > 0 ? `; and ${found.omitted} more` : ''}`,
  };
}

/** `scrubber`: the case's, so that every excerpt of what the vendor wrote is scrubbed before it is cut. */
export function judge(rule: Rule, exchange: Exchange, scrubber: CaseScrubber = NOTHING_KNOWN): Judgement {
  const last = exchange.steps[exchange.judged ?? exchange.steps.length - 1];
  if (last === undefined) return { verdict: 'harness-error', violations: [], reason: 'the case sent no request' };
  let step = last;
  // A webhookEvent rule judges the event its request caused, once that request was accepted.
  if (isEvent(rule.operation)) {
    const n = exchange.steps.length;
    const stopped = judgeStep(rule, last, { title: 'the request the event follows', status: 'success', request: [] }, n);
    if (stopped) return stopped;
    const event = exchange.events.at(-1);
    if (event === undefined) return noEvent(rule, n);
    step = { request: last.request, attempts: [{ response: eventAsResponse(event), durationMs: 0, waitedMs: 0 }] };
  }
  const expect = rule.expect;
  const alternatives = rule.alternatives ?? [];
  const outcomes = [expect?.status, ...alternatives.map((a) => a.expect.status)];
  const early = unchecked(rule, step, outcomes, '', rule.operation, outcomes) ?? afterTrouble(rule, exchange);
  if (early) return early;
  const response = step.attempts.at(-1)?.response as ReceivedResponse;
  // What the answer showed beyond its verdict (a reading taken, facts that were not there), under the expectation met.
  const noted = (j: Judgement, met: Expectation | undefined = expect): Judgement => {
    const notes = met ? observe({ operation: rule.operation, request: step.request, exchange, response, expect: met }) : [];
    const observed = [j.observed, ...notes].filter(Boolean).join('; ');
    return observed ? { ...j, observed } : j;
  };
  const { violations, omitted } = expect
    ? findings(rule, exchange, step, response, expect, scrubber)
    : { violations: [], omitted: 0 };
  // Whether a probe's answer takes a form is not shown; the truth of what a 2xx answer says is, and gates.
  const untrue = rule.strength === 'probe' ? falseAnswer(rule, exchange, step, response, scrubber) : undefined;
  if (untrue) return noted(untrue);
  if (rule.strength === 'probe')
    return noted({
      verdict: 'spec-gap',
      violations,
      ...(omitted > 0 ? { omitted } : {}),
      reason:
        `observed ${isEvent(rule.operation) ? `a delivery (${eventNote(response)})` : `HTTP ${response.status}`}` +
        ` ${summary(response, rule, scrubber)}` +
        `${expect ? ` (${violations.length === 0 ? 'as guessed' : 'differs from the guess'}: ${expect.status})` : ''}`,
    });
  // Where the documents contradict themselves, either reading conforms: the one met is recorded.
  if (alternatives.length > 0 && violations.length === 0)
    return noted({
      verdict: 'pass',
      violations,
      observed: `reading: ${rule.reading === undefined ? `HTTP ${response.status} ${AS_STATED}` : `${rule.reading} (HTTP ${response.status})`}`,
    });
  const others =
    violations.length > 0
      ? alternatives.map((a) => ({ ...a, violations: findings(rule, exchange, step, response, a.expect, scrubber).violations }))
      : [];
  const met = others.find((a) => a.violations.length === 0);
  if (met) return noted({ verdict: 'pass', violations: [], observed: `reading: ${met.reading}` }, met.expect);
  if (violations.length === 0) return noted({ verdict: 'pass', violations, ...passNote(rule, response, scrubber) });
  // No reading fits: each finding says what every reading expected there, not only the rule's own.
  const all = others.length > 0 ? capped(everyReading(violations, others, rule.reading), scrubber) : { violations, omitted };
  return noted({
    verdict: 'violation',
    violations: all.violations,
    ...(all.omitted > 0 ? { omitted: all.omitted } : {}),
    reason:
      `${others.length > 0 ? 'no documented reading fits: ' : ''}` +
      `${all.violations.map(describeViolation).join('; ')}` +
      `${all.omitted > 0 ? `; and ${all.omitted} more` : ''}`,
  });
}

/** Longest excerpt of what a probe saw, in its reason. */
export const SUMMARY_CHARS = 120;

/** Of the answer, what the excerpt reads: far more than SUMMARY_CHARS, so a value the scrubber finds whole is not cut. */
const SUMMARY_READ_CHARS = 16 * SUMMARY_CHARS + 4096;

/** A short, redacted and scrubbed excerpt of what a probe saw (it reaches the console and reports). Only the answer's
 * start is redacted: a 10 MB answer is not cloned for 120 characters. */
const summary = (response: ReceivedResponse, rule: Rule, scrubber: CaseScrubber): string => {
  const start = jsonPrefix(response.body, SUMMARY_READ_CHARS);
  return scrubber.clipValue(redactBody('response', response.status, start, redactionFor(rule.operation, [])), SUMMARY_CHARS);
};
