// runCase(rule, target): build the request, send it, judge the exchange. The suites, the CLI and the self-tests all call this.
import type { Client } from './client.js';
import { contextFor } from './context.js';
import { VtsError } from './errors.js';
import { OPERATIONS } from './operations.js';
import { tableOf } from './rules/index.js';
import type { Target } from './targets/target.js';
import type { CaseResult, Exchange, Rule, SentRequest } from './types.js';
import { judge } from './verdict.js';

export async function runCase(rule: Rule, target: Target, client: Client, runSeed: number): Promise<CaseResult> {
  const started = performance.now();
  const done = (r: Omit<CaseResult, 'rule' | 'target' | 'durationMs'>): CaseResult => ({
    rule,
    target: target.name,
    durationMs: Math.round(performance.now() - started),
    ...r,
  });
  let seed = runSeed;
  let exchange: Exchange | undefined;
  try {
    const plan = await target.prepare(rule, runSeed);
    seed = plan.seed;
    const table = tableOf(rule.operation);
    if (table === undefined) throw new Error(`no rule table for ${rule.operation}: add it to src/rules/index.ts`);
    const { ctx, used } = contextFor(plan, rule.id);
    const op = OPERATIONS[rule.operation];
    const request: SentRequest = {
      method: 'POST',
      host: op.host,
      base: target.base(op.host),
      path: op.path,
      ...rule.request(table.baseline(ctx), ctx),
    };
    exchange = await client.send(request);
    const harnessFault = await target.finish(rule, exchange, plan, used);
    if (harnessFault) return done({ seed, verdict: 'harness-error', violations: [], reason: harnessFault, exchange });
    return done({ seed, exchange, ...judge(rule, exchange) });
  } catch (err) {
    if (err instanceof VtsError && err.code === 'VTS_ERR_NOT_APPLICABLE')
      return done({ seed, verdict: 'not-applicable', violations: [], reason: err.message });
    const reason = err instanceof VtsError ? `${err.code}: ${err.message}` : `harness error: ${(err as Error).stack ?? err}`;
    return done({ seed, verdict: 'harness-error', violations: [], reason, exchange });
  }
}
