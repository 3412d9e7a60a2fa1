// One case in Allure, through the allure-js-commons runtime API (allure-vitest writes the files): labels, parameters,
// a step per request attempt with the redacted request and response attached, a step per check. Runs in the test.
import * as allure from 'allure-js-commons';
import { BaseMessageTestRuntime, getGlobalTestRuntime } from 'allure-js-commons/sdk/runtime';
import { CHECKS } from '../../checks/index.js';
import { OPERATIONS } from '../../operations.js';
import type { Attempt, CaseResult, StepExchange } from '../../types.js';
import type { VerdictEntry } from '../verdicts-json.js';
import { requestView, responseView } from './exchange-view.js';
import { STATUS_LABEL, statusLabelValue } from './status.js';

/** Every string reaching Allure passes through the case's scrubber. */
export type Scrub = (text: string) => string;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const json = (value: unknown, scrub: Scrub) => scrub(JSON.stringify(value, null, 2));

// judge() runs the checks only when a response came back that is not a vendor fault.
const CHECKED_VERDICTS = new Set(['pass', 'violation', 'spec-gap']);

async function attemptStep(result: CaseResult, a: Attempt, n: number, scrub: Scrub): Promise<void> {
  const name = a.response ? `attempt ${n}: HTTP ${a.response.status}` : `attempt ${n}: ${a.error?.code ?? 'no response'}`;
  await allure.step(name, async (s) => {
    await s.parameter('durationMs', String(a.durationMs));
    await s.parameter('waitedMs', String(a.waitedMs));
    if (a.response)
      await allure.attachment('response', json(responseView(result.rule.operation, a.response), scrub), 'application/json');
    else await allure.attachment('error', scrub(`${a.error?.code ?? 'no response'}: ${a.error?.message ?? ''}`), 'text/plain');
  });
}

async function requestStep(result: CaseResult, step: StepExchange, n: number, of: number, scrub: Scrub): Promise<void> {
  const title = `${of > 1 ? `step ${n} of ${of}: ` : ''}${step.request.method} ${step.request.path}${step.request.region ? ` (region ${step.request.region})` : ''}`;
  await allure.step(title, async () => {
    await allure.attachment('request', json(requestView(result.rule.operation, step.request), scrub), 'application/json');
    for (const [i, a] of step.attempts.entries()) await attemptStep(result, a, i + 1, scrub);
  });
}

/** Labels group the report document › operation › rule; the description holds the spec section and the reproduce command. */
export async function reportCaseToAllure(result: CaseResult, entry: VerdictEntry, scrub: Scrub): Promise<void> {
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
  await allure.label(STATUS_LABEL, scrub(statusLabelValue(entry)));
  await allure.parameter('seed', String(entry.seed));
  await allure.parameter('target', entry.target);
  await allure.parameter('verdict', entry.verdict);
  const about: [string, string][] = [
    ['Source', rule.source],
    ['Verdict', `${entry.verdict}${entry.reason ? ` — ${entry.reason}` : ''}`],
    ...(entry.observed ? [['Observed', entry.observed] as [string, string]] : []),
    ...(entry.note ? [['Gate', entry.note] as [string, string]] : []),
    ['Reproduce', entry.reproduce],
  ];
  await allure.description(scrub(about.map(([k, v]) => `**${k}:** ${v}`).join('\n\n')));
  // The allure2 page shows only the HTML form (its Java generator used to render it from the markdown).
  await allure.descriptionHtml(
    scrub(
      about
        .map(([k, v]) => `<p><b>${k}:</b> ${k === 'Reproduce' ? `<code>${escapeHtml(v)}</code>` : escapeHtml(v)}</p>`)
        .join(''),
    ),
  );
  const steps = result.exchange?.steps ?? [];
  for (const [i, step] of steps.entries()) await requestStep(result, step, i + 1, steps.length, scrub);
  if (rule.expect !== undefined && CHECKED_VERDICTS.has(result.verdict))
    for (const name of Object.keys(CHECKS)) {
      const failed = entry.violations.filter((v) => v.check === name && v.step === undefined);
      await allure.logStep(
        `check ${name}${failed.length > 0 ? `: ${failed.length} violation(s)` : ''}`,
        failed.length > 0 ? allure.Status.FAILED : allure.Status.PASSED,
      );
    }
  if (entry.violations.length > 0) await allure.attachment('violations', json(entry.violations, scrub), 'application/json');
}
