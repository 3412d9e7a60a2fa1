// The harness's webhook receiver: a real HTTP server the flow subscribes, holding each event for its case by
// transactionId. Every delivery gets an answer and none can stop the run or exhaust its memory: what it holds is bounded
// in bytes, a body is parsed only once its size is within the limit and its nesting walkable, and events of
// transactionIds no case has started are counted and only the newest few kept. An event held for a case is never
// dropped to make room: when the room is gone, new deliveries are refused (503, retry) instead.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonSyntaxError } from '../checks/json-syntax.js';
import { overLimits, TOO_DEEP } from '../base/json-text.js';
import type { ReceivedEvent } from '../model/types.js';
import { answer, dedupKey, headersOf, type Reading, readBody } from './delivery.js';
import { readEvent } from '../checks/event-shape.js';

export interface ReceiverOptions {
  host?: string;
  /** 0: a free port. */
  port?: number;
  path?: string;
  /** Most bytes of one delivery's body; one more and it is refused with 413, the rest unread. */
  maxBodyBytes?: number;
  /** Most bytes of events held for cases and not yet taken; a delivery past it is refused with 503. */
  holdBytes?: number;
  /** Most bytes of events of transactionIds no case has started yet, the newest kept (a case may start one later). */
  strangerBytes?: number;
  /** Most bytes of bodies being read at once; a delivery past it is refused with 503. */
  readingBytes?: number;
}

export interface Refusal {
  status: number;
  reason: string;
}

/** Counts since the receiver started. */
export interface ReceiverTally {
  /** Events held for a case (a duplicate is not counted). */
  held: number;
  /** Events of a transactionId no case had started when they came. */
  strangers: number;
  refused: number;
  /** Redeliveries of an event already there, answered 200 and not kept again. */
  duplicates: number;
}

export interface Receiver {
  readonly url: string;
  /** A case started this transactionId: its events (those already come too) are held until taken. */
  expect(transactionId: string): void;
  /** The oldest event for this transactionId not yet taken, waiting up to timeoutMs or until `stop` aborts; undefined
   * then. Expects it. */
  next(transactionId: string, timeoutMs: number, stop?: AbortSignal): Promise<ReceivedEvent | undefined>;
  /** The events there for this transactionId and not yet taken, in arrival order. */
  eventsOf(transactionId: string): ReceivedEvent[];
  tally(): ReceiverTally;
  /** The refusals that came after the first `after` of the run, the first `limit` of them still remembered. */
  refusalsSince(after: number, limit: number): Refusal[];
  close(): Promise<void>;
}

const MiB = 2 ** 20;
export const RECEIVER_LIMITS = {
  maxBodyBytes: MiB,
  holdBytes: 64 * MiB,
  strangerBytes: 4 * MiB,
  readingBytes: 32 * MiB,
  /** Events of one transactionId waiting to be taken; a case takes one or two. */
  perTransaction: 16,
  /** Objects and arrays in one event; the documented ones have three. */
  containers: 10_000,
} as const;
const KEEP_REFUSALS = 100;
/** A refusal's reason as reports show it. */
const REASON_CHARS = 200;

/** A delivery as it is kept: its text, parsed again when taken (the parsed value of a big body is many times its size). */
interface Kept {
  transactionId: string;
  key: string;
  text: string;
  headers: Record<string, string>;
  receivedAt: string;
  bytes: number;
}

type Waiter = (event: ReceivedEvent | undefined) => void;

const eventOf = (kept: Kept): ReceivedEvent => ({
  receivedAt: kept.receivedAt,
  headers: kept.headers,
  body: JSON.parse(kept.text),
});

