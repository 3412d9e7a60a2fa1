// The fault catalogue of sandbox/README.md, from sandbox/faults/: one table per operation, every fault with the rules it
// breaks and what it does.
import { FAULTS } from '../../sandbox/faults.js';
import { type Block, cell, code, table } from './blocks.js';

function render(): string {
  const byOperation = new Map<string, typeof FAULTS>();
  for (const fault of FAULTS) {
    const operation = fault.breaks.split('.')[0] ?? '';
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), fault]);
  }
  const sections = [...byOperation].map(([operation, faults]) =>
    [
      `**${operation}** (${faults.length})`,
      '',
      table(
        ['fault', 'breaks', 'what it does'],
        faults.map((f) => [code(f.id), [f.breaks, ...(f.alsoBreaks ?? [])].map(code).join(', '), cell(f.describe)]),
      ),
    ].join('\n'),
  );
  return [`${FAULTS.length} faults.`, '', sections.join('\n\n')].join('\n');
}

export const FAULT_CATALOGUE: Block = { name: 'fault catalogue', source: 'sandbox/faults/', render };
