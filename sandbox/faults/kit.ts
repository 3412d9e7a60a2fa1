// The shape of a fault and the few modifiers faults are built from. A fault either overrides one setting (the
// behaviour breaks where it is enforced) or transforms the replies of one operation that match a condition.
import { jsonFields } from '../body.js';
import type { Reply } from '../envelope.js';
import type { SeenRequest } from '../operations/operation.js';
import type { Settings } from '../settings.js';

/** Changes a reply, or returns it unchanged; runs on every reply, the server's refusals included. The modifiers keep
 * the reply's headers (a 429's Retry-After): a fault breaks its one rule, not the retries. */
export type ReplyTransform = (reply: Reply, request: SeenRequest) => Reply;

export interface Fault {
  readonly id: string;
  /** The one rule id of the harness this fault breaks. */
  readonly breaks: string;
  /** The other rules of the operation the same break shows in, when the document holds it of every answer (a transaction
   * left out of every statement): the fault breaks exactly these and `breaks`. */
  readonly alsoBreaks?: readonly string[];
  /** Rules whose answers such a broad break changes too without breaking them (probes; a figure a reading leaves open). */
  readonly alsoChanges?: readonly string[];
  readonly describe: string;
  readonly apply: { readonly settings?: Partial<Settings>; readonly reply?: ReplyTransform };
}

/** A field of the JSON request body (undefined when the body is not a JSON object). */
export const field = (request: SeenRequest, name: string): unknown => jsonFields(request.body)?.[name];

/** Transform the replies of `operation` for which `when` holds; leave every other reply alone. */
export const onReply =
  (operation: string, when: (reply: Reply, request: SeenRequest) => boolean, change: (reply: Reply) => Reply): ReplyTransform =>
  (reply, request) =>
    request.operation === operation && when(reply, request) ? change(reply) : reply;

/** Replace or add body fields, keeping the HTTP status. */
export const withBody =
  (fields: Record<string, unknown>) =>
  (reply: Reply): Reply => ({ ...reply, body: { ...reply.body, ...fields } });

/** Drop one body field. */
export const without =
  (name: string) =>
  (reply: Reply): Reply => ({
    ...reply,
    body: Object.fromEntries(Object.entries(reply.body).filter(([k]) => k !== name)),
  });

/** Answer with another reply altogether. */
export const answer = (replacement: Reply) => (): Reply => replacement;

export const isStatus = (status: number) => (reply: Reply) => reply.status === status;
export const hasError = (text: string) => (reply: Reply) => reply.body.error === text;

/** Answer with another HTTP status, `statusCode` following it. */
export const withStatus =
  (status: number) =>
  (reply: Reply): Reply => ({ ...reply, status, body: { ...reply.body, statusCode: status } });

/** A request header (names lower-case), undefined when absent. */
export const headerOf = (request: SeenRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The request came without the appid and appkey headers. */
export const withoutCredentials = (request: SeenRequest): boolean =>
  headerOf(request, 'appid') === undefined && headerOf(request, 'appkey') === undefined;

/** The answer has this status and the request body has this field value. */
export const statusAndField =
  (status: number, name: string, value: unknown) =>
  (reply: Reply, request: SeenRequest): boolean =>
    reply.status === status && field(request, name) === value;

/** Move a top-level body field to another name (`metaData` → `metadata`, `message` → `error`...). */
export const renamed =
  (from: string, to: string) =>
  (reply: Reply): Reply => {
    const { [from]: value, ...rest } = reply.body;
    return { ...reply, body: { ...rest, [to]: value } };
  };

/** Replace `result` with what `change` makes of it (a copy: the operation's data tables stay untouched). */
export const withResult =
  (change: (result: Record<string, unknown>) => Record<string, unknown>) =>
  (reply: Reply): Reply => ({
    ...reply,
    body: { ...reply.body, result: change(structuredClone(reply.body.result) as Record<string, unknown>) },
  });

export const hasMessage = (text: string) => (reply: Reply) => reply.body.message === text;

// The JSON envelope cut short after these fields (an upstream dropped mid-body), sent as JSON. Fastify sends a string
// payload as it is and `Reply` holds objects only, hence the one cast. Switch it on alone: a later transform would
// spread the text.
export const cutShort =
  (...fields: string[]) =>
  (reply: Reply): Reply => {
    const kept = JSON.stringify(Object.fromEntries(fields.map((name) => [name, reply.body[name]])));
    return { ...reply, body: `${kept.slice(0, -1)},` as unknown as Reply['body'] };
  };

/** A 401 to a request that sent no credentials (the `credentials.missing` rules). */
export const unauthenticated = (reply: Reply, request: SeenRequest): boolean =>
  reply.status === 401 && withoutCredentials(request);
