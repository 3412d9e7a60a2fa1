// The reference sandbox: a real HTTP server (Fastify) that answers the documented operations, each from its own file
// under operations/. Every placeholder host of the documents resolves to this one base URL: the paths are distinct.
import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_ID_CHARS, type RequestBody, unacceptedJson } from './body.js';
import { callerAddress } from './caller.js';
import { answerClientError } from './client-errors.js';
import { createContext } from './context.js';
import { failure, type Reply } from './envelope.js';
import { activateFaults, type Fault } from './faults.js';
import { readMultipart } from './multipart.js';
import { OPERATIONS } from './operations/index.js';
import { type Operation, pathsOf, type SeenRequest } from './operations/operation.js';
import { createOutbound, type Delivery } from './outbound.js';
import { Refusal } from './refusal.js';

export interface SandboxOptions {
  port?: number;
  host?: string;
  faults?: readonly string[];
  logger?: boolean;
  /** Call (deliver events to, fetch statements from) any address, not only loopback ones. */
  allowRemote?: boolean;
  /** Extra registered credential pairs, beside the documented test values. */
  credentials?: readonly { appId: string; appKey: string }[];
  /** Served beside the documented operations, for the sandbox's own tests of what no documented operation uses yet. */
  extraOperations?: readonly Operation[];
  /** Switched on after `faults`, for the sandbox's own tests (a fault outside the catalogue breaks no rule). */
  extraFaults?: readonly Fault[];
}

export interface RunningSandbox {
  url: string;
  /** What the sandbox sent out (webhook deliveries), oldest first; bounded (see outbound.ts). */
  readonly deliveries: readonly Delivery[];
  /** Resolves once every parse of the transactionId (under any appId) has been processed and its event delivered,
   * refused after its retries, or not sent (no subscription, a fault); at once for a transactionId with none running. */
  settled(transactionId: string): Promise<void>;
  close(): Promise<void>;
}

// Far above any documented JSON body, low enough that an oversized one is refused before it is buffered. Multipart
// forms are not held to it: each part is held to its operation's own limit instead (see multipart.ts).
const BODY_LIMIT_BYTES = 1024 * 1024;

/** A request must arrive in full within this time, else 408 and the connection closed, so a client trickling its body
 * (or its headers) holds nothing for long. */
export const REQUEST_TIMEOUT_MS = 10_000;
// How often Node looks for requests past that time (its own default is every 30 s).
const TIMEOUT_CHECK_MS = 1_000;

// The headers the operations read, held to MAX_ID_CHARS like the ids of a body (names as the documents write them).
const ID_HEADERS: readonly (readonly [header: string, name: string])[] = [
  ['appid', 'appId'],
  ['appkey', 'appKey'],
  ['transactionid', 'transactionId'],
];

// Requests that never reach an operation (bad JSON, wrong content type, too large, unknown path) still get a JSON
// failure envelope, with an errorCode that names the problem.
const ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request_body',
  404: 'route_not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

// Fastify's own texts are clear except these, which should name the fix or hide internals.
const UNSUPPORTED_MEDIA_TYPE: Readonly<Record<Operation['accepts']['kind'], string>> = {
  json: 'Unsupported Media Type: send the body as JSON with Content-Type: application/json',
  multipart: 'Unsupported Media Type: send the body as multipart/form-data',
};
const INTERNAL_ERROR = 'Internal Server Error';

const UNREAD: RequestBody = { kind: 'unread' };

