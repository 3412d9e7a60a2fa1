// The harness's webhook receiver: a real HTTP server the flow subscribes, keeping each event for its case by
// transactionId. Every delivery gets an answer and none can stop the run: garbage, a wrong content type or an oversized
// body is refused with a 4xx (an oversized one is not read further), and a redelivered event is acknowledged, kept once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedEvent } from '../types.js';
import { answer, type Body, dedupKey, headersOf, readBody } from './delivery.js';
import { readEvent } from './event-shape.js';

export interface ReceiverOptions {
  host?: string;
  /** 0: a free port. */
  port?: number;
  path?: string;
  /** Most bytes of a delivery's body read; one more and it is refused with 413. */
  maxBodyBytes?: number;
  /** How many events are kept, the newest. */
  keep?: number;
}

export interface Receiver {
  readonly url: string;
  /** The oldest event for this transactionId not yet taken, waiting up to timeoutMs; undefined on timeout. */
  next(transactionId: string, timeoutMs: number): Promise<ReceivedEvent | undefined>;
  /** Every event kept for this transactionId (taken or not), in arrival order. */
  eventsOf(transactionId: string): ReceivedEvent[];
  /** Deliveries refused, newest last (bounded): status and reason, for reports and tests. */
  readonly refused: readonly { status: number; reason: string }[];
  /** Events accepted since the start (a duplicate is not counted; an event dropped for `keep` still is). */
  readonly accepted: number;
  /** Duplicate deliveries answered idempotently. */
  readonly duplicates: number;
  close(): Promise<void>;
}

const MiB = 2 ** 20;
const KEEP_REFUSED = 100;

interface Kept {
  transactionId: string;
  /** What makes a redelivery the same event (see `dedupKey`). */
  key: string;
  event: ReceivedEvent;
  taken: boolean;
}

type Waiter = (event: ReceivedEvent | undefined) => void;

export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const { host = '127.0.0.1', port = 0, path = '/webhook', maxBodyBytes = MiB, keep = 1000 } = options;
  if (!path.startsWith('/')) throw new TypeError(`receiver path must start with '/', got "${path}"`);
  const kept: Kept[] = [];
  const byTransaction = new Map<string, Kept[]>();
  const keys = new Set<string>();
  const waiters = new Map<string, Waiter[]>();
  const refused: { status: number; reason: string }[] = [];
  let accepted = 0;
  let duplicates = 0;

  const refuse = (res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}) => {
    refused.push({ status, reason });
    if (refused.length > KEEP_REFUSED) refused.shift();
    answer(res, status, { received: false, error: reason }, headers);
  };

  const keepEvent = (transactionId: string, key: string, event: ReceivedEvent) => {
    const entry: Kept = { transactionId, key, event, taken: false };
    kept.push(entry);
    keys.add(key);
    const list = byTransaction.get(transactionId) ?? [];
    list.push(entry);
    byTransaction.set(transactionId, list);
    accepted++;
    if (kept.length > keep) forget(kept.shift() as Kept);
    const waiter = waiters.get(transactionId)?.shift();
    if (waiter) {
      entry.taken = true;
      waiter(event);
    }
  };

  // The oldest kept event is also the oldest of its transaction's list.
  const forget = (old: Kept) => {
    keys.delete(old.key);
    const list = byTransaction.get(old.transactionId);
    list?.shift();
    if (list?.length === 0) byTransaction.delete(old.transactionId);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Refused before its body is read: the connection closes once the answer is out, rather than read a body to drop it.
    const close = { connection: 'close' };
    if ((req.url ?? '').split('?')[0] !== path) return refuse(res, 404, `no such path: deliveries go to ${path}`, close);
    if (req.method !== 'POST') return refuse(res, 405, `method ${req.method} not allowed: POST`, { allow: 'POST', ...close });
    // The content type of a delivery is not shown: a JSON body is taken under any (the headers are kept, and reported).
    const declared = Number(req.headers['content-length']);
    const body: Body = declared > maxBodyBytes ? { tooLarge: true } : await readBody(req, maxBodyBytes);
    if ('aborted' in body) return;
    if ('tooLarge' in body) return refuse(res, 413, `body over ${maxBodyBytes} bytes`, close);
    let json: unknown;
    try {
      json = JSON.parse(body.bytes.toString('utf8'));
    } catch (error) {
      return refuse(res, 400, `body is not valid JSON: ${(error as Error).message}`);
    }
    const read = readEvent(json);
    if ('problem' in read) return refuse(res, 422, read.problem);
    const transactionId = read.fields.transactionId as string;
    const key = dedupKey(transactionId, read.fields.id, json);
    if (keys.has(key)) {
      duplicates++;
      return answer(res, 200, { received: true, duplicate: true });
    }
    keepEvent(transactionId, key, { receivedAt: new Date().toISOString(), headers: headersOf(req), body: json });
    answer(res, 200, { received: true });
  };

  const server = createServer((req, res) => {
    req.on('error', ignore);
    res.on('error', ignore);
    handle(req, res).catch((error: unknown) => {
      // A fault of the receiver itself: the sender gets a 500, the run goes on.
      answer(res, 500, { received: false, error: `receiver error: ${(error as Error).message}` });
    });
  });
  server.on('connection', (socket) => socket.on('error', ignore));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', ignore);
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}${path}`;

  return {
    url,
    refused,
    get accepted() {
      return accepted;
    },
    get duplicates() {
      return duplicates;
    },
    eventsOf: (transactionId) => (byTransaction.get(transactionId) ?? []).map((entry) => entry.event),
    next(transactionId, timeoutMs) {
      const waiting = byTransaction.get(transactionId)?.find((entry) => !entry.taken);
      if (waiting) {
        waiting.taken = true;
        return Promise.resolve(waiting.event);
      }
      if (timeoutMs <= 0) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const queue = waiters.get(transactionId) ?? [];
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0 && waiters.get(transactionId) === queue) waiters.delete(transactionId);
          resolve(undefined);
        }, timeoutMs);
        const waiter: Waiter = (event) => {
          clearTimeout(timer);
          resolve(event);
        };
        queue.push(waiter);
        waiters.set(transactionId, queue);
      });
    },
    async close() {
      for (const queue of waiters.values()) for (const waiter of queue.splice(0)) waiter(undefined);
      waiters.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function ignore() {}
