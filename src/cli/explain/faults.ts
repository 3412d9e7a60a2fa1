// Part 5 of `vts explain`: the sandbox faults that break the rule, read from the sandbox's catalogue itself (each fault
// names the rule it breaks and the others its break shows in), as the coverage page and the mutation self-test read it.
import type { Rule } from '../../model/types.js';

export interface ShownFault {
  id: string;
  describe: string;
  /** `breaks`: the fault is this rule's; `also`: its break shows in this rule too. */
  how: 'breaks' | 'also';
}

/** src/ may import the sandbox, never the other way (.dependency-cruiser.mjs); loaded only when a rule is explained. */
export async function shownFaults(rule: Rule): Promise<ShownFault[]> {
  const { FAULTS } = await import('../../../sandbox/faults.js');
  return FAULTS.flatMap(({ id, describe, breaks, alsoBreaks }): ShownFault[] =>
    breaks === rule.id ? [{ id, describe, how: 'breaks' }] : alsoBreaks?.includes(rule.id) ? [{ id, describe, how: 'also' }] : [],
  );
}

export function faultLines(rule: Rule, faults: ShownFault[]): string[] {
  if (faults.length === 0)
    return [rule.strength === 'probe' ? '  none: a probe gates nothing, so no fault proves it' : '  none breaks it'];
  return [
    ...faults.map((f) => `  ${f.id}${f.how === 'also' ? ' (its break shows here too)' : ''}: ${f.describe}`),
    `  try one: VTS_SANDBOX_FAULTS=${faults[0]!.id} npm run conformance -- --target sandbox --rule ${rule.id}`,
  ];
}
