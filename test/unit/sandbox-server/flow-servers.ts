// The two servers a test of the asynchronous flow needs beside the sandbox, on 127.0.0.1 (node:http, nothing of src/):
// a file server for the statement PDFs of fixtures/inputs/statements/, and a webhook receiver that records every
// delivery. Both close with their `close()`.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Fault } from '../../../sandbox/faults.js';
import { type SandboxOptions, startSandbox } from '../../../sandbox/server.js';

const STATEMENTS = fileURLToPath(new URL('../../../fixtures/inputs/statements/', import.meta.url));

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Bytes of the huge statement: past the sandbox's 20 MB fetch cap, streamed without a content-length. */
export const HUGE_BYTES = 21 * 1024 * 1024;

export interface FileServer {
  readonly url: string;
  /** GETs received, by path, in order. */
  readonly requested: string[];
  /** Answers the `/hold/<gate>/<file>` requests of that gate, waiting or still to come. */
  release(gate: string): void;
  /** Lets the process exit while the server still listens (a server a test module starts and never closes). */
  unref(): void;
  close(): Promise<void>;
}

/**
 * `/<file>` serves fixtures/inputs/statements/<file> (404 when there is none); `/hold/<gate>/<file>` answers only once
 * `release(gate)` is called (a parse still processing); `/huge.pdf` streams HUGE_BYTES starting `%PDF-`.
 */
export async function startFileServer(): Promise<FileServer> {
  const requested: string[] = [];
  const released = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    requested.push(path);
    if (path === '/huge.pdf') return streamHuge(response);
    const [, gate, name] = /^\/hold\/([^/]+)\/(.+)$/.exec(path) ?? [undefined, undefined, path.slice(1)];
    const serve = () =>
      readFile(`${STATEMENTS}${name!.replaceAll('/', '')}`).then(
        (bytes) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes),
        () => response.writeHead(404).end(),
      );
    if (gate !== undefined && !released.has(gate)) waiting.set(gate, [...(waiting.get(gate) ?? []), serve]);
    else void serve();
  });
  const url = await listen(server);
  return {
    url,
    requested,
    release(gate) {
      released.add(gate);
      for (const serve of waiting.get(gate) ?? []) void serve();
      waiting.delete(gate);
    },
    unref: () => void server.unref(),
    close: () => shut(server),
  };
}

function streamHuge(response: import('node:http').ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/pdf' });
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  chunk.write('%PDF-');
  let sent = 0;
  const more = () => {
    while (sent < HUGE_BYTES) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  response.on('error', () => undefined);
  more();
}

export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The JSON body, or the text when it is not JSON. */
  readonly body: unknown;
  readonly at: number;
}

export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  /** The deliveries whose body mentions the transactionId anywhere (a faulty event may carry it elsewhere). */
  about(transactionId: string): Received[];
  /** Resolves with the first `count` deliveries about the transactionId; rejects after `timeoutMs`. */
  waitFor(transactionId: string, count?: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** Answers 200, except `/status/<a>,<b>,…`: those statuses in turn to the deliveries to that path, then 200. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answered = new Map<string, number>();
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      received.push({ path, headers: request.headers, body, at: performance.now() });
      const n = answered.get(path) ?? 0;
      answered.set(path, n + 1);
      const planned = /^\/status\/([\d,]+)$/.exec(path)?.[1]?.split(',').map(Number) ?? [];
      response.writeHead(planned[n] ?? 200).end();
    });
  });
  const url = await listen(server);
  const about = (transactionId: string) => received.filter((r) => JSON.stringify(r.body).includes(transactionId));
  return {
    url,
    received,
    about,
    async waitFor(transactionId, count = 1, timeoutMs = 5_000) {
      const until = performance.now() + timeoutMs;
      while (about(transactionId).length < count) {
        if (performance.now() > until) throw new Error(`no ${count} deliveries about ${transactionId} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return about(transactionId).slice(0, count);
    },
    close: () => shut(server),
  };
}

/** Deliveries retried 20 ms then 40 ms apart: a test waits for the outcome, not the documented back-off. */
export const FAST_RETRIES: Fault = {
  id: 'test-fast-retries',
  breaks: 'none',
  describe: 'shorter waits between delivery attempts, for tests',
  apply: { settings: { webhookRetryDelaysMs: [20, 40] } },
};

/** A sandbox with FAST_RETRIES (and `options`), the statement file server and a receiver, started together. */
export async function startFlowServers(options: SandboxOptions = {}) {
  const [files, receiver, sandbox] = await Promise.all([
    startFileServer(),
    startReceiver(),
    startSandbox({ port: 0, extraFaults: [FAST_RETRIES], ...options }),
  ]);
  const close = async () => {
    await sandbox.close();
    await Promise.all([files.close(), receiver.close()]);
  };
  return { files, receiver, sandbox, close };
}
