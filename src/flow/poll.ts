// Without a webhook receiver (live, no VTS_WEBHOOK_PUBLIC_URL) the flow asks for the results until they are ready:
// a bounded back-off, only the last answer kept in the exchange.
import type { Exchange, StepExchange } from '../model/types.js';

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 8_000;
const FINAL = new Set([200, 400, 401, 403]);

export async function pollResults(
  send: () => Promise<StepExchange>,
  exchange: Exchange,
  budgetMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  // Time spent counts the waits as asked for, so an injected instant sleep still ends the loop.
  let spent = 0;
  for (let waitMs = FIRST_WAIT_MS; ; waitMs = Math.min(waitMs * 2, LONGEST_WAIT_MS)) {
    const started = Date.now();
    const step = await send();
    spent += Date.now() - started;
    const status = step.attempts.at(-1)?.response?.status;
    // Only a "not ready yet" is worth asking again; a refusal of the credentials will not change.
    if (status === undefined || FINAL.has(status) || spent + waitMs > budgetMs) return;
    exchange.steps.pop();
    await sleep(waitMs);
    spent += waitMs;
  }
}
