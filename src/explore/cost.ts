// What an exploration costs on a billed account, said before it runs: per operation, its requests, the files they
// upload and their bytes, the parses they start, and shrinking's worst case (nothing when no finding is seen).
import { PROPERTIES, type Property } from '../model/explore-properties.js';
import { OPERATIONS, type OperationId } from '../model/operations.js';
import { likelyNeeds, STATUS_CLASSES } from './groups.js';
import { SHRINK_REQUESTS } from './shrink.js';
import type { Probe } from './types.js';

export interface Cost {
  requests: number;
  /** File parts sent, and their bytes. */
  uploads: number;
  uploadBytes: number;
  /** Requests that start a parse (the flow's start: each fetches its statements and sends an event). */
  parses: number;
}

/** One probe's request as the target would build it: sent, or not (what it lacks). */
export interface Measured {
  probe: Probe;
  notSent?: string;
  uploads: number;
  uploadBytes: number;
}

export interface OperationCost {
  operation: OperationId;
  budget: number;
  probes: Measured[];
  cost: Cost;
  /** Findings the answers could make (an upper bound), and what shrinking one may send at most. */
  possibleFindings: number;
  perFinding: Cost;
}

export const NO_COST: Cost = { requests: 0, uploads: 0, uploadBytes: 0, parses: 0 };

export const addCosts = (a: Cost, b: Cost): Cost => ({
  requests: a.requests + b.requests,
  uploads: a.uploads + b.uploads,
  uploadBytes: a.uploadBytes + b.uploadBytes,
  parses: a.parses + b.parses,
});

/** Properties only the flow's sequences can break (src/explore/flow/), no probe. */
const FLOW_ONLY: readonly Property[] = ['results-of-the-parse'];

/** Findings are shrunk once a group (groups.ts): per group of probes alike, each property on, in as many status classes
 * as its answers can have and the group has probes. */
export function possibleFindings(probes: readonly Probe[], off: readonly Property[]): number {
  const groups = new Map<string, number>();
  for (const p of probes) groups.set(likelyNeeds(p), (groups.get(likelyNeeds(p)) ?? 0) + 1);
  const on = PROPERTIES.filter((p) => !off.includes(p) && !FLOW_ONLY.includes(p));
  return [...groups.values()].reduce((n, size) => n + on.reduce((m, p) => m + Math.min(size, STATUS_CLASSES[p]), 0), 0);
}

export function operationCost(
  operation: OperationId,
  budget: number,
  probes: Measured[],
  off: readonly Property[],
): OperationCost {
  const sent = probes.filter((m) => m.notSent === undefined);
  const starts = OPERATIONS[operation].flow === 'start';
  // Exploring the subscription ends with the valid one sent again (run.ts).
  const requests = sent.length + (OPERATIONS[operation].flow === 'subscribe' ? 1 : 0);
  const cost: Cost = {
    requests,
    uploads: sent.reduce((n, m) => n + m.uploads, 0),
    uploadBytes: sent.reduce((n, m) => n + m.uploadBytes, 0),
    parses: starts ? sent.length : 0,
  };
  const findings = possibleFindings(
    sent.map((m) => m.probe),
    off,
  );
  // A shrinking request sends at most what the largest generated one did.
  const most = (pick: (m: Measured) => number) => Math.max(0, ...sent.map(pick));
  const perFinding: Cost = {
    requests: SHRINK_REQUESTS,
    uploads: SHRINK_REQUESTS * most((m) => m.uploads),
    uploadBytes: SHRINK_REQUESTS * most((m) => m.uploadBytes),
    parses: starts ? SHRINK_REQUESTS : 0,
  };
  return { operation, budget, probes, cost, possibleFindings: findings, perFinding };
}

/** Shrinking's worst case: every possible finding seen, each shrunk to the limit. */
export const shrinkingAtMost = (o: Pick<OperationCost, 'possibleFindings' | 'perFinding'>): Cost => ({
  requests: o.possibleFindings * o.perFinding.requests,
  uploads: o.possibleFindings * o.perFinding.uploads,
  uploadBytes: o.possibleFindings * o.perFinding.uploadBytes,
  parses: o.possibleFindings * o.perFinding.parses,
});
