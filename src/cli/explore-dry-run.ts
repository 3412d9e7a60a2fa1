// `vts explore --dry-run`: every probe built as the target would build it (its profile, its files, its credentials)
// and handed to a client that sends nothing, then listed with what it costs on a billed account; the doctor's
// exploration line is the same plan, summed.
import { runCase } from '../case/run-case.js';
import {
  addCosts,
  type Cost,
  type Measured,
  NO_COST,
  operationCost,
  type OperationCost,
  shrinkingAtMost,
} from '../explore/cost.js';
import { flowPlanLines, type FlowPlan, planFlow } from '../explore/flow/plan.js';
import { probesFor } from '../explore/generate.js';
import { ruleOf } from '../explore/run.js';
import type { Probe } from '../explore/types.js';
import type { Property } from '../model/explore-properties.js';
import type { OperationId } from '../model/operations.js';
import type { Attempt, SentRequest } from '../model/types.js';
import { SHRINK_REQUESTS } from '../explore/shrink.js';
import type { TargetName } from '../settings/target-name.js';
import type { Client } from '../transport/client.js';
import { planningTarget } from './plan/target.js';

const NOT_SENT: Attempt = { error: { code: 'PLANNED', message: 'a dry run: nothing is sent' }, durationMs: 0, waitedMs: 0 };

export interface ExplorePlan {
  /** Each operation's probes and, where the flow is explored from it (src/explore/flow/), its sequences. */
  operations: (OperationCost & { flow?: FlowPlan })[];
  total: Cost;
  /** Every possible finding seen and shrunk to the limit. */
  shrinking: Cost;
  possibleFindings: number;
}

const sum = (costs: Cost[]): Cost => costs.reduce(addCosts, NO_COST);

/** Each probe built as `name` would build it, by a client that sends nothing: what it uploads, or why it is not sent. */
export async function measureProbes(name: TargetName, probes: Probe[][], seed: number): Promise<Measured[][]> {
  const planning = await planningTarget(
    name,
    probes.flatMap((p) => (p[0] ? [ruleOf(p[0])] : [])),
  );
  const seen: { request?: SentRequest } = {};
  const client: Client = {
    send: async (request) => {
      seen.request = request;
      return { request, attempts: [NOT_SENT] };
    },
    close: async () => {},
  };
  const target = { ...planning.target, finish: async () => undefined };
  const out: Measured[][] = [];
  try {
    for (const group of probes) {
      const measured: Measured[] = [];
      for (const probe of group) {
        seen.request = undefined;
        const result = await runCase(ruleOf(probe), target, client, seed);
        const sent = seen.request as SentRequest | undefined;
        const files = sent?.body?.kind === 'multipart' ? sent.body.parts.filter((p) => 'data' in p) : [];
        measured.push({
          probe,
          ...(sent === undefined ? { notSent: result.reason?.split('\n')[0] ?? result.verdict } : {}),
          uploads: files.length,
          uploadBytes: files.reduce((n, p) => n + ('data' in p ? p.data.byteLength : 0), 0),
        });
      }
      out.push(measured);
    }
  } finally {
    await planning.target.teardown();
  }
  return out;
}

export async function planExploration(
  name: TargetName,
  budgets: Readonly<Record<string, number>>,
  off: readonly Property[],
  seed: number,
): Promise<ExplorePlan> {
  const operations = Object.keys(budgets) as OperationId[];
  const measured = await measureProbes(
    name,
    operations.map((op) => probesFor(op, seed, budgets[op] as number)),
    seed,
  );
  const costs = operations.map((op, i): ExplorePlan['operations'][number] => {
    const cost = operationCost(op, budgets[op] as number, measured[i] ?? [], off);
    const flow = planFlow(op, budgets[op] as number, seed, off);
    return flow ? { ...cost, flow } : cost;
  });
  const parts = costs.flatMap((c): Pick<OperationCost, 'cost' | 'possibleFindings' | 'perFinding'>[] => [
    c,
    ...(c.flow ? [c.flow] : []),
  ]);
  return {
    operations: costs,
    total: sum(parts.map((c) => c.cost)),
    shrinking: sum(parts.map(shrinkingAtMost)),
    possibleFindings: parts.reduce((n, c) => n + c.possibleFindings, 0),
  };
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 2 ** 20 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(2)} MB`;

/** `60 requests, 118 uploads (5.60 MB), up to 60 parses started`: a refused parse starts none. */
export const costText = (c: Cost): string =>
  `${plural(c.requests, 'request')}, ${plural(c.uploads, 'upload')}${c.uploads > 0 ? ` (${size(c.uploadBytes)})` : ''}, ` +
  (c.parses > 0 ? `up to ${plural(c.parses, 'parse')} started` : 'no parse');

const shrinkText = (o: OperationCost): string =>
  `shrinking, a finding: up to ${costText(o.perFinding)}; at most ${plural(o.possibleFindings, 'finding')} ` +
  `(up to ${plural(shrinkingAtMost(o).requests, 'request')}); none when nothing is found`;

const probeLine = (m: Measured): string => {
  const change = m.probe.moves.map((x) => `${x.field} ${x.keyword}: ${x.shows}`).join(' & ') || 'the valid request';
  const cost =
    m.notSent !== undefined
      ? `not sent: ${m.notSent}`
      : m.uploads > 0
        ? `${plural(m.uploads, 'upload')}, ${size(m.uploadBytes)}`
        : '';
  return `  ${m.probe.id.padEnd(34)} ${m.probe.phase.padEnd(8)} ${m.probe.class.padEnd(7)} ${change}${cost ? `  [${cost}]` : ''}`;
};

/** Every probe under its operation, each operation's cost, then the total. */
export function dryRunText(plan: ExplorePlan): string[] {
  const lines: string[] = [];
  for (const o of plan.operations)
    lines.push(
      `${o.operation} (budget ${o.budget})`,
      ...o.probes.map(probeLine),
      `  = ${costText(o.cost)}`,
      `    ${shrinkText(o)}`,
      ...(o.flow ? flowPlanLines(o.flow, costText) : []),
      '',
    );
  lines.push(
    `total: ${costText(plan.total)}`,
    `  shrinking: up to ${SHRINK_REQUESTS} requests a finding; all ${plan.possibleFindings.toLocaleString('en-US')} possible ` +
      `findings seen and shrunk: up to ${costText(plan.shrinking)} more`,
  );
  return lines;
}
