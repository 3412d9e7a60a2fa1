// startSandbox's `settled(transactionId)`: it resolves only once a parse's event is at the receiver, refused after its
// retries, or not sent at all, and at once for a transactionId with no parse running. What the sandbox target ends a
// flow case's event wait on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { CONFIG_PATH, EVENT_TYPES, PARSE_PATH, parseBody } from './flow-requests.js';
import { type FileServer, type Receiver, startFlowServers } from './flow-servers.js';
import { freshTransactionId, post, v1Headers } from './helpers.js';

const UNSUBSCRIBED = { appId: 'sbx_app_settled_unsubscribed', appKey: 'sbx_key_settled_unsubscribed' };

let files: FileServer;
let receiver: Receiver;
let sandbox: RunningSandbox;
let closeServers: () => Promise<void>;
beforeAll(async () => {
  ({ files, receiver, sandbox, close: closeServers } = await startFlowServers({ credentials: [UNSUBSCRIBED] }));
});
afterAll(() => closeServers());

const asApp = ({ appId, appKey }: { appId: string; appKey: string }) => ({ appid: appId, appkey: appKey });
const subscribe = (path: string, app: { appId: string; appKey: string }) =>
  post(
    sandbox.url,
    CONFIG_PATH,
    { webhookUrl: `${receiver.url}${path}`, events: [...EVENT_TYPES] },
    v1Headers({
      transactionid: undefined,
      ...asApp(app),
    }),
  );
const parse = (transactionId: string, file: string, app: { appId: string; appKey: string }) =>
  post(sandbox.url, PARSE_PATH, parseBody(files.url, [file]), v1Headers({ transactionid: transactionId, ...asApp(app) }));

describe('settled', () => {
  it('resolves at once for a transactionId the sandbox never saw', async () => {
    await expect(sandbox.settled(freshTransactionId())).resolves.toBeUndefined();
  });

  it('resolves once the event is at the receiver, and not while the statement is still being fetched', async () => {
    const app = TEST_VALUES.uploads.busy;
    expect((await subscribe('/hook', app)).status).toBe(200);
    const transactionId = freshTransactionId();
    expect((await parse(transactionId, `hold/${transactionId}/month-2025-12.pdf`, app)).status).toBe(202);
    let settled = false;
    const settling = sandbox.settled(transactionId).then(() => (settled = true));
    await until(() => files.requested.includes(`/hold/${transactionId}/month-2025-12.pdf`));
    expect(settled).toBe(false);
    files.release(transactionId);
    await settling;
    expect(receiver.about(transactionId).map((r) => r.path)).toEqual(['/hook']);
  });

  it('resolves once every retry of a refused delivery is over', async () => {
    const app = TEST_VALUES.uploads.serverError;
    expect((await subscribe('/status/500,500,500', app)).status).toBe(200);
    const transactionId = freshTransactionId();
    expect((await parse(transactionId, 'month-2025-12.pdf', app)).status).toBe(202);
    await sandbox.settled(transactionId);
    expect(receiver.about(transactionId)).toHaveLength(3);
  });

  it('resolves without a delivery when the appId has no subscription', async () => {
    const transactionId = freshTransactionId();
    expect((await parse(transactionId, 'month-2025-12.pdf', UNSUBSCRIBED)).status).toBe(202);
    await sandbox.settled(transactionId);
    expect(sandbox.deliveries.filter((d) => JSON.stringify(d.body).includes(transactionId))).toEqual([]);
  });
});

/** Polls until the condition holds (the file server's record of a request is the cause waited on). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
