// One audit worker thread (parallel.ts): an audit session of its own over the exchanges sent to it, its records sent
// back in batches, its tally at the end. What it needs comes as data (URLs as text, the profiles' values), not objects.
import { parentPort, workerData } from 'node:worker_threads';
import type { CapturedExchange } from '../capture/types.js';
import { server } from './match.js';
import { auditSession } from './session.js';
import { testValues } from './test-values.js';
import type { AuditRecord } from './types.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker-messages.js';

const setup = workerData as WorkerSetup;
const port = parentPort as NonNullable<typeof parentPort>;
let records: AuditRecord[] = [];
const session = auditSession({
  servers: setup.servers.map((s) => server(s.url, s.host, s.region)),
  receivers: setup.receivers.map((r) => new URL(r)),
  ...(setup.since === undefined ? {} : { since: setup.since }),
  ...(setup.until === undefined ? {} : { until: setup.until }),
  values: testValues(setup.profiles, setup.credentials),
  secrets: setup.secrets,
  onRecord: (r) => records.push(r),
});

port.on('message', (message: ToWorker) => {
  if ('batch' in message) {
    for (const exchange of message.batch as CapturedExchange[]) session.add(exchange);
    const reply: FromWorker = { records };
    records = [];
    port.postMessage(reply);
    return;
  }
  const tally = session.tally([]);
  const reply: FromWorker = { records, tally };
  records = [];
  port.postMessage(reply);
});
