// The flow machines' run: sequences while the budget has room for one more, each a case of its own (fresh transaction ids,
// the statement machine's starting with the subscription and one valid parse whose id the results reuse), every answer
// judged in its state. A finding is the first answer breaking a property in a state; it is shrunk to the fewest
// commands that still break it there, and named by its sequence and the commands kept.
import fc from 'fast-check';
import { VtsError } from '../../base/errors.js';
import type { Target } from '../../case/target.js';
import type { OperationId } from '../../model/operations.js';
import type { Exchange } from '../../model/types.js';
import { lazyScrubber, sensitiveValues } from '../../redaction/index.js';
import type { Client } from '../../transport/client.js';
import { requestExcerpt, responseExcerpt } from '../excerpt.js';
import type { Broken } from '../properties.js';
import { SHRINK_REQUESTS } from '../shrink.js';
import type { Finding, FlowExplored, HarnessFailure, OperationExplored, Property } from '../types.js';
import { type Desc, descText } from './commands.js';
import { brokenIn, REUSE_RULE } from './judge.js';
import { initialModel, type Machine, MACHINE_OPERATION, MACHINES, type Real, type Seen } from './model.js';
import { commandsOf, coverageCount, flowSpecText, roomFor, SEQUENCE_REQUESTS, sequenceAt } from './sequences.js';
import { openSession, sessionRule } from './session.js';

/** Requests one shrinking may send, as a probe's: a sequence's commands each tried away once, within this. */
export const FLOW_SHRINK_REQUESTS = SHRINK_REQUESTS;

/** The operations each machine's sequences call: the hosts a live target must know. */
const CALLS: Record<Machine, OperationId[]> = {
  statement: ['webhookConfig', 'parseBankStatement', 'getBankStatementParsingResults'],
  token: ['authToken'],
};

export interface FlowOptions {
  target: Target;
  client: Client;
  seed: number;
  budget: number;
  /** An operation's own budget, over `budget` (the machine's is its operation's). */
  budgets?: Readonly<Record<string, number>>;
  /** Properties turned off: what breaks them is no finding. */
  off?: readonly Property[];
  reproduce: (spec: string) => string;
  progress?: (line: string) => void;
}

export interface SequenceRun {
  seen: Seen[];
  ran: number[];
  events: Map<number, boolean>;
  requests: number;
  exchange: Exchange;
}

/** The case a machine's sequences run as (the CLI opens the target with it: its hosts). */
export const machineRule = (machine: Machine): ReturnType<typeof sessionRule> =>
  sessionRule(`explore.flow.${machine}`, MACHINE_OPERATION[machine], CALLS[machine]);

/** The machines exploring the selected operations. */
export const machinesOf = (operations: readonly OperationId[]): Machine[] =>
  MACHINES.filter((m) => operations.includes(MACHINE_OPERATION[m]));

/** Runs a sequence's commands (those of `keep`) as one case. */
export async function runSequence(
  machine: Machine,
  descs: readonly Desc[],
  keep: readonly number[] | undefined,
  o: Pick<FlowOptions, 'target' | 'client' | 'seed' | 'off'>,
): Promise<SequenceRun> {
  const session = await openSession(o.target, o.client, o.seed, machineRule(machine), machine === 'statement');
  try {
    const real: Real = { session, seen: [], ran: [], events: new Map() };
    // The subscription every statement sequence starts with, where events can reach the harness.
    if (machine === 'statement' && session.receiver) {
      const step = await session.send('webhookConfig', []);
      real.seen.push({
        command: -1,
        operation: 'webhookConfig',
        state: 'subscribe',
        step,
        broken: brokenIn('webhookConfig', 'subscribe', step),
      });
    }
    await fc.asyncModelRun(() => ({ model: initialModel(session.data), real }), commandsOf(descs, keep));
    const seen = real.seen.map((s) => ({ ...s, broken: s.broken.filter((b) => !o.off?.includes(b.property)) }));
    return { ...real, seen, requests: session.requests(), exchange: session.exchange };
  } finally {
    await session.close();
  }
}

const keyOf = (s: Seen, b: Broken) => `${b.property} ${s.operation} ${s.state}`;
const breaks = (run: SequenceRun, key: string) => run.seen.find((s) => s.broken.some((b) => keyOf(s, b) === key));

export interface First {
  n: number;
  descs: Desc[];
  run: SequenceRun;
  seen: Seen;
  broken: Broken;
}

/** The fewest commands of the first sequence that still break the property in the state: those after the breaking one
 * and those the model skipped go at once, then each other is tried away. */
export async function shrunk(
  machine: Machine,
  first: First,
  o: Pick<FlowOptions, 'target' | 'client' | 'seed' | 'off'>,
): Promise<{ keep: number[]; run: SequenceRun; requests: number }> {
  const key = keyOf(first.seen, first.broken);
  let keep = first.run.ran.filter((i) => i <= first.seen.command);
  let last = first.run;
  let requests = 0;
  for (const i of [...keep]) {
    if (requests + SEQUENCE_REQUESTS[machine] > FLOW_SHRINK_REQUESTS) break;
    const fewer = keep.filter((k) => k !== i);
    const again = await runSequence(machine, first.descs, fewer, o);
    requests += again.requests;
    if (breaks(again, key) === undefined) continue;
    keep = fewer;
    last = again;
  }
  return { keep, run: last, requests };
}

