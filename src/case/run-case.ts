// runCase(rule, target): build each step's request, send it, wait for the events it causes, judge the exchange. The
// suites and the self-tests call this.
import type { Client } from '../transport/client.js';
import { contextFor } from './context.js';
import { VtsError } from '../base/errors.js';
import { type CaseFlow, isFlowRule } from '../flow/case-flow.js';
import { pollResults } from '../flow/poll.js';
import { transactionIdOf } from '../checks/transaction-id.js';
import { isEvent, isResultsOperation, type OperationId } from '../model/operations.js';
import { runRegion, transportSettings } from '../settings/run-settings.js';
import type { Target } from './target.js';
import type { Edit } from '../model/edits.js';
import type { CaseResult, Exchange, Rule, StepExchange } from '../model/types.js';
import { operationRequest } from './operation-request.js';
import { awayFromSlot } from '../transport/case-slots.js';
import { judge, judgeStep } from './verdict.js';
import { lazyScrubber, sensitiveValues } from '../redaction/index.js';

export async function runCase(rule: Rule, target: Target, client: Client, runSeed: number): Promise<CaseResult> {
  const started = performance.now();
  const exchange: Exchange = { steps: [], events: [] };
  // Every value the case saw at a secret or personal place, in every encoding: read off the exchange at its first use
  // (the exchange is complete by then), by the judge's excerpts and every report of the case.
  const scrubber = lazyScrubber(() =>
    sensitiveValues(rule.operation, exchange.steps.length > 0 ? exchange : undefined, target.secrets),
  );
  const done = (r: Omit<CaseResult, 'rule' | 'target' | 'durationMs' | 'scrubber'>): CaseResult => ({
    rule,
    target: target.name,
    durationMs: Math.round(performance.now() - started),
    ...r,
    scrubber,
  });
  let seed = runSeed;
  const sent = () => (exchange.steps.length > 0 ? { exchange } : {});
  // What the report should know about how the flow went (the event not observed, results polled).
  const notes: string[] = [];
  let flow: CaseFlow | undefined;
  let release: (() => void) | undefined;
  try {
    const plan = await target.prepare(rule, runSeed);
    seed = plan.seed;
    flow = isFlowRule(rule) ? await target.flow(rule) : undefined;
    if (isEvent(rule.operation) && flow?.mode !== 'receiver')
      throw new VtsError(
        'VTS_ERR_NOT_APPLICABLE',
        'needs webhook events: set VTS_WEBHOOK_PUBLIC_URL to a public URL that reaches the receiver (docs/going-live.md › 4. The statement flow)',
      );
    const { ctx, used, ...context } = contextFor(plan, rule.id, flow?.addresses);
    release = context.release;
    const region = rule.region ?? runRegion();
    const send = async (operation: OperationId, edits: Edit[]): Promise<StepExchange> => {
      const request = operationRequest(target, operation, edits, ctx, exchange.steps, region);
      // The vendor may deliver the event before it answers: the receiver holds it for this case from the start.
      const sentId = request.headers.transactionid;
      if (flow?.expect && sentId) flow.expect(sentId);
      const step = await client.send(request);
      const returnedId = transactionIdOf(step);
      if (flow?.expect && returnedId) flow.expect(returnedId);
      exchange.steps.push(step);
      return step;
    };
    const awaitEvent = (f: CaseFlow | undefined) => async () => {
      const n = exchange.steps.length;
      const transactionId = transactionIdOf(exchange.steps[n - 1]);
      if (f?.mode !== 'receiver' || transactionId === undefined) {
        notes.push(`event not observed after step ${n}${f?.mode === 'poll' ? ' (no VTS_WEBHOOK_PUBLIC_URL)' : ''}`);
        return;
      }
      // Waiting for the vendor's event is not a request: the case's slot goes to another meanwhile.
      const got = await awayFromSlot(f.next(transactionId, n));
      if ('event' in got) exchange.events.push(got.event);
      else notes.push(got.missing);
    };
    const wait = awaitEvent(flow);
    // A flow's earlier steps must get their status, or the judged step would test nothing.
    for (const step of rule.before ?? []) {
      if (step.needsReceiver && flow?.mode !== 'receiver') continue;
      const stopped = judgeStep(rule, await send(step.operation ?? rule.operation, step.request), step, exchange.steps.length);
      if (stopped) {
        const fault = await target.finish(rule, exchange, plan, used);
        return done({ seed, exchange, ...(fault ? { verdict: 'harness-error', violations: [], reason: fault } : stopped) });
      }
      if (step.awaitEvent) await wait();
    }
    const judged = rule.sends ?? rule.operation;
    // Without events, results are fetched until they are ready (or the wait is over): the last answer is judged.
    if (flow?.mode === 'poll' && isResultsOperation(judged) && rule.before?.some((s) => s.awaitEvent)) {
      await pollResults(() => send(judged, rule.request), exchange, transportSettings().eventTimeoutMs);
      notes.push('results polled until ready');
    } else await send(judged, rule.request);
    // An event follows only a request that was accepted, and so do the steps a later reading of it is held to.
    const judgedAt = exchange.steps.length - 1;
    const status = exchange.steps.at(-1)?.attempts.at(-1)?.response?.status;
    const accepted = status !== undefined && status >= 200 && status < 300;
    if (rule.awaitEvent && accepted) await wait();
    if (accepted && rule.after !== undefined && rule.after.length > 0) {
      exchange.judged = judgedAt;
      for (const step of rule.after) {
        const ask = () => send(step.operation ?? rule.operation, step.request);
        if (step.untilReady && flow?.mode === 'poll') await pollResults(ask, exchange, transportSettings().eventTimeoutMs);
        else await ask();
      }
    }
    const harnessFault = await target.finish(rule, exchange, plan, used);
    if (harnessFault) return done({ seed, verdict: 'harness-error', violations: [], reason: harnessFault, exchange });
    const judgement = judge(rule, exchange, scrubber);
    // How the flow went is part of why a case failed, and of what a pass saw.
    if (judgement.verdict !== 'pass' && notes.length > 0)
      return done({ seed, exchange, ...judgement, reason: [judgement.reason, ...notes].filter(Boolean).join('; ') });
    const observed = [judgement.observed, ...notes].filter(Boolean).join('; ');
    return done({ seed, exchange, ...judgement, ...(observed ? { observed } : {}) });
  } catch (err) {
    if (err instanceof VtsError && err.code === 'VTS_ERR_NOT_APPLICABLE')
      return done({ seed, verdict: 'not-applicable', violations: [], reason: err.message });
    const reason = err instanceof VtsError ? `${err.code}: ${err.message}` : `harness error: ${(err as Error).stack ?? err}`;
    return done({ seed, verdict: 'harness-error', violations: [], reason, ...sent() });
  } finally {
    release?.();
    // The subscription's turn (src/flow/turns.ts) goes to the next flow case once this one has its events.
    await flow?.done?.();
  }
}
