// The vendors of early-413.test.ts, each in a thread of its own: a server on the client's own event loop answers only
// between the client's writes, which hides the race the test is about (measured: the resetting vendor's first try was
// judged 60 times of 60 in-process, 2 of 60 from a thread). Plain JavaScript, so a worker thread loads it under vitest.
// workerData names the vendor; the thread posts its port.
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const BODY = JSON.stringify({ status: 'failure', statusCode: 413, error: 'Request Entity Too Large' });
const ANSWER = `HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json\r\ncontent-length: ${BODY.length}\r\nconnection: close\r\n\r\n${BODY}`;

/** @param {(socket: import('node:net').Socket) => void} answer on the request's first bytes (its headers) */
const onHeaders = (answer) =>
  createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => answer(socket));
  });

const VENDORS = {
  fin: () => onHeaders((socket) => socket.end(ANSWER)),
  rst: () => onHeaders((socket) => socket.write(ANSWER, () => socket.resetAndDestroy())),
  http: () =>
    createHttpServer((_req, res) => {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(BODY);
    }),
  // "100 Continue" whether asked or not (a client must read a 1xx it did not ask for, RFC 9110 §15.2), then the 413
  // on the body's first bytes, while the rest is still being written.
  continue: () =>
    onHeaders((socket) => {
      socket.write('HTTP/1.1 100 Continue\r\n\r\n');
      socket.once('data', () => socket.write(ANSWER, () => socket.destroy()));
    }),
  silent: () => onHeaders((socket) => socket.resetAndDestroy()),
};

const server = VENDORS[workerData]();
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
