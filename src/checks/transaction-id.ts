// The transactionId a flow's step started, as the later steps and the checks of what follows it read it.
import type { StepExchange } from '../model/types.js';

/** The transactionId a step's request started: the parse's `result.transactionId`, else the header it sent. */
export function transactionIdOf(step: StepExchange | undefined): string | undefined {
  const body = step?.attempts.at(-1)?.response?.body as { result?: { transactionId?: unknown } } | undefined;
  const returned = body?.result?.transactionId;
  return typeof returned === 'string' && returned !== '' ? returned : step?.request.headers.transactionid;
}
