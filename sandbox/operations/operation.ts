// The shape of one operation of the sandbox. Adding an operation is one file exporting one of these, listed in index.ts.
import type { RequestBody } from '../body.js';
import type { SandboxContext } from '../context.js';
import type { Reply } from '../envelope.js';

/** What an operation (and a fault) sees of a request. */
export interface SeenRequest {
  /** The operation at the request's path; undefined when there is none (the 404 of an unknown path). */
  readonly operation: string | undefined;
  /** The request's URL path, without its query (matchFace reads its region from it: /<region>/v1/matchFace). */
  readonly path: string;
  readonly body: RequestBody;
  /** The caller's address: the first `x-forwarded-for` value when present, else the socket's (see caller.ts). */
  readonly caller: string;
  /** The request headers, names lower-cased (Node does that): the v1 operations read appid, appkey, transactionid. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

// How the body travels: JSON under the server's 1 MB limit, or a multipart form streamed under `maxPartBytes`, a text
// field over it refused with 413, a file over it flagged `oversize` (the rest drained unread) so the operation answers
// its own documented "too large" error.
export type BodyKind = { readonly kind: 'json' } | { readonly kind: 'multipart'; readonly maxPartBytes: number };

export const JSON_BODY: BodyKind = { kind: 'json' };

/** Every path the operation is served at. */
export const pathsOf = (operation: Operation): readonly string[] => operation.paths ?? [operation.path];

/** What the server refused before the operation read the request: its status, text and the server's own errorCode. */
export interface ServerRefusal {
  readonly status: number;
  readonly message: string;
  readonly errorCode: string;
}

export interface Operation {
  /** The operation id of the documents (authToken, login...). */
  readonly id: string;
  /** Where it is served; with `paths`, the documented form of them all (`/{region}/v1/matchFace`), for messages. */
  readonly path: string;
  /** Served at each of these paths instead of `path` (matchFace: one per region); absent for one path. */
  readonly paths?: readonly string[];
  readonly accepts: BodyKind;
  /** Throwing (or rejecting) is allowed: the server answers `internalError` instead, and stays up. */
  handle(request: SeenRequest, context: SandboxContext): Promise<Reply>;
  /** This operation's documented 500 answer; a function when it echoes the request (a metaData with its ids). */
  readonly internalError: Reply | ((request: SeenRequest) => Reply);
  /** A request the server refused before this operation read it (a body that is not JSON, a field over its length, a
   * broken form, an over-long id header, the wrong media type), in this operation's own failure envelope, so a client
   * meets one shape per status; absent, the server's `{error, errorCode}`. */
  readonly refused?: (refusal: ServerRefusal, request: SeenRequest) => Reply;
}
