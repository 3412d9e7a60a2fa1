// waitFor with a `settled` signal (what a sandbox of this process gives): the wait for an event ends once the service
// says the delivery is settled, with a line that says so; an event held when it settles is the one returned; and a
// wait that ended so takes no later event from the wait after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../../src/flow/receiver.js';
import { waitFor } from '../../../src/flow/receiving.js';
import { transportSettings } from '../../../src/settings/run-settings.js';

/** Only reached where the signal is ignored: short, so that failure shows at once rather than after the settings' wait. */
const IGNORED_SIGNAL_MS = 2_000;
const event = (transactionId: string, n: number) => ({
  type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
  timestamp: '2026-01-07T10:00:00.000Z',
  version: '1.0',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  transactionId,
  appId: 'app-1',
});
const deliver = async (url: string, body: unknown) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('waitFor, ended by the service settling', () => {
  it('ends once the service settles without an event, and says so', async () => {
    const found = await waitFor(receiver, 'txn-none', 1, IGNORED_SIGNAL_MS, Promise.resolve());
    expect(found).toEqual({
      missing: 'no event for transactionId txn-none after step 1: the sandbox settled the delivery without an event',
    });
  });

  it('returns the event delivered before the service settled', async () => {
    // As the sandbox does: settled once its POST is answered, and the receiver answers once it holds the event.
    const settled = deliver(receiver.url, event('txn-sent', 1)).then(() => undefined);
    const found = await waitFor(receiver, 'txn-sent', 1, transportSettings().eventTimeoutMs, settled);
    expect(found).toMatchObject({ event: { body: { transactionId: 'txn-sent' }, afterStep: 1 } });
  });

  it('a wait that ended so leaves a later event to the next wait', async () => {
    expect(await waitFor(receiver, 'txn-later', 1, IGNORED_SIGNAL_MS, Promise.resolve())).toHaveProperty('missing');
    expect(await deliver(receiver.url, event('txn-later', 2))).toBe(200);
    expect(receiver.eventsOf('txn-later')).toMatchObject([{ body: { transactionId: 'txn-later' } }]);
  });
});