export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const { host = '127.0.0.1', port = 0, path = '/webhook' } = options;
  const limits = { ...RECEIVER_LIMITS, ...options };
  if (!path.startsWith('/')) throw new TypeError(`receiver path must start with '/', got "${path}"`);
  const expected = new Set<string>();
  /** Held for an expected transactionId, not yet taken. */
  const held = new Map<string, Kept[]>();
  let heldBytes = 0;
  /** Events of transactionIds not (yet) expected, oldest first. */
  const strangers: Kept[] = [];
  let strangerBytes = 0;
  /** Every event held, taken or kept as a stranger: a redelivery of one is a duplicate. */
  const keys = new Set<string>();
  const waiters = new Map<string, Waiter[]>();
  const refusals: (Refusal & { n: number })[] = [];
  const tally: ReceiverTally = { held: 0, strangers: 0, refused: 0, duplicates: 0 };
  const reading: Reading = { bytes: 0, max: limits.readingBytes };

  const refuse = (res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}) => {
    const clipped = reason.length > REASON_CHARS ? `${reason.slice(0, REASON_CHARS)}…` : reason;
    refusals.push({ n: ++tally.refused, status, reason: clipped });
    if (refusals.length > KEEP_REFUSALS) refusals.shift();
    answer(res, status, { received: false, error: clipped }, headers);
  };

  /** Into the hands of a waiting case, or held for it. */
  const hold = (kept: Kept) => {
    keys.add(kept.key);
    tally.held++;
    const waiter = waiters.get(kept.transactionId)?.shift();
    if (waiter) return waiter(eventOf(kept));
    const list = held.get(kept.transactionId) ?? [];
    list.push(kept);
    held.set(kept.transactionId, list);
    heldBytes += kept.bytes;
  };

  const take = (transactionId: string): ReceivedEvent | undefined => {
    const list = held.get(transactionId);
    const kept = list?.shift();
    if (kept === undefined) return undefined;
    if (list?.length === 0) held.delete(transactionId);
    heldBytes -= kept.bytes;
    return eventOf(kept);
  };

  const keepStranger = (kept: Kept) => {
    tally.strangers++;
    keys.add(kept.key);
    strangers.push(kept);
    strangerBytes += kept.bytes;
    while (strangerBytes > limits.strangerBytes) {
      const old = strangers.shift() as Kept;
      strangerBytes -= old.bytes;
      keys.delete(old.key);
    }
  };

  const expect = (transactionId: string) => {
    if (expected.has(transactionId)) return;
    expected.add(transactionId);
    // Its events that came before the case knew its transactionId (a vendor may deliver before it answers).
    for (let i = 0; i < strangers.length;) {
      const kept = strangers[i] as Kept;
      if (kept.transactionId !== transactionId) i++;
      else {
        strangers.splice(i, 1);
        strangerBytes -= kept.bytes;
        tally.strangers--; // not a stranger after all: hold() counts it
        hold(kept);
      }
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Refused before its body is read: the connection closes once the answer is out, rather than read a body to drop it.
    const close = { connection: 'close' };
    if ((req.url ?? '').split('?')[0] !== path) return refuse(res, 404, `no such path: deliveries go to ${path}`, close);
    if (req.method !== 'POST') return refuse(res, 405, `method ${req.method} not allowed: POST`, { allow: 'POST', ...close });
    const tooLarge = () => refuse(res, 413, `body over ${limits.maxBodyBytes} bytes`, close);
    // The content type of a delivery is not shown: a JSON body is taken under any (the headers are kept, and reported).
    if (Number(req.headers['content-length']) > limits.maxBodyBytes) return tooLarge();
    const body = await readBody(req, limits.maxBodyBytes, reading);
    if ('aborted' in body) return;
    if ('tooLarge' in body) return tooLarge();
    const busy = { 'retry-after': '1', ...close };
    if ('busy' in body) return refuse(res, 503, 'too many deliveries at once: retry later', busy);
    // Counted before it is parsed: a body nested thousands deep parses, and then no walk of it (the dedup key) survives;
    // a megabyte of `[{},{},…]` parses into a third of a million objects.
    const over = overLimits(body.text, { containers: limits.containers });
    if (over === 'depth') return refuse(res, 400, `body is not valid JSON (${TOO_DEEP})`);
    if (over === 'containers') return refuse(res, 413, `body holds over ${limits.containers} objects and arrays`, close);
    let json: unknown;
    try {
      json = JSON.parse(body.text);
    } catch {
      // Where it breaks, never what is there: the bytes may hold a secret.
      const at = jsonSyntaxError(body.text);
      return refuse(res, 400, `body is not valid JSON (${at ? `at position ${at.position}, line ${at.line}` : 'unreadable'})`);
    }
    const read = readEvent(json);
    if ('problem' in read) return refuse(res, 422, read.problem);
    const transactionId = read.fields.transactionId as string;
    const key = dedupKey(transactionId, read.fields.id, json);
    if (keys.has(key)) {
      tally.duplicates++;
      return answer(res, 200, { received: true, duplicate: true });
    }
    const headers = headersOf(req);
    const bytes = body.text.length + JSON.stringify(headers).length;
    const kept: Kept = { transactionId, key, text: body.text, headers, receivedAt: new Date().toISOString(), bytes };
    if (!expected.has(transactionId)) keepStranger(kept);
    else if ((held.get(transactionId)?.length ?? 0) >= limits.perTransaction)
      return refuse(res, 429, `${limits.perTransaction} events of this transactionId are already waiting: retry later`, busy);
    else if (heldBytes + bytes > limits.holdBytes)
      return refuse(res, 503, `the receiver holds ${limits.holdBytes} bytes of events not yet taken: retry later`, busy);
    else hold(kept);
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
    expect,
    tally: () => ({ ...tally }),
    refusalsSince: (after, limit) =>
      refusals
        .filter((r) => r.n > after)
        .slice(0, limit)
        .map(({ status, reason }) => ({ status, reason })),
    eventsOf: (transactionId) =>
      (held.get(transactionId) ?? strangers.filter((s) => s.transactionId === transactionId)).map(eventOf),
    next(transactionId, timeoutMs, stop) {
      expect(transactionId);
      const waiting = take(transactionId);
      if (waiting) return Promise.resolve(waiting);
      if (timeoutMs <= 0 || stop?.aborted) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const queue = waiters.get(transactionId) ?? [];
        // Out of the queue at once: a wait that gave up must not take a later event from the next wait.
        const giveUp = () => {
          const at = queue.indexOf(waiter);
          if (at < 0) return;
          queue.splice(at, 1);
          if (queue.length === 0 && waiters.get(transactionId) === queue) waiters.delete(transactionId);
          waiter(undefined);
        };
        const timer = setTimeout(giveUp, timeoutMs);
        const waiter: Waiter = (event) => {
          clearTimeout(timer);
          stop?.removeEventListener('abort', giveUp);
          resolve(event);
        };
        stop?.addEventListener('abort', giveUp, { once: true });
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
