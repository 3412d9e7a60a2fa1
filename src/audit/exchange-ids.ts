// What ties a captured exchange to the others of its flow: the transaction ids it carries, and when it started.
import { transactionIdOf } from '../checks/transaction-id.js';
import type { CapturedExchange } from '../capture/types.js';
import type { SentRequest, StepExchange } from '../model/types.js';

/** The transaction id a request sends: its header, or the token operations' body field. */
export function transactionIdSent(request: SentRequest): string | undefined {
  const body = request.body?.kind === 'json' ? (request.body.value as { transactionId?: unknown } | null) : undefined;
  const inBody = typeof body?.transactionId === 'string' ? body.transactionId : undefined;
  return request.headers.transactionid ?? inBody;
}

/** The transaction ids a parse is known by: the one it sent and the one it got. */
export const idsOf = (step: StepExchange): string[] =>
  [...new Set([step.request.headers.transactionid, transactionIdOf(step)])].filter((id): id is string => id !== undefined);

/** When the exchange started (epoch ms), when the capture says it readably. */
export function timeOf(exchange: CapturedExchange): number | undefined {
  const at = exchange.startedAt === undefined ? NaN : Date.parse(exchange.startedAt);
  return Number.isNaN(at) ? undefined : at;
}
