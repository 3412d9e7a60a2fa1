// How many times a polling flow asks for the results (src/flow/poll.ts) when every answer has the given status: the
// same loop, run with waits that take no time, so the count is the real one for the run's event timeout.
import { pollResults } from '../../flow/poll.js';
import type { Attempt, Exchange, StepExchange } from '../../model/types.js';

/** Any status the loop does not take for final: the worst case, results never ready in time. */
export const NOT_READY = 202;

export async function pollsFor(status: number | undefined, budgetMs: number): Promise<number> {
  const attempt: Attempt =
    status === undefined
      ? { error: { code: 'PLANNED', message: 'no answer' }, durationMs: 0, waitedMs: 0 }
      : { response: { status, headers: {}, body: null, json: true }, durationMs: 0, waitedMs: 0 };
  const step: StepExchange = {
    request: { method: 'POST', host: 'usa_engine_url', base: 'http://plan.invalid', path: '/', headers: {} },
    attempts: [attempt],
  };
  const exchange: Exchange = { steps: [], events: [] };
  let sends = 0;
  await pollResults(
    async () => {
      sends += 1;
      exchange.steps.push(step);
      return step;
    },
    exchange,
    budgetMs,
    async () => {},
  );
  return sends;
}
