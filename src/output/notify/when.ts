// When a night needs a message: a new violation, an incomplete run, or the first green after either; a night whose
// outcome and failing rules are those of the last one is quiet unless the config asks for every run (notify.when).
import type { Night } from './night.js';

export type NightOutcome = 'green' | 'violations' | 'incomplete';
const OUTCOMES: readonly NightOutcome[] = ['green', 'violations', 'incomplete'];
export const outcomeOf = (code: 0 | 1 | 2): NightOutcome => OUTCOMES[code]!;

/** The last night's outcome and failing rule ids (sorted), kept per target and selection (state.ts). */
export interface LastNight {
  outcome: NightOutcome;
  failing: string[];
}

export const lastOf = (night: Night): LastNight => ({
  outcome: outcomeOf(night.code),
  failing: night.failing.map((f) => f.rule).sort(),
});

export interface Decision {
  send: boolean;
  /** What the message says happened: "new violations", "incomplete run (coverage shrink)", "green again"… */
  headline: string;
}

export function decideMessage(night: Night, last: LastNight | undefined, always: boolean): Decision {
  const now = lastOf(night);
  const headline =
    now.outcome === 'violations'
      ? 'new violations'
      : now.outcome === 'incomplete'
        ? `incomplete run${night.shrink ? ' (coverage shrink)' : ''}`
        : last !== undefined && last.outcome !== 'green'
          ? 'green again'
          : 'green';
  const same = last !== undefined && last.outcome === now.outcome && last.failing.join('\n') === now.failing.join('\n');
  // A first green (no last night) changes nothing a reader acted on.
  const changed = now.outcome === 'green' ? last !== undefined && last.outcome !== 'green' : !same;
  return { send: always || changed, headline };
}
