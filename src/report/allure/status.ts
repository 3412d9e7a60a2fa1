// A verdict as an Allure status, and the message that keeps its reason: no verdict is dropped from the report.
import type { CaseResult, Verdict } from '../../types.js';
import { describeViolation } from '../../verdict.js';
import type { AllureStatus, AllureStatusDetails } from './model.js';

export const STATUS_OF: Record<Verdict, AllureStatus> = {
  pass: 'passed',
  violation: 'failed',
  'vendor-fault': 'broken',
  infra: 'broken',
  'harness-error': 'broken',
  'spec-gap': 'unknown',
  'not-applicable': 'skipped',
};

/** `<verdict>: <reason>`; a violation lists its violations, one per line. Undefined for a pass. */
export function statusDetailsOf(result: CaseResult): AllureStatusDetails | undefined {
  if (result.verdict === 'pass') return undefined;
  const reason =
    result.verdict === 'violation' && result.violations.length > 0
      ? result.violations.map(describeViolation).join('\n')
      : (result.reason ?? '(no reason given)');
  return { message: `${result.verdict}: ${reason}` };
}
