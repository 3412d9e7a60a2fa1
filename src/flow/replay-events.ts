// Replay's flow support: a recording's events are delivered over loopback to the harness's own receiver, so the
// receiver's code runs in every offline run; the addresses are the stand-ins the recordings keep.
import { request } from 'node:http';
import nock from 'nock';
import type { RecordingFile } from '../recording/file.js';
import { type CaseFlow, RECORDED_STATEMENT_BASE, RECORDED_WEBHOOK_URL } from './case-flow.js';
import { type Receiver, startReceiver } from './receiver.js';
import { waitFor } from './receiving.js';

/** A replayed event is already there: the wait only covers the loopback hop. */
const REPLAY_WAIT_MS = 5_000;
/** Headers of the recorded delivery that describe its wire, not the event. */
const WIRE = new Set(['content-length', 'host', 'connection', 'transfer-encoding', 'keep-alive']);

export interface ReplayFlow {
  forCase(file: RecordingFile): Promise<CaseFlow>;
  close(): Promise<void>;
}

/** One delivery to the receiver, its answer read and dropped. Node's own HTTP client: fetch (undici) cost a replay
 * round about a tenth of its time for these few loopback calls. */
function deliver(url: string, headers: Record<string, string>, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function replayFlow(): ReplayFlow {
  let started: Promise<Receiver> | undefined;
  const start = async () => {
    const receiver = await startReceiver();
    // The network stays disabled for everything but the receiver's own loopback address.
    const { host } = new URL(receiver.url);
    nock.enableNetConnect((h) => h === host);
    return receiver;
  };
  return {
    async forCase(file) {
      started ??= start();
      const receiver = await started;
      // A recording made before events were tied to a step delivers them all at the first wait.
      const delivered = new Set<number>();
      return {
        mode: 'receiver',
        addresses: { webhookUrl: RECORDED_WEBHOOK_URL, statementUrl: (name) => `${RECORDED_STATEMENT_BASE}/${name}` },
        async next(transactionId, step) {
          const due = file.events.flatMap((e, i) => ((e.afterStep ?? step) === step && !delivered.has(i) ? [i] : []));
          if (due.length === 0) return { missing: `the recording holds no event after step ${step}` };
          for (const i of due) {
            delivered.add(i);
            const event = file.events[i] as RecordingFile['events'][number];
            const headers = Object.fromEntries(Object.entries(event.headers).filter(([k]) => !WIRE.has(k.toLowerCase())));
            await deliver(receiver.url, headers, JSON.stringify(event.body));
          }
          return waitFor(receiver, transactionId, step, REPLAY_WAIT_MS);
        },
      };
    },
    async close() {
      const receiver = await started;
      await receiver?.close();
    },
  };
}
