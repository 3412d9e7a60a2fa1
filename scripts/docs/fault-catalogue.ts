// The fault catalogue of sandbox/README.md, from sandbox/faults/: by operation, each fault's id as it is typed in
// `--faults` and the rule it breaks (its other rules counted: `vts explain <rule>` names every fault of a rule).
import { FAULTS } from '../../sandbox/faults.js';
import { type Block, code, list } from './blocks.js';

type Fault = (typeof FAULTS)[number];

/** `rule` without its operation, which the operation's line names once. */
const short = (rule: string) => code(rule.slice(rule.indexOf('.') + 1));

/** What a fault breaks: its rule, and how many more the same break shows in. */
function breaks(f: Fault): string {
  const more = f.alsoBreaks?.length ?? 0;
  return more === 0 ? short(f.breaks) : `${short(f.breaks)} +${more}`;
}

/** The faults that break the same rules, as [the rules, the fault ids], in the order they first appear. */
function grouped(faults: readonly Fault[]): [string, string[]][] {
  const byRules = new Map<string, string[]>();
  for (const f of faults) byRules.set(breaks(f), [...(byRules.get(breaks(f)) ?? []), f.id]);
  return [...byRules];
}

function render(): string {
  const byOperation = new Map<string, Fault[]>();
  for (const fault of FAULTS) {
    const operation = fault.breaks.split('.')[0] ?? '';
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), fault]);
  }
  const sections = [...byOperation].map(([operation, faults]) =>
    [
      `**${operation}** (${faults.length})`,
      '',
      list(grouped(faults).map(([rules, ids]) => `${ids.map(code).join(', ')}: ${rules}`)),
    ].join('\n'),
  );
  return [
    `${FAULTS.length} faults, each with the rule it breaks, named without its operation (\`+n\`: n more).`,
    '',
    sections.join('\n\n'),
  ].join('\n');
}

export const FAULT_CATALOGUE: Block = { name: 'fault catalogue', source: 'sandbox/faults/', render };