async function findingOf(machine: Machine, first: First, o: FlowOptions): Promise<Finding> {
  const { keep, run, requests } = await shrunk(machine, first, o);
  const seen = breaks(run, keyOf(first.seen, first.broken)) ?? first.seen;
  const broken = seen.broken.find((b) => b.property === first.broken.property) ?? first.broken;
  const scrub = lazyScrubber(() => sensitiveValues(seen.operation, run.exchange, o.target.secrets));
  const id = `flow:${machine}#${first.n}`;
  const invalid = broken.property === 'invalid-input-accepted';
  return {
    property: broken.property,
    operation: seen.operation,
    field: `flow:${machine}`,
    keyword: seen.state,
    detail: broken.detail,
    ...(broken.status !== undefined ? { status: broken.status } : {}),
    probe: {
      operation: seen.operation,
      id,
      phase: first.n < coverageCount(machine) ? 'coverage' : 'random',
      moves: keep.map((i) => {
        const d = first.descs[i] as Desc;
        return { field: `flow:${machine}`, keyword: d.kind, edits: [], shows: descText(d) };
      }),
      class: invalid ? 'invalid' : 'unknown',
      ...(invalid ? { because: REUSE_RULE } : {}),
    },
    from: { id, moves: first.descs.length, shrinkRequests: requests },
    reproduce: o.reproduce(flowSpecText({ machine, n: first.n, keep })),
    request: requestExcerpt(seen.step, scrub),
    response: responseExcerpt(seen.step, scrub),
  };
}

export async function exploreFlow(
  machine: Machine,
  o: FlowOptions,
): Promise<{ explored: FlowExplored; findings: Finding[]; harness: HarnessFailure[] }> {
  const operation = MACHINE_OPERATION[machine];
  const explored: FlowExplored = { machine, sequences: 0, requests: 0, parses: 0, shrinkRequests: 0, statuses: {} };
  const harness: HarnessFailure[] = [];
  const firsts = new Map<string, First>();
  const spent = { requests: 0, parses: 0 };
  const budget = o.budgets?.[operation] ?? o.budget;
  for (let n = 0; roomFor(machine, budget, spent, n); n++) {
    const descs = sequenceAt(machine, o.seed, n);
    let run: SequenceRun;
    try {
      run = await runSequence(machine, descs, undefined, o);
    } catch (err) {
      if (err instanceof VtsError && err.code === 'VTS_ERR_NOT_APPLICABLE') {
        explored.notApplicable = err.message;
        break;
      }
      harness.push({ operation, probe: `flow:${machine}#${n}`, reason: err instanceof Error ? err.message : String(err) });
      spent.requests += SEQUENCE_REQUESTS[machine];
      continue;
    }
    explored.sequences += 1;
    explored.requests += run.requests;
    spent.requests += run.requests;
    for (const s of run.seen) {
      if (s.operation === 'parseBankStatement') explored.parses += 1;
      const status = s.step.attempts.at(-1)?.response?.status;
      if (s.operation === operation)
        explored.statuses[String(status ?? 'none')] = (explored.statuses[String(status ?? 'none')] ?? 0) + 1;
      for (const b of s.broken) if (!firsts.has(keyOf(s, b))) firsts.set(keyOf(s, b), { n, descs, run, seen: s, broken: b });
    }
    spent.parses = explored.parses;
  }
  const findings: Finding[] = [];
  for (const first of firsts.values()) {
    const f = await findingOf(machine, first, o);
    explored.shrinkRequests += f.from.shrinkRequests;
    findings.push(f);
  }
  o.progress?.(
    `explore ${operation} flow (${machine}): ${explored.sequences} sequences, ${explored.requests} requests ` +
      `(${explored.parses} parses), ${findings.length} finding(s)${explored.notApplicable ? `; not applicable: ${explored.notApplicable}` : ''}`,
  );
  return { explored, findings, harness };
}

/** The machine of an explored operation, run after its probes: its counts join the operation's row. */
export async function withFlow(
  explored: OperationExplored,
  o: FlowOptions,
): Promise<{ findings: Finding[]; harness: HarnessFailure[] }> {
  const [machine] = machinesOf([explored.operation]);
  if (machine === undefined) return { findings: [], harness: [] };
  const flow = await exploreFlow(machine, o);
  explored.flow = flow.explored;
  explored.shrinkRequests += flow.explored.shrinkRequests;
  for (const [status, n] of Object.entries(flow.explored.statuses))
    explored.statuses[status] = (explored.statuses[status] ?? 0) + n;
  return { findings: flow.findings, harness: flow.harness };
}
