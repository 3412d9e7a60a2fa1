// The readings catalogue: where the documents leave a thing open (or contradict themselves), the other answer a
// conformant vendor may give, as the sandbox can be switched to give it. A reading breaks no rule: the harness must
// accept it, and record which reading it met (its self-tests switch each on and require a pass, never a violation). Not
// a fault (it breaks nothing) and not a change (it is not a release to rehearse drift with); switched on the same way:
// startSandbox({ extraFaults: readingsOn(['<id>']) }).
import { DOCUMENTED_SETTINGS } from './settings.js';
import type { Fault } from './faults/kit.js';

export interface Reading {
  readonly id: string;
  /** The documents' sentence that leaves the choice open. */
  readonly because: string;
  readonly describe: string;
  readonly apply: Fault['apply'];
}

export const READINGS: readonly Reading[] = [
  {
    id: 'month-errors-after-accepting',
    because: 'bank-statement-analysis.md › Errors › Parse operation: the month errors\' "HTTP status code: not shown"',
    describe:
      'a month error is answered after accepting the parse: 202, then BANK_STATEMENT_PARSING_FAILED and the message in the results (422)',
    apply: { settings: { monthErrors: { ...DOCUMENTED_SETTINGS.monthErrors, answered: 'after-accepting' } } },
  },
];

/** The readings as startSandbox's `extraFaults`; an unknown id throws, naming the valid ones. */
export function readingsOn(ids: readonly string[]): Fault[] {
  return ids.map((id) => {
    const reading = READINGS.find((r) => r.id === id);
    if (reading === undefined)
      throw new Error(`Unknown sandbox reading "${id}". Valid reading ids: ${READINGS.map((r) => r.id).join(', ')}`);
    return {
      id: reading.id,
      breaks: 'none (another reading the documents allow)',
      describe: reading.describe,
      apply: reading.apply,
    };
  });
}
