// What a message may say of a run, copied out of its case records field by field: rule ids, titles, operation names and
// counts. A reason, an observed value or a violation (the vendor's words and values) never reaches this shape.
import type { Outcome } from '../../gate/decide.js';

export interface Night {
  target: string;
  /** The flags that narrowed the run (`--operation login`); absent for the target's whole selection. */
  selection?: string;
  /** The gate's exit code: 0 no new violation, 1 a new violation, 2 incomplete or a harness error. */
  code: 0 | 1 | 2;
  /** Per operation, its cases by the gate's outcome. */
  counts: Record<string, Record<Outcome, number>>;
  /** What failed the run (the gate's new violations and harness errors), by rule id, in the gate's order. */
  failing: { rule: string; title: string }[];
  /** Incomplete because rules of the applicable set did not run (src/gate/applicable.ts). */
  shrink: boolean;
}

interface Judged {
  ruleId: string;
  operation: string;
  title: string;
  outcome: Outcome;
}

export function nightOf(
  run: { target: string; selection?: string | undefined; code: 0 | 1 | 2; shrink: boolean },
  entries: readonly Judged[],
  failingIds: readonly string[],
): Night {
  const counts: Night['counts'] = {};
  for (const e of entries) {
    const op = (counts[e.operation] ??= { pass: 0, fail: 0, skip: 0 });
    op[e.outcome] += 1;
  }
  const titles = new Map(entries.map((e) => [e.ruleId, e.title]));
  return {
    target: run.target,
    ...(run.selection === undefined ? {} : { selection: run.selection }),
    code: run.code,
    counts,
    failing: [...new Set(failingIds)].map((rule) => ({ rule, title: titles.get(rule) ?? '' })),
    shrink: run.shrink,
  };
}
