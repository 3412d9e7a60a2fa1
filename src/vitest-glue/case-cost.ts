// How long a live case is likely to take, in requests: the schedule starts the longest first, so that a run does not
// end waiting for one slow case begun last. From the rule's shape alone: its steps, the retries of an answer the
// client retries, its waits for an event (a vendor's event comes seconds to minutes after its request).
import type { Rule } from '../model/types.js';
import { MAX_ATTEMPTS } from '../settings/run-settings.js';

const RETRIED = new Set([429, 503]);
const EVENT_WAIT = 2;

export function caseCost(rule: Rule): number {
  const before = rule.before ?? [];
  const steps = before.length + 1 + (rule.after?.length ?? 0);
  const retries = rule.expect && RETRIED.has(rule.expect.status) ? MAX_ATTEMPTS - 1 : 0;
  const events = before.filter((s) => s.awaitEvent).length + (rule.awaitEvent ? 1 : 0);
  return steps + retries + EVENT_WAIT * events;
}

/** The rules in the order the schedule starts them: costliest first, otherwise as given. */
export const longestFirst = <T extends { rule: Rule }>(cases: T[]): T[] =>
  cases
    .map((c, i) => ({ c, i, cost: caseCost(c.rule) }))
    .sort((a, b) => b.cost - a.cost || a.i - b.i)
    .map(({ c }) => c);
