// The exploration run: each selected operation's probes sent through runCase (so the target's credentials, flow
// addresses, pace, deadlines and host health apply as for any case), every answer held to the properties, each new
// finding shrunk to the smallest request that still shows it.
import type { Target } from '../case/target.js';
import { runCase } from '../case/run-case.js';
import { OPERATIONS, type OperationId } from '../model/operations.js';
import type { CaseResult, Rule } from '../model/types.js';
import type { Client } from '../transport/client.js';
import { requestExcerpt, responseExcerpt } from './excerpt.js';
import { probeOf, probesFor } from './generate.js';
import { moveKind } from './move-value.js';
import { withFlow } from './flow/run.js';
import { probeFromSpec, type ProbeSpec, specText } from './probe-spec.js';
import { type Broken, brokenBy } from './properties.js';
import { causeOf, likelyGroup } from './groups.js';
import { shrink } from './shrink.js';
import type { ExploreRun, Finding, HarnessFailure, OperationExplored, Probe, ProbeClass, Property } from './types.js';

export interface ExploreOptions {
  operations: OperationId[];
  seed: number;
  budget: number;
  /** An operation's own budget, over `budget`. */
  budgets?: Readonly<Record<string, number>>;
  /** Properties turned off: what breaks them is no finding. */
  off?: readonly Property[];
  target: Target;
  client: Client;
  concurrency: number;
  gates: boolean;
  /** The command that sends a spec again (`npm run explore -- --target sandbox --seed 7 --reproduce '<spec>'`). */
  reproduce: (spec: string) => string;
  progress?: (line: string) => void;
}

/** A probe as the one rule runCase runs: its id keeps the seeded values (transaction ids, names) of the probe. */
export const ruleOf = (probe: Probe): Rule => ({
  id: `explore.${probe.id.replace('#', '.')}`,
  operation: probe.operation,
  title: probe.moves.map((m) => `${m.field} ${m.keyword}`).join(' & ') || 'the valid request',
  source: 'exploration',
  strength: 'probe',
  severity: 'minor',
  request: probe.moves.flatMap((m) => m.edits),
});

const PROGRESS_EVERY_MS = 30_000;

/** Runs `work` over `items`, at most `limit` at a time, results in the items' order. */
async function pooled<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

export interface Sent {
  probe: Probe;
  result: CaseResult;
  broken: Broken[];
}

export async function sendProbe(probe: Probe, o: Pick<ExploreOptions, 'target' | 'client' | 'seed' | 'off'>): Promise<Sent> {
  const result = await runCase(ruleOf(probe), o.target, o.client, o.seed);
  const broken = result.verdict === 'harness-error' ? [] : brokenBy(probe, result.exchange, result.scrubber);
  return { probe, result, broken: broken.filter((b) => !o.off?.includes(b.property)) };
}

/** A finding and its cause (groups.ts). */
async function findingOf(sent: Sent, broken: Broken, o: ExploreOptions): Promise<{ finding: Finding; group: string }> {
  const n = Number(sent.probe.id.split('#')[1]);
  let last = sent;
  // The same property for the same reason: an invalid request still refused by the same rule, a status of the same class.
  const still = async (spec: ProbeSpec) => {
    const candidate = probeFromSpec(spec, o.seed);
    if (broken.property === 'invalid-input-accepted' && candidate.because !== sent.probe.because) return false;
    if (broken.property === 'valid-input-refused' && candidate.class !== 'valid') return false;
    const again = await sendProbe(candidate, o);
    const holds = again.broken.some(
      (b) => b.property === broken.property && Math.floor((b.status ?? 0) / 100) === Math.floor((broken.status ?? 0) / 100),
    );
    if (holds) last = again;
    return holds;
  };
  const { spec, requests } = await shrink(sent.probe, n, still);
  const shrunk = probeFromSpec(spec, o.seed);
  const step = last.result.exchange?.steps.at(-1);
  const scrub = last.result.scrubber;
  const kept = shrunk.moves.slice(0, shrunk.moves.length - (spec.drop ?? []).length);
  const first = kept.find((m) => m.keyword !== 'missing') ?? shrunk.moves[0];
  const group = causeOf(shrunk, kept, broken);
  const finding: Finding = {
    property: broken.property,
    operation: sent.probe.operation,
    field: first?.field ?? '(the valid request)',
    keyword: first ? moveKind(shrunk.operation, first) : 'none',
    detail: (last.broken.find((b) => b.property === broken.property) ?? broken).detail,
    ...(broken.status !== undefined ? { status: broken.status } : {}),
    probe: shrunk,
    from: { id: sent.probe.id, moves: sent.probe.moves.length, shrinkRequests: requests },
    reproduce: o.reproduce(specText(spec)),
    request: step && scrub ? requestExcerpt(step, scrub) : '',
    response: step && scrub ? responseExcerpt(step, scrub) : '',
  };
  return { finding, group };
}

