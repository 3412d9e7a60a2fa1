// Readings held to each other across a run: where a sentence allows two readings (a size limit in decimal or binary
// megabytes), each case may meet either, but the cases of one run must meet the same one. The case that completes
// second with another reading takes the violation, naming the case that showed the first: no finished case changes.
import type { CaseResult, Violation } from '../model/types.js';

const JUDGED = new Set(['pass', 'spec-gap']);

/** The reading a case's outcome implies in its rule's family; none when the case was not answered, or not as a 2xx/4xx. */
function readingOf(result: CaseResult): string | undefined {
  const family = result.rule.family;
  const steps = result.exchange?.steps ?? [];
  const status = steps[result.exchange?.judged ?? steps.length - 1]?.attempts.at(-1)?.response?.status;
  if (family === undefined || status === undefined || !JUDGED.has(result.verdict)) return undefined;
  if (status >= 200 && status < 300) return family.accepted;
  return status >= 400 && status < 500 ? family.refused : undefined;
}

/** The readings met so far in one run (one suite file, or one runRules call), by family. */
export class ReadingLedger {
  readonly #met = new Map<string, { reading: string; ruleId: string }>();

  /** The result as it stands, or, when it meets another reading than an earlier case of its family, a violation. */
  hold(result: CaseResult): CaseResult {
    const reading = readingOf(result);
    const family = result.rule.family;
    if (reading === undefined || family === undefined) return result;
    const first = this.#met.get(family.name);
    if (first === undefined) this.#met.set(family.name, { reading, ruleId: result.rule.id });
    const note = `reading of ${family.name}: ${reading}`;
    if (first === undefined || first.reading === reading)
      return { ...result, observed: [result.observed, note].filter(Boolean).join('; ') };
    const violation: Violation = {
      ruleId: result.rule.id,
      check: 'readingFamily',
      title: 'Two readings of one sentence',
      pointer: '',
      expected: `${first.reading} (the reading ${first.ruleId} met in this run)`,
      actual: reading,
    };
    return {
      ...result,
      verdict: 'violation',
      violations: [violation],
      reason: `${family.name} read two ways in one run: ${first.ruleId} met ${first.reading}, this case ${reading}`,
    };
  }
}

const byRun = new WeakMap<object, ReadingLedger>();

/** The ledger of the run a target belongs to (a suite file opens one target): made at its first case. */
export function ledgerOf(run: object): ReadingLedger {
  let ledger = byRun.get(run);
  if (ledger === undefined) byRun.set(run, (ledger = new ReadingLedger()));
  return ledger;
}
