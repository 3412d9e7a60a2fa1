// The steps of a case: build request, send (one sub-step per attempt), then one step per check that ran.
import { CHECKS } from '../../checks/index.js';
import type { Attempt, CaseResult } from '../../types.js';
import type { Attach } from './attachments.js';
import { requestView, responseView } from './exchange-view.js';
import type { AllureAttachment, AllureParameter, AllureStatus, AllureStep } from './model.js';

const step = (
  name: string,
  status: AllureStatus,
  start: number,
  stop: number,
  extra: { steps?: AllureStep[]; attachments?: AllureAttachment[]; parameters?: AllureParameter[]; message?: string } = {},
): AllureStep => ({
  name,
  status,
  stage: 'finished',
  ...(extra.message === undefined ? {} : { statusDetails: { message: extra.message } }),
  start,
  stop,
  steps: extra.steps ?? [],
  attachments: extra.attachments ?? [],
  parameters: extra.parameters ?? [],
});

// judge() runs the checks only when a response came back that is not a vendor fault.
const CHECKED_VERDICTS = new Set(['pass', 'violation', 'spec-gap']);

function attemptStep(result: CaseResult, a: Attempt, n: number, start: number, attach: Attach): AllureStep {
  const stop = start + a.waitedMs + a.durationMs;
  const parameters = [
    { name: 'durationMs', value: String(a.durationMs) },
    { name: 'waitedMs', value: String(a.waitedMs) },
  ];
  if (a.response !== undefined)
    return step(`attempt ${n}: HTTP ${a.response.status}`, 'passed', start, stop, {
      parameters,
      attachments: [attach('response', responseView(result.rule.operation, a.response))],
    });
  const code = a.error?.code ?? 'no response';
  return step(`attempt ${n}: ${code}`, 'broken', start, stop, {
    parameters,
    message: `${code}: ${a.error?.message ?? ''}`.trim(),
  });
}

export function stepsOf(result: CaseResult, start: number, attach: Attach): AllureStep[] {
  const exchange = result.exchange;
  if (exchange === undefined) return [];
  const request = attach('request', requestView(result.rule.operation, exchange.request));
  const steps = [step('build request', 'passed', start, start, { attachments: [request] })];
  let t = start;
  const attempts = exchange.attempts.map((a, i) => {
    const s = attemptStep(result, a, i + 1, t, attach);
    t = s.stop;
    return s;
  });
  const sent = attempts.at(-1)?.status ?? 'broken';
  steps.push(step('send', sent, start, t, { steps: attempts }));
  if (result.rule.expect !== undefined && CHECKED_VERDICTS.has(result.verdict))
    for (const name of Object.keys(CHECKS)) {
      const failed = result.violations.filter((v) => v.check === name).length;
      const message = failed > 0 ? { message: `${failed} violation(s)` } : {};
      steps.push(step(`check ${name}`, failed > 0 ? 'failed' : 'passed', t, t, message));
    }
  return steps;
}
