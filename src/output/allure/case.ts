// One case in Allure, through the allure-js-commons runtime API (allure-vitest writes the files): labels, parameters,
// a step per request attempt with the redacted request and response attached, a step per check saying what it holds.
// Runs in the test.
import * as allure from 'allure-js-commons';
import { BaseMessageTestRuntime, getGlobalTestRuntime } from 'allure-js-commons/sdk/runtime';
import { CHECK_NAMES } from '../../checks/names.js';
import { isEvent, OPERATIONS } from '../../model/operations.js';
import type { Attempt, CaseResult, StepExchange, Violation } from '../../model/types.js';
import type { Scrubber } from '../../redaction/index.js';
import { describeViolation } from '../../case/violation-text.js';
import type { VerdictEntry } from '../../gate/case-record.js';
import { ticketLink } from '../../gate/ticket.js';
import { factsAbout } from '../facts-notes.js';
import { caseAttachments } from './attachment-caps.js';
import { requestView, shownResponse } from './exchange-view.js';
import { CHECK_EXPECTS, expectsLine } from './expects.js';
import { specGapKind } from './spec-gap-kind.js';
import { STATUS_LABEL, statusLabelValue } from './status.js';

/** Every string reaching Allure passes through the case's scrubber; what the vendor wrote through its `echo`. */
type Scrub = (text: string) => string;
/** Attaches within the case's cap on attachments. */
type Attach = ReturnType<typeof caseAttachments>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Scrubbed as a value, before it is written as JSON: each of the vendor's strings is then a text of its own, whose end
// an echo cut short would be at.
const json = (value: unknown, scrubber: Scrubber) => JSON.stringify(scrubber.echoValue(value), null, 2);

// judge() runs the checks only when a response came back that is not a vendor fault.
const CHECKED_VERDICTS = new Set(['pass', 'violation', 'spec-gap']);

// allure-js-commons has no constant for it: a probe's guess that did not hold gates nothing, like its case.
const UNKNOWN = 'unknown' as allure.Status;

/** A flow's earlier step that did not get its status: the flow stopped there, before the judged request. */
const stoppedAt = (result: CaseResult): Violation | undefined =>
  result.violations.find((v) => v.check === 'statusCode' && v.step !== undefined);

/** The index of the step the rule's expectation is about: the judged request, once the case reached it (a webhookEvent
 * rule judges the event, which has no step of its own). */
function judgedIndex(result: CaseResult): number | undefined {
  const sent = result.exchange?.steps ?? [];
  if (sent.length === 0 || result.rule.expect === undefined || isEvent(result.rule.operation)) return undefined;
  const judged = result.exchange?.judged ?? sent.length - 1;
  if (!result.rule.before?.length) return judged;
  return CHECKED_VERDICTS.has(result.verdict) && stoppedAt(result) === undefined ? judged : undefined;
}

/** A step's status message: the violations it found, one a line (no stack: the trace would be the harness's). */
function violationsError(found: Violation[], scrub: Scrub): Error {
  const error = new Error(scrub(found.map(describeViolation).join('\n')));
  error.stack = '';
  return error;
}

async function attemptStep(result: CaseResult, a: Attempt, n: number, scrubber: Scrubber, attach: Attach): Promise<void> {
  const name = a.response ? `attempt ${n}: HTTP ${a.response.status}` : `attempt ${n}: ${a.error?.code ?? 'no response'}`;
  await allure.step(name, async (s) => {
    await s.parameter('durationMs', String(a.durationMs));
    await s.parameter('waitedMs', String(a.waitedMs));
    if (a.response)
      await attach('response', json(shownResponse(result.rule.operation, a.response, scrubber), scrubber), 'application/json');
    else await attach('error', scrubber.echo(`${a.error?.code ?? 'no response'}: ${a.error?.message ?? ''}`), 'text/plain');
  });
}

async function requestStep(
  result: CaseResult,
  step: StepExchange,
  n: number,
  of: number,
  scrubber: Scrubber,
  expects: string | undefined,
  attach: Attach,
): Promise<void> {
  const title =
    `${of > 1 ? `step ${n} of ${of}: ` : ''}${step.request.method} ` +
    `${step.request.path}${step.request.region ? ` (region ${step.request.region})` : ''}${expects === undefined ? '' : ` · expects ${expects}`}`;
  await allure.step(scrubber.text(title), async () => {
    await attach('request', json(requestView(result.rule.operation, step.request), scrubber), 'application/json');
    for (const [i, a] of step.attempts.entries()) await attemptStep(result, a, i + 1, scrubber, attach);
  });
}

/** A step per check that holds something for this rule ("check errorCode · invalid_request_body"), its violations as
 * its status message. A flow stopped at an earlier step shows only that step's status check. */