const plainFailure = (status: number, error: string, errorCode?: string): Reply =>
  failure(status, { error, errorCode: errorCode ?? ERROR_CODES[status] ?? 'internal_server_error' });

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const faults = activateFaults(options.faults ?? [], options.extraFaults);
  const outbound = createOutbound({ remote: options.allowRemote ?? false });
  const context = createContext(faults.settings, outbound, options.credentials);
  const operations = [...OPERATIONS, ...(options.extraOperations ?? [])];
  const byPath = new Map(operations.flatMap((operation) => pathsOf(operation).map((path) => [path, operation] as const)));
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: REQUEST_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    // What Node's HTTP parser refuses (malformed HTTP, headers too large, a request past its time) never reaches a route.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, REQUEST_TIMEOUT_MS),
    // A URL the router cannot decode.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const answer = plainFailure(status, `Malformed request URL: ${error.message}`, 'malformed_request');
      return send(reply, answer, seenRequest(request, undefined, UNREAD));
    },
  });
  // Token bodies are JSON: text/plain (which Fastify parses by default) must be refused with 415, not half-read.
  app.removeContentTypeParser('text/plain');
  // The sandbox's own JSON parser: the same 1 MB limit, an accurate message for what it refuses (Fastify's says "not
  // valid JSON" for a __proto__ key too), and the length limits of every field (body.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Over-long ids in headers are refused before the body is read.
  app.addHook('onRequest', async (request) => {
    for (const [header, name] of ID_HEADERS) {
      const value = request.headers[header];
      if (typeof value === 'string' && value.length > MAX_ID_CHARS)
        throw new Refusal(
          400,
          `"${name}" header length must be less than or equal to ${MAX_ID_CHARS} characters long`,
          'invalid_request_header',
        );
    }
  });

  const JSON_TYPE = 'application/json; charset=utf-8';
  // Every reply, an operation's or the server's own refusal, goes out through the active faults.
  const send = (reply: FastifyReply, answer: Reply, seen: SeenRequest) => {
    const sent = faults.transform(answer, seen);
    // A fault may change the content type (the body stays the same JSON, as a misconfigured gateway would send it).
    const { 'content-type': type = JSON_TYPE, ...headers } = sent.headers ?? {};
    reply.headers(headers);
    return reply
      .code(sent.status)
      .type(type)
      .send(type === JSON_TYPE || typeof sent.body === 'string' ? sent.body : JSON.stringify(sent.body));
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const operation = byPath.get(request.routeOptions.url ?? '');
    const message =
      error instanceof Refusal
        ? error.message
        : status === 415
          ? UNSUPPORTED_MEDIA_TYPE[operation?.accepts.kind ?? 'json']
          : status === 500
            ? INTERNAL_ERROR
            : error.message;
    const errorCode = (error instanceof Refusal ? error.errorCode : undefined) ?? ERROR_CODES[status] ?? 'internal_server_error';
    const seen = seenRequest(request, operation?.id, UNREAD);
    // A refusal of a request to an operation is sent in that operation's envelope, as its own refusals are.
    const answer =
      status < 500 && operation?.refused !== undefined
        ? operation.refused({ status, message, errorCode }, seen)
        : plainFailure(status, message, errorCode);
    return send(reply, answer, seen);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, plainFailure(404, notFoundMessage(request, operations)), seenRequest(request, undefined, UNREAD)),
  );

  const route = (operation: Operation) => async (request: FastifyRequest, reply: FastifyReply) => {
    const seen = seenRequest(request, operation.id, await bodyOf(request, operation));
    let answer: Reply;
    try {
      answer = await operation.handle(seen, context);
    } catch (error) {
      // Any exception, simulated (a 500 test value) or real, becomes the operation's documented 500; the server stays up.
      request.log.error(error);
      answer = typeof operation.internalError === 'function' ? operation.internalError(seen) : operation.internalError;
    }
    return send(reply, answer, seen);
  };
  for (const operation of operations)
    if (operation.accepts.kind === 'json') for (const path of pathsOf(operation)) app.post(path, route(operation));
  // Multipart operations live in a child context whose only parser is the multipart one: a form sent to a JSON
  // operation, or JSON sent to a form operation, is refused by Fastify with 415.
  await app.register(async (forms: FastifyInstance) => {
    forms.removeAllContentTypeParsers();
    // An over-limit file reaches its handler flagged `oversize` (multipart.ts) instead of a 413 from the library.
    await forms.register(fastifyMultipart, { throwFileSizeLimit: false });
    for (const operation of operations)
      if (operation.accepts.kind === 'multipart') for (const path of pathsOf(operation)) forms.post(path, route(operation));
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address() as AddressInfo;
  const close = async () => {
    // Background work of the flow (statement fetches, delivery retries) stops first: nothing is sent after close.
    context.flow.close();
    await app.close();
  };
  return {
    url: `http://${urlHost(address)}:${address.port}`,
    deliveries: outbound.sent,
    settled: (transactionId) => context.flow.settling.settled(transactionId),
    close,
  };
}

/** The 404 text; for an operation served under several prefixes (matchFace under each region code) sent without a
 * served one (`/v1/matchFace`), it names the paths that are served. */
function notFoundMessage(request: FastifyRequest, operations: readonly Operation[]): string {
  const text = `No operation at ${request.method} ${request.url}`;
  const path = request.url.split('?')[0] ?? '';
  const near = operations.find((o) => o.paths !== undefined && path.endsWith(o.path.replace(/^\/\{[^}]+\}/, '')));
  return near === undefined ? text : `${text}: ${near.id} is served at ${pathsOf(near).join(', ')}`;
}

/** A JSON body as handlers get it; a Refusal (400) naming what is wrong when the sandbox does not accept it. */
function parseJsonBody(text: string): unknown {
  if (text === '') throw new Refusal(400, "Body cannot be empty when content-type is set to 'application/json'");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8's text gives the position, and at most a short excerpt of the body.
    throw new Refusal(400, `Body is not valid JSON: ${(error as Error).message.slice(0, 200)}`);
  }
  const problem = unacceptedJson(value);
  if (problem !== undefined) throw new Refusal(400, problem);
  return value;
}

function seenRequest(request: FastifyRequest, operation: string | undefined, body: RequestBody): SeenRequest {
  const caller = callerAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  return { operation, path: request.url.split('?')[0] ?? request.url, body, caller, headers: request.headers };
}

async function bodyOf(request: FastifyRequest, operation: Operation): Promise<RequestBody> {
  const { accepts } = operation;
  if (accepts.kind === 'json') return { kind: 'json', value: request.body };
  // A request without a body reaches the route without any parser: refused like any other non-form body.
  if (!request.isMultipart()) throw new Refusal(415, UNSUPPORTED_MEDIA_TYPE.multipart);
  return readMultipart(request, operation.id, accepts.maxPartBytes);
}

// A wildcard bind is reachable on loopback; IPv6 literals need brackets in a URL.
function urlHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}
