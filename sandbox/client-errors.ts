// What Node's HTTP server refuses before Fastify sees a request (malformed HTTP, headers too large, a request too
// slow to arrive) still gets the sandbox's failure envelope, written on the socket before it is closed.
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure, type Reply } from './envelope.js';

const plainFailure = (status: number, error: string, errorCode: string): Reply => failure(status, { error, errorCode });

/** Node's HTTP parser error: `code` HPE_*, `reason` its text (the message repeats it after "Parse Error: "). */
interface ClientError extends Error {
  code?: string;
  reason?: unknown;
}

/** What Node's HTTP server refuses before Fastify sees a request ('clientError'): the sandbox's envelope is written on
 * the socket, then closed. Other socket errors (a reset, a broken pipe) have no one to answer. */
export function answerClientError(error: ClientError, socket: Socket, requestTimeoutMs: number): void {
  const answer = clientErrorAnswer(error, requestTimeoutMs);
  // A response already under way on this connection cannot be followed by another: the connection is only closed.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (answer !== undefined && socket.writable && inFlight?.headersSent !== true) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function clientErrorAnswer(error: ClientError, requestTimeoutMs: number): Reply | undefined {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return plainFailure(
      408,
      `Request Timeout: the request (headers and body) did not arrive in full within ${requestTimeoutMs / 1000} s`,
      'request_timeout',
    );
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return plainFailure(
      431,
      `Request Header Fields Too Large: the request's headers are over ${maxHeaderSize / 1024} KB`,
      'request_header_fields_too_large',
    );
  if (error.code?.startsWith('HPE_')) {
    const reason = typeof error.reason === 'string' && error.reason !== '' ? error.reason : error.message;
    return plainFailure(400, `Malformed HTTP request: ${reason}`, 'malformed_request');
  }
  return undefined;
}
