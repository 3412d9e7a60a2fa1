// The shape of one operation of the sandbox. Adding an operation is one file exporting one of these, listed in index.ts.
import type { RequestBody } from '../body.js';
import type { SandboxContext } from '../context.js';
import type { Reply } from '../envelope.js';

/** What an operation (and a fault) sees of a request. */
export interface SeenRequest {
  /** The operation at the request's path; undefined when there is none (the 404 of an unknown path). */
  readonly operation: string | undefined;
  readonly body: RequestBody;
  /** The caller's address: the first `x-forwarded-for` value when present, else the socket's (see caller.ts). */
  readonly caller: string;
  /** The request headers, names lower-cased (Node does that): the v1 operations read appid, appkey, transactionid. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * How the body travels. JSON is parsed under the server's 1 MB limit. A multipart form is streamed part by part, and
 * a part over `maxPartBytes` (a file or a text field) is refused with 413 before more of it is read.
 */
export type BodyKind = { readonly kind: 'json' } | { readonly kind: 'multipart'; readonly maxPartBytes: number };

export const JSON_BODY: BodyKind = { kind: 'json' };

export interface Operation {
  /** The operation id of the documents (authToken, login...). */
  readonly id: string;
  readonly path: string;
  readonly accepts: BodyKind;
  /** Throwing (or rejecting) is allowed: the server answers `internalError` instead, and stays up. */
  handle(request: SeenRequest, context: SandboxContext): Promise<Reply>;
  /** This operation's documented 500 answer; a function when it echoes the request (a metaData with its ids). */
  readonly internalError: Reply | ((request: SeenRequest) => Reply);
}
