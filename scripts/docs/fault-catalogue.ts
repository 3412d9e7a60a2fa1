// The fault catalogue of sandbox/README.md, from sandbox/faults/: by operation, each fault's id and the rules it breaks,
// the operation's prefix written once (what a fault does is its `describe`, in sandbox/faults/).
import { FAULTS } from '../../sandbox/faults.js';
import { type Block, code, list } from './blocks.js';

/** `name` without the group's `prefix`, which the group's line names once. */
const short = (name: string, prefix: string) => code(name.startsWith(prefix) ? name.slice(prefix.length) : name);

/** The faults that break the same rules, as [the rules, the fault ids], in the order they first appear. */
function grouped(faults: typeof FAULTS): [string, string[]][] {
  const byRules = new Map<string, string[]>();
  for (const f of faults) {
    const operation = f.breaks.split('.')[0] ?? '';
    const rules = [f.breaks, ...(f.alsoBreaks ?? [])].map((r) => short(r, `${operation}.`)).join(', ');
    byRules.set(rules, [...(byRules.get(rules) ?? []), f.id]);
  }
  return [...byRules];
}

function render(): string {
  const byOperation = new Map<string, typeof FAULTS>();
  for (const fault of FAULTS) {
    const operation = fault.breaks.split('.')[0] ?? '';
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), fault]);
  }
  const sections = [...byOperation].map(([operation, faults]) =>
    [
      `**${operation}** (${faults.length}; fault \`${operation}-…\` → rule \`${operation}.…\`)`,
      '',
      list(grouped(faults).map(([rules, ids]) => `${ids.map((id) => short(id, `${operation}-`)).join(', ')} → ${rules}`)),
    ].join('\n'),
  );
  return [`${FAULTS.length} faults.`, '', sections.join('\n\n')].join('\n');
}

export const FAULT_CATALOGUE: Block = { name: 'fault catalogue', source: 'sandbox/faults/', render };
