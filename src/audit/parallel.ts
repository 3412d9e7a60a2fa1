// An audit over worker threads: the main thread reads the captures and writes the reports, each worker judges the
// exchanges of its operations in an audit session of its own. What an exchange is judged against lives in one session:
// an operation's earlier exchanges (a reused transaction id, a reading held across the capture), and the statement
// flow's (a parse, its event, its results), so each operation, and the flow as a whole, goes to one worker.
import type { CapturedExchange } from '../capture/types.js';
import { OPERATIONS } from '../model/operations.js';
import { matchExchange, server } from './match.js';
import { mergedTallies } from './merge-tallies.js';
import { spawnWorker } from './spawn-worker.js';
import type { AuditRecord, AuditTally } from './types.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker-messages.js';

/** An audit fed one exchange at a time: `add` gives a promise when the caller must wait (the workers are behind). */
export interface AuditRun {
  add(exchange: CapturedExchange): void | Promise<void>;
  unreadable(source: { file: string; entry: number }, problem: string): void;
  tally(files: string[]): Promise<AuditTally>;
}

/** Exchanges, and bytes of bodies, sent to a worker at once: few messages, each small next to the memory cap. */
const BATCH = { exchanges: 256, bytes: 1 << 20 };
/** Batches a worker may have waiting: past it, reading waits, so memory stays bounded whatever the capture's size. */
const IN_FLIGHT = 4;

const bytesOf = (e: CapturedExchange) => (e.request.body?.byteLength ?? 0) + (e.response?.body?.byteLength ?? 0);

export function parallelAudit(setup: WorkerSetup, count: number, onRecord: (record: AuditRecord) => void): AuditRun {
  const started = Date.now();
  const servers = setup.servers.map((s) => server(s.url, s.host, s.region));
  const receivers = setup.receivers.map((r) => new URL(r));
  const unreadable: AuditTally['unreadable'] = { count: 0, first: [] };
  let judged = 0;
  let failure: Error | undefined;
  const workers = Array.from({ length: count }, () => {
    const w = {
      thread: spawnWorker(import.meta.url, 'worker', setup),
      batch: [] as CapturedExchange[],
      bytes: 0,
      inFlight: 0,
      waiting: [] as (() => void)[],
      onTally: (_: AuditTally) => {},
    };
    w.thread.on('message', (m: FromWorker) => {
      for (const r of m.records) onRecord({ ...r, n: ++judged });
      if (m.tally) return w.onTally(m.tally);
      w.inFlight -= 1;
      for (const go of w.waiting.splice(0)) go();
    });
    w.thread.on('error', (err) => {
      failure = err;
      for (const go of w.waiting.splice(0)) go();
    });
    return w;
  });
  type W = (typeof workers)[number];
  const post = (w: W, message: ToWorker) => w.thread.postMessage(message);
  const flush = (w: W) => {
    if (w.batch.length === 0) return;
    post(w, { batch: w.batch });
    w.inFlight += 1;
    w.batch = [];
    w.bytes = 0;
  };
  // Each operation, and the statement flow, to one worker, in the order first seen.
  const groups = new Map<string, W>();
  const workerOf = (e: CapturedExchange): W => {
    const m = matchExchange(e.method, e.url, servers, receivers);
    const group =
      m.kind === 'event' || (m.kind === 'operation' && OPERATIONS[m.operation].flow !== undefined)
        ? 'statement flow'
        : m.kind === 'operation'
          ? m.operation
          : '';
    let w = groups.get(group);
    if (w === undefined) groups.set(group, (w = workers[groups.size % workers.length] as W));
    return w;
  };
  // A worker that dies is the harness's fault, not the capture's: said as such, with its cause.
  const failed = () => new Error(`an audit worker failed: ${failure?.message ?? 'unknown'}`, { cause: failure });
  return {
    add(exchange) {
      if (failure) throw failed();
      const w = workerOf(exchange);
      w.batch.push(exchange);
      w.bytes += bytesOf(exchange);
      if (w.batch.length < BATCH.exchanges && w.bytes < BATCH.bytes) return;
      flush(w);
      if (w.inFlight < IN_FLIGHT) return;
      return new Promise<void>((resolve) => w.waiting.push(resolve));
    },
    unreadable(source, problem) {
      unreadable.count += 1;
      if (unreadable.first.length < 20) unreadable.first.push({ source, problem });
    },
    async tally(files) {
      const tallies = await Promise.all(
        workers.map(
          (w) =>
            new Promise<AuditTally>((resolve, reject) => {
              if (failure) return reject(failed());
              w.onTally = resolve;
              w.thread.once('error', () => reject(failed()));
              flush(w);
              post(w, { end: true });
            }),
        ),
      ).finally(() => Promise.all(workers.map((w) => w.thread.terminate())));
      if (failure) throw failed();
      return { ...mergedTallies(tallies, files, started), unreadable };
    },
  };
}