async function exploreOperation(
  operation: OperationId,
  o: ExploreOptions,
): Promise<{ explored: OperationExplored; findings: Finding[]; harness: HarnessFailure[] }> {
  const started = performance.now();
  const probes = probesFor(operation, o.seed, o.budgets?.[operation] ?? o.budget);
  // A paced live run takes minutes an operation: a line every half minute says it is moving.
  let done = 0;
  let said = performance.now();
  const sent = await pooled(probes, o.concurrency, async (p) => {
    const s = await sendProbe(p, o);
    done++;
    if (performance.now() - said > PROGRESS_EVERY_MS) {
      said = performance.now();
      o.progress?.(`explore ${operation}: ${done} of ${probes.length} requests`);
    }
    return s;
  });
  const statuses: Record<string, number> = {};
  const classes: Record<ProbeClass, number> = { valid: 0, invalid: 0, unknown: 0 };
  const harness: HarnessFailure[] = [];
  const firsts = new Map<string, [Sent, Broken]>();
  for (const s of sent) {
    classes[s.probe.class]++;
    const status = s.result.exchange?.steps.at(-1)?.attempts.at(-1)?.response?.status;
    const key = s.result.verdict === 'not-applicable' ? 'not-applicable' : String(status ?? 'none');
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (s.result.verdict === 'harness-error')
      harness.push({ operation, probe: s.probe.id, reason: s.result.scrubber?.text(s.result.reason ?? '') ?? '' });
    for (const b of s.broken) if (!firsts.has(likelyGroup(s.probe, b))) firsts.set(likelyGroup(s.probe, b), [s, b]);
  }
  const shrunk = await pooled([...firsts.values()], o.concurrency, ([s, b]) => findingOf(s, b, o));
  // Requests that differed before shrinking may need the same (or nothing): one finding a group.
  const findings = shrunk.filter((f, i) => shrunk.findIndex((g) => g.group === f.group) === i).map((f) => f.finding);
  // Exploring the subscription subscribed whatever was generated: the valid request subscribes the harness's URL again.
  if (OPERATIONS[operation].flow === 'subscribe') await sendProbe(probeOf(operation, `${operation}#valid`, 'coverage', []), o);
  const explored: OperationExplored = {
    operation,
    requests: {
      coverage: probes.filter((p) => p.phase === 'coverage').length,
      random: probes.filter((p) => p.phase === 'random').length,
    },
    shrinkRequests: shrunk.reduce((a, f) => a + f.finding.from.shrinkRequests, 0),
    fields: [...new Set(probes.flatMap((p) => p.moves.map((m) => m.field)))].sort(),
    keywords: [...new Set(probes.flatMap((p) => p.moves.map((m) => m.keyword)))].sort(),
    statuses,
    classes,
    durationMs: Math.round(performance.now() - started),
  };
  return { explored, findings, harness };
}

export async function explore(o: ExploreOptions): Promise<ExploreRun> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const run: ExploreRun = {
    target: o.target.name,
    seed: o.seed,
    budget: o.budget,
    gates: o.gates,
    startedAt,
    durationMs: 0,
    operations: [],
    findings: [],
    harnessErrors: [],
  };
  for (const operation of o.operations) {
    const { explored, findings, harness } = await exploreOperation(operation, o);
    // The flow explored as a state machine (the results with real ids, a token's reuse), after the operation's probes.
    const flow = await withFlow(explored, o);
    findings.push(...flow.findings);
    harness.push(...flow.harness);
    run.operations.push(explored);
    run.findings.push(...findings);
    run.harnessErrors.push(...harness);
    const total = explored.requests.coverage + explored.requests.random;
    o.progress?.(
      `explore ${operation}: ${total} requests, ${findings.length} finding(s), ${harness.length} harness error(s) (${(explored.durationMs / 1000).toFixed(1)} s)`,
    );
  }
  run.durationMs = Math.round(performance.now() - started);
  return run;
}
