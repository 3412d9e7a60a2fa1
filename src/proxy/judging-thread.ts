// `vts proxy` judges in a worker thread of its own (judging-worker.ts): the forwarding thread hands each exchange over
// and goes on. Judging a 6 MB upload (its form parsed, its files digested and compared, its HAR entry redacted) takes
// tens of milliseconds: on the forwarding thread's event loop, the next request's bytes waited as long.
import { spawnWorker } from '../audit/spawn-worker.js';
import { VtsError } from '../base/errors.js';
import type { CapturedExchange } from '../capture/types.js';
import type { OperationId } from '../model/operations.js';
import type { FromJudging, JudgingEnd, JudgingSetup, ToJudging } from './judging-messages.js';

export type { JudgingEnd, JudgingSetup };

export interface JudgingThread {
  /** Hands one exchange over, its large bodies moved rather than copied (they are then empty here); settles once it is
   * judged, rejects when judging threw. */
  judge(exchange: CapturedExchange, operation?: OperationId): Promise<void>;
  /** Once everything handed over is judged: closes the HAR, writes the reports, ends the thread. */
  finish(): Promise<JudgingEnd>;
}

/** Bytes that are a whole buffer of their own move to the thread; a slice (of Node's pool) is copied. */
const movable = (bytes: Uint8Array | undefined): ArrayBuffer[] =>
  bytes !== undefined &&
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength > 0 &&
  bytes.byteLength === bytes.buffer.byteLength
    ? [bytes.buffer]
    : [];

/** Settles once the thread has opened the reports (a VtsError naming the fix when it cannot). */
export function openJudgingThread(setup: JudgingSetup): Promise<JudgingThread> {
  const worker = spawnWorker(import.meta.url, 'judging-worker', setup);
  const pending: { resolve(): void; reject(err: Error): void }[] = [];
  let ending: { resolve(end: JudgingEnd): void; reject(err: Error): void } | undefined;
  let ended = false;
  let failure: Error | undefined;
  return new Promise((opened, notOpened) => {
    const fail = (err: Error) => {
      failure ??= err;
      for (const p of pending.splice(0)) p.reject(failure);
      ending?.reject(failure);
      notOpened(failure);
    };
    const thread: JudgingThread = {
      judge(exchange, operation) {
        if (failure) return Promise.reject(failure);
        const message: ToJudging = { exchange, ...(operation ? { operation } : {}) };
        const moved = [...new Set([...movable(exchange.request.body), ...movable(exchange.response?.body)])];
        return new Promise<void>((resolve, reject) => {
          worker.postMessage(message, moved);
          pending.push({ resolve, reject });
        });
      },
      finish() {
        if (failure) return Promise.reject(failure);
        return new Promise<JudgingEnd>((resolve, reject) => {
          ending = { resolve, reject };
          worker.postMessage({ finish: true } satisfies ToJudging);
        });
      },
    };
    // A thread that dies is the harness's fault, not the traffic's: said as such, with its cause.
    worker.on('error', (err) => fail(new Error(`the proxy's judging thread failed: ${err.message}`, { cause: err })));
    worker.on('exit', () => {
      if (!ended) fail(new Error("the proxy's judging thread ended before its reports were written"));
    });
    worker.on('message', (m: FromJudging) => {
      if ('ready' in m) return opened(thread);
      if ('judged' in m) {
        const p = pending.shift();
        return m.judged === 'ok' ? p?.resolve() : p?.reject(new Error('judging threw'));
      }
      if ('end' in m) {
        ended = true;
        ending?.resolve(m.end);
      } else fail(m.failed.code ? new VtsError(m.failed.code, m.failed.message) : new Error(m.failed.message));
      void worker.terminate();
    });
  });
}
