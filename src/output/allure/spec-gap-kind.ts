// A spec gap by kind, for the report's categories: a probe of an area the documents do not show either differed from
// its guess at a check, saw no event, met its guess, or had no guess, and then the vendor accepted (2xx) or refused
// (4xx) what was sent. One category per kind, so the nightly report counts and trends kinds, not one group per rule.
import { CHECK_NAMES } from '../../checks/names.js';
import type { CaseResult } from '../../model/types.js';
import { isEvent } from '../../model/operations.js';

const DIFFERS = ' differs from the guess';

/** Every kind, in the order the categories list them. */
export const SPEC_GAP_KINDS: readonly string[] = [
  ...CHECK_NAMES.map((check) => `${check}${DIFFERS}`),
  'no event delivered',
  'as guessed',
  'no guess: accepted (2xx)',
  'no guess: refused (4xx)',
  'no guess: another status',
];

function noGuess(result: Pick<CaseResult, 'exchange'>): string {
  const steps = result.exchange?.steps ?? [];
  const status = steps[result.exchange?.judged ?? steps.length - 1]?.attempts.at(-1)?.response?.status ?? 0;
  if (status >= 200 && status < 300) return 'no guess: accepted (2xx)';
  return status >= 400 && status < 500 ? 'no guess: refused (4xx)' : 'no guess: another status';
}

/** The kind of a spec-gap case: the first check its guess failed (the checks run in catalogue order, status first). */
export function specGapKind(result: Pick<CaseResult, 'rule' | 'violations' | 'exchange'>): string {
  const first = result.violations[0];
  if (first !== undefined) return `${first.check}${DIFFERS}`;
  if (isEvent(result.rule.operation) && (result.exchange?.events.length ?? 0) === 0) return 'no event delivered';
  return result.rule.expect === undefined ? noGuess(result) : 'as guessed';
}

/** The status message of a spec gap of this kind: what the categories match, and what a case's history shows. */
export const specGapMessage = (kind: string): string => `spec-gap: ${kind}`;
