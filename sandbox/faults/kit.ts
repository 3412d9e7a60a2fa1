// The shape of a fault and the few modifiers faults are built from. A fault either overrides one setting (the
// behaviour breaks where it is enforced) or transforms the replies of one operation that match a condition.
import type { Reply } from '../envelope.js';
import { objectBody } from '../envelope.js';
import type { SeenRequest } from '../operations/operation.js';
import type { Settings } from '../settings.js';

/** Changes a reply, or returns it unchanged. Runs after the operation answered (or crashed). */
export type ReplyTransform = (reply: Reply, request: SeenRequest) => Reply;

export interface Fault {
  readonly id: string;
  /** The one rule id of the harness this fault breaks. */
  readonly breaks: string;
  readonly describe: string;
  readonly apply: { readonly settings?: Partial<Settings>; readonly reply?: ReplyTransform };
}

/** A field of the request body (undefined when the body is not an object). */
export const field = (request: SeenRequest, name: string): unknown => objectBody(request.body)?.[name];

/** Transform the replies of `operation` for which `when` holds; leave every other reply alone. */
export const onReply =
  (operation: string, when: (reply: Reply, request: SeenRequest) => boolean, change: (reply: Reply) => Reply): ReplyTransform =>
  (reply, request) =>
    request.operation === operation && when(reply, request) ? change(reply) : reply;

/** Replace or add body fields, keeping the HTTP status. */
export const withBody =
  (fields: Record<string, unknown>) =>
  (reply: Reply): Reply => ({ status: reply.status, body: { ...reply.body, ...fields } });

/** Drop one body field. */
export const without =
  (name: string) =>
  (reply: Reply): Reply => ({
    status: reply.status,
    body: Object.fromEntries(Object.entries(reply.body).filter(([k]) => k !== name)),
  });

/** Answer with another reply altogether. */
export const answer = (replacement: Reply) => (): Reply => replacement;

export const isStatus = (status: number) => (reply: Reply) => reply.status === status;
export const hasError = (text: string) => (reply: Reply) => reply.body.error === text;

/** Answer with another HTTP status, `statusCode` following it. */
export const withStatus =
  (status: number) =>
  (reply: Reply): Reply => ({ status, body: { ...reply.body, statusCode: status } });
