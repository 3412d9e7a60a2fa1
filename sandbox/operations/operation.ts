// The shape of one operation of the sandbox. Adding an operation is one file exporting one of these, listed in index.ts.
import type { SandboxContext } from '../context.js';
import type { Reply } from '../envelope.js';

/** What an operation (and a fault) sees of a request. */
export interface SeenRequest {
  readonly operation: string;
  /** The parsed JSON body; undefined when none was sent. */
  readonly body: unknown;
  /** The caller's address: the first `x-forwarded-for` value when present, else the socket's (see caller.ts). */
  readonly caller: string;
  /** The request headers, names lower-cased (Node does that): the v1 operations read appid, appkey, transactionid. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface Operation {
  /** The operation id of the documents (authToken, login...). */
  readonly id: string;
  readonly path: string;
  /** Throwing is allowed: the server answers `internalError` instead, and stays up. */
  handle(request: SeenRequest, context: SandboxContext): Reply;
  /** This operation's documented 500 answer; a function when it echoes the request (a metaData with its ids). */
  readonly internalError: Reply | ((request: SeenRequest) => Reply);
}
