// What the planning client answers: a rule's recorded attempts, step by step, or, without a recording, the status the
// step needs (or the rule expects), so the case goes the way it would against a target that behaves as documented.
import { walkableJson } from '../../base/json-text.js';
import type { RecordedStep } from '../../recording/file.js';
import type { Attempt } from '../../model/types.js';

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** The answers of the recorded step a request is for, one per recorded attempt; undefined when none is recorded. */
export function recordedAnswers(step: RecordedStep): Attempt[] {
  if (step.interactions.length === 0)
    return [{ error: { code: 'PLANNED', message: 'recorded without an answer' }, durationMs: 0, waitedMs: 0 }];
  return step.interactions.map((it) => {
    // A recorded text is sent verbatim on replay: it is JSON when it parses.
    const parsed = typeof it.response === 'string' ? walkableJson(it.response) : { value: it.response };
    return {
      response: {
        status: it.status,
        headers: lowerCased(it.rawHeaders),
        body: parsed ? parsed.value : it.response,
        json: parsed !== undefined,
      },
      durationMs: 0,
      waitedMs: 0,
    };
  });
}

export const documentedAnswer = (status: number | undefined): Attempt[] => [
  {
    response: { status: status ?? 200, headers: { 'content-type': 'application/json' }, body: {}, json: true },
    durationMs: 0,
    waitedMs: 0,
  },
];

/** The recorded steps, each handed out once, the next one for the request's path: a poll-mode case skips the
 * recording's subscription, so steps are matched by path, not by position. */
export function recordedSteps(steps: readonly RecordedStep[]): (path: string) => RecordedStep | undefined {
  let next = 0;
  return (path) => {
    for (let i = next; i < steps.length; i++) {
      const step = steps[i] as RecordedStep;
      const first = step.interactions[0];
      if (first === undefined || first.path === path) {
        next = i + 1;
        return step;
      }
    }
    return undefined;
  };
}
