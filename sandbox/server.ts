// The reference sandbox: a real HTTP server (Fastify) that answers the documented operations, each from its own file
// under operations/. Every placeholder host of the documents resolves to this one base URL: the paths are distinct.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError } from 'fastify';
import { callerAddress } from './caller.js';
import { createContext } from './context.js';
import { failure, type Reply } from './envelope.js';
import { activateFaults } from './faults.js';
import { OPERATIONS } from './operations/index.js';
import type { SeenRequest } from './operations/operation.js';

export interface SandboxOptions {
  port?: number;
  host?: string;
  faults?: readonly string[];
  logger?: boolean;
  /** Extra registered credential pairs, beside the documented test values. */
  credentials?: readonly { appId: string; appKey: string }[];
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

// Far above any documented JSON body, low enough that an oversized upload is refused before it is buffered.
const BODY_LIMIT_BYTES = 1024 * 1024;

// Requests that never reach an operation (bad JSON, wrong content type, too large, unknown path) still get a JSON
// failure envelope, with an errorCode that names the problem.
const ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request_body',
  404: 'route_not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

// Fastify's own texts are clear except these two, which should name the fix or hide internals.
const MESSAGES: Readonly<Record<number, string>> = {
  415: 'Unsupported Media Type: send the body as JSON with Content-Type: application/json',
  500: 'Internal Server Error',
};

const plainFailure = (status: number, error: string): Reply =>
  failure(status, { error, errorCode: ERROR_CODES[status] ?? 'internal_server_error' });

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const faults = activateFaults(options.faults ?? []);
  const context = createContext(faults.settings, options.credentials);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES });
  // Token bodies are JSON: text/plain (which Fastify parses by default) must be refused with 415, not half-read.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const answer = plainFailure(status, MESSAGES[status] ?? error.message);
    return reply.code(answer.status).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const answer = plainFailure(404, `No operation at ${request.method} ${request.url}`);
    return reply.code(404).send(answer.body);
  });

  for (const operation of OPERATIONS) {
    app.post(operation.path, async (request, reply) => {
      const seen: SeenRequest = {
        operation: operation.id,
        body: request.body,
        caller: callerAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress),
        headers: request.headers,
      };
      let answer: Reply;
      try {
        answer = operation.handle(seen, context);
      } catch (error) {
        // Any exception, simulated (a 500 test value) or real, becomes the operation's documented 500; the server stays up.
        request.log.error(error);
        answer = typeof operation.internalError === 'function' ? operation.internalError(seen) : operation.internalError;
      }
      answer = faults.transform(answer, seen);
      return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
    });
  }

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address() as AddressInfo;
  return { url: `http://${urlHost(address)}:${address.port}`, close: () => app.close() };
}

// A wildcard bind is reachable on loopback; IPv6 literals need brackets in a URL.
function urlHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}