async function checkSteps(result: CaseResult, entry: VerdictEntry, scrub: Scrub): Promise<void> {
  const { rule } = result;
  if (rule.expect === undefined) return;
  const stopped = stoppedAt(result) !== undefined;
  for (const name of CHECK_NAMES) {
    const found = entry.violations.filter((v) => v.check === name);
    const what = stopped ? undefined : CHECK_EXPECTS[name](rule.expect, rule.operation);
    if (what === undefined && found.length === 0) continue;
    const title = scrub(
      `check ${name}${what === undefined ? '' : ` · ${what}`}${found.length > 0 ? `: ${found.length} violation(s)` : ''}`,
    );
    if (found.length === 0) await allure.logStep(title, allure.Status.PASSED);
    else await allure.logStep(title, rule.strength === 'probe' ? UNKNOWN : allure.Status.FAILED, violationsError(found, scrub));
  }
}

/** The lines of a case's description: the spec section, what it expects, what was seen, how to run it again. */
export function caseAbout(rule: CaseResult['rule'], entry: VerdictEntry, expects: string): [string, string][] {
  const facts = factsAbout(entry);
  return [
    ['Source', rule.source],
    ['Expects', expects],
    ['Verdict', `${entry.verdict}${entry.reason ? ` — ${entry.reason}` : ''}`],
    ...(entry.observed ? [['Observed', entry.observed] as [string, string]] : []),
    ...(facts ? [['Facts', facts] as [string, string]] : []),
    ...(entry.note ? [['Gate', entry.note] as [string, string]] : []),
    ...(entry.ticket ? [['Ticket', entry.ticket] as [string, string]] : []),
    ['Reproduce', entry.reproduce],
  ];
}

/** Labels group the report document › operation › rule; the description holds the spec section and the reproduce command. */
export async function reportCaseToAllure(result: CaseResult, entry: VerdictEntry, scrubber: Scrubber): Promise<void> {
  const scrub: Scrub = scrubber.text;
  // A plain `vitest run` has no Allure reporter: its stand-in runtime would print a warning for every call.
  if (!(getGlobalTestRuntime() instanceof BaseMessageTestRuntime)) return;
  const { rule } = result;
  const document = OPERATIONS[rule.operation].document;
  await allure.labels(
    { name: 'epic', value: document },
    { name: 'feature', value: rule.operation },
    { name: 'story', value: rule.id },
    { name: 'parentSuite', value: document },
    { name: 'suite', value: rule.operation },
    { name: 'subSuite', value: rule.id },
    { name: 'severity', value: rule.severity },
    { name: 'tag', value: result.target },
    { name: 'tag', value: entry.verdict },
  );
  const kind = entry.verdict === 'spec-gap' ? specGapKind(result) : undefined;
  await allure.label(STATUS_LABEL, scrub(statusLabelValue(entry, kind)));
  const expects = expectsLine(rule);
  // The seed (fresh each live night), the verdict and the expectation's wording stay out of the history id: a case's
  // history and flaky mark follow its rule on its target from run to run.
  await allure.parameter('expects', scrub(expects), { excluded: true });
  await allure.parameter('seed', String(entry.seed), { excluded: true });
  await allure.parameter('target', entry.target);
  await allure.parameter('verdict', entry.verdict, { excluded: true });
  // The ticket comes from the baseline and the template from the config: nothing the vendor sent is in the link.
  const link = entry.ticket === undefined ? undefined : ticketLink(entry.ticket, process.env.VTS_TICKET_URL);
  if (link !== undefined) await allure.issue(link, entry.ticket);
  const about = caseAbout(rule, entry, expects);
  // A statement judged without facts is a case a QA engineer filters for: tagged, besides its line.
  if (about.some(([k]) => k === 'Facts')) await allure.label('tag', 'no facts');
  await allure.description(scrub(about.map(([k, v]) => `**${k}:** ${v}`).join('\n\n')));
  // The allure2 page shows only the HTML form (its Java generator used to render it from the markdown).
  await allure.descriptionHtml(
    scrub(
      about
        .map(([k, v]) => `<p><b>${k}:</b> ${k === 'Reproduce' ? `<code>${escapeHtml(v)}</code>` : escapeHtml(v)}</p>`)
        .join(''),
    ),
  );
  const sent = result.exchange?.steps ?? [];
  const judged = judgedIndex(result);
  const attach = caseAttachments();
  for (const [i, step] of sent.entries())
    await requestStep(result, step, i + 1, sent.length, scrubber, i === judged ? expects : undefined, attach);
  if (rule.expect !== undefined && CHECKED_VERDICTS.has(result.verdict)) await checkSteps(result, entry, scrub);
  if (entry.violations.length > 0) await attach('violations', json(entry.violations, scrubber), 'application/json');
}
