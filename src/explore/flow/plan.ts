// What the flow machines will send, said before they run (`vts explore --dry-run`, the doctor's line): the sequences a
// budget has room for when every parse is accepted and every event comes, their requests and parses (each billed on
// live), and shrinking's worst case.
import { type Cost, NO_COST } from '../cost.js';
import type { Property } from '../../model/explore-properties.js';
import { PROPERTIES } from '../../model/explore-properties.js';
import type { OperationId } from '../../model/operations.js';
import { descText } from './commands.js';
import { type Machine, MACHINE_OPERATION, MACHINES, STATES } from './model.js';
import { FLOW_SHRINK_REQUESTS } from './run.js';
import { coverageCount, flowSpecText, roomFor, sequenceAt, SEQUENCE_REQUESTS } from './sequences.js';

export interface FlowPlan {
  machine: Machine;
  sequences: { id: string; phase: 'coverage' | 'random'; commands: string[] }[];
  cost: Cost;
  /** Findings the answers could make (a property in a state), and what shrinking one may send at most. */
  possibleFindings: number;
  perFinding: Cost;
}

/** The states a machine's requests are sent in. */
const STATES_OF: Record<Machine, number> = {
  statement: STATES.filter((s) => s === 'subscribe' || s === 'parse' || s === 're-parse' || s.startsWith('results-')).length,
  token: STATES.filter((s) => s.startsWith('token-') || s.startsWith('reuse-')).length,
};

/** The machine exploring `operation` with `budget`, as planned; undefined when it has none. */
export function planFlow(operation: OperationId, budget: number, seed: number, off: readonly Property[]): FlowPlan | undefined {
  const machine = MACHINES.find((m) => MACHINE_OPERATION[m] === operation);
  if (machine === undefined) return undefined;
  const spent = { requests: 0, parses: 0 };
  const sequences: FlowPlan['sequences'] = [];
  for (let n = 0; roomFor(machine, budget, spent, n); n++) {
    const descs = sequenceAt(machine, seed, n);
    spent.requests += descs.filter((d) => d.kind !== 'event').length + (machine === 'statement' ? 1 : 0);
    spent.parses += descs.filter((d) => d.kind === 'parse' || d.kind === 're-parse').length;
    sequences.push({
      id: flowSpecText({ machine, n }),
      phase: n < coverageCount(machine) ? 'coverage' : 'random',
      commands: descs.map(descText),
    });
  }
  const parsesToo = machine === 'statement';
  return {
    machine,
    sequences,
    cost: { ...NO_COST, requests: spent.requests, parses: spent.parses },
    possibleFindings: STATES_OF[machine] * PROPERTIES.filter((p) => !off.includes(p)).length,
    // A shrinking candidate is a sequence again: as many parses as requests at worst.
    perFinding: { ...NO_COST, requests: FLOW_SHRINK_REQUESTS, parses: parsesToo ? FLOW_SHRINK_REQUESTS : 0 },
  };
}

/** The planned sequences, a line each, and their cost as the operation's lines say it. */
export const flowPlanLines = (plan: FlowPlan, costText: (c: Cost) => string): string[] => [
  `  the flow (${plan.machine}), sequences while the budget has room${plan.machine === 'statement' ? '; without a webhook receiver, the results polled for each event come on top' : ''}:`,
  ...plan.sequences.map((s) => `  ${s.id.padEnd(34)} ${s.phase.padEnd(8)} ${s.commands.join(' → ')}`),
  `  = ${costText(plan.cost)} (a sequence at most ${SEQUENCE_REQUESTS[plan.machine]} requests)`,
  `    shrinking, a finding: up to ${costText(plan.perFinding)}; at most ${plan.possibleFindings} findings`,
];
