// runCase(rule, target): build each step's request, send it, judge the exchange. The suites and the self-tests call this.
import type { Client } from './client.js';
import { contextFor } from './context.js';
import { VtsError } from './errors.js';
import { OPERATIONS } from './operations.js';
import { runRegion } from './run-settings.js';
import { tableOf } from './rules/index.js';
import type { Target } from './targets/target.js';
import type { CaseContext, CaseResult, Exchange, RequestSpec, Rule, SentRequest, StepExchange } from './types.js';
import { judge, judgeStep } from './verdict.js';

type Build = (base: RequestSpec, ctx: CaseContext, earlier: StepExchange[]) => RequestSpec;

export async function runCase(rule: Rule, target: Target, client: Client, runSeed: number): Promise<CaseResult> {
  const started = performance.now();
  const done = (r: Omit<CaseResult, 'rule' | 'target' | 'durationMs'>): CaseResult => ({
    rule,
    target: target.name,
    durationMs: Math.round(performance.now() - started),
    ...r,
  });
  let seed = runSeed;
  const exchange: Exchange = { steps: [], events: [] };
  const sent = () => (exchange.steps.length > 0 ? { exchange } : {});
  try {
    const plan = await target.prepare(rule, runSeed);
    seed = plan.seed;
    const table = tableOf(rule.operation);
    if (table === undefined) throw new Error(`no rule table for ${rule.operation}: add it to src/rules/index.ts`);
    const { ctx, used } = contextFor(plan, rule.id);
    const op = OPERATIONS[rule.operation];
    const region = rule.region ?? runRegion();
    const send = async (build: Build): Promise<StepExchange> => {
      const request: SentRequest = {
        method: 'POST',
        host: op.host,
        base: target.base(op.host, region),
        ...(op.host === 'region_url' ? { region } : {}),
        path: op.path,
        ...build(table.baseline(ctx), ctx, exchange.steps),
      };
      const step = await client.send(request);
      exchange.steps.push(step);
      return step;
    };
    // A flow's earlier steps must get their status, or the judged step would test nothing.
    for (const [i, step] of (rule.before ?? []).entries()) {
      const stopped = judgeStep(rule, await send(step.request), step, i + 1);
      if (stopped) {
        const fault = await target.finish(rule, exchange, plan, used);
        return done({ seed, exchange, ...(fault ? { verdict: 'harness-error', violations: [], reason: fault } : stopped) });
      }
    }
    await send(rule.request);
    const harnessFault = await target.finish(rule, exchange, plan, used);
    if (harnessFault) return done({ seed, verdict: 'harness-error', violations: [], reason: harnessFault, exchange });
    return done({ seed, exchange, ...judge(rule, exchange) });
  } catch (err) {
    if (err instanceof VtsError && err.code === 'VTS_ERR_NOT_APPLICABLE')
      return done({ seed, verdict: 'not-applicable', violations: [], reason: err.message });
    const reason = err instanceof VtsError ? `${err.code}: ${err.message}` : `harness error: ${(err as Error).stack ?? err}`;
    return done({ seed, verdict: 'harness-error', violations: [], reason, ...sent() });
  }
}
