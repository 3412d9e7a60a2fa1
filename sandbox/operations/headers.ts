// What the v1 operations share (spec › Conventions, Authentication): credentials in the `appId`/`appKey` headers, the
// mandatory `transactionId` header, and a `requestId` per answer. Each operation turns a header problem into its own
// documented envelope (message, error, result.data.message...), so this file only says WHICH problem there is.
//
// Order: credentials (401), then access to the operation (403), then the transactionId header (400): the gateway
// authenticates before it reads anything else the caller sent.
import { randomUUID } from 'node:crypto';
import { authenticates, type SandboxContext } from '../context.js';
import type { SeenRequest } from './operation.js';

export type HeaderProblem = 'unauthorized' | 'forbidden' | 'transactionId';

/** The sandbox's answer when the `transactionId` header is absent or empty (the document shows none): a 400. */
export const TRANSACTION_ID_REQUIRED = 'transactionId is required in the headers';

/** One header value: the first when repeated, undefined when absent. Names are lower-case (Node lower-cases them). */
export function header(request: SeenRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function headerProblem(request: SeenRequest, context: SandboxContext): HeaderProblem | undefined {
  const appId = header(request, 'appid');
  const appKey = header(request, 'appkey');
  const optional = (list: readonly string[]) => request.operation !== undefined && list.includes(request.operation);
  // A fault (settings `credentialsOptionalOn`) serves a request that sent neither header.
  const open = !appId && !appKey && optional(context.settings.credentialsOptionalOn);
  if (!open && (!appId || !appKey || !authenticates(context, request.operation, appId, appKey))) return 'unauthorized';
  const { noAccess } = context.values;
  if (appId === noAccess.appId && noAccess.deniedOperations.some((id) => id === request.operation)) return 'forbidden';
  if (!header(request, 'transactionid') && !optional(context.settings.transactionIdOptionalOn)) return 'transactionId';
  return undefined;
}

/** A fresh request identifier, as the vendor's metaData.requestId (opaque string). */
export const newRequestId = (): string => `sbx_req_${randomUUID()}`;

/** `metaData` (or `metadata`) with both ids, as most operations send it; no transactionId when none was sent. */
export const ids = (request: SeenRequest): { requestId: string; transactionId?: string } => {
  const transactionId = header(request, 'transactionid');
  return transactionId ? { requestId: newRequestId(), transactionId } : { requestId: newRequestId() };
};
