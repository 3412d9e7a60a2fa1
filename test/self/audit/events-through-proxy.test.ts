// The vendor's webhook deliveries seen by `vts proxy` in front of the team's receiver, then audited from its HAR: a
// conformant sandbox's events pass, and each fault of the event is found, those the receiver could not tie to a case
// (another transactionId, an undocumented envelope) included.
import { expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { auditSession } from '../../../src/audit/session.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { AuditRecord } from '../../../src/audit/types.js';
import { readCaptureFile } from '../../../src/capture/read.js';
import { runThroughProxy, SANDBOX_DATA as SANDBOX } from './proxied-run.js';

const FLOW = ['webhookEvent.parsed.delivered', 'webhookEvent.failed.delivered'];
const UNTELLABLE = new Set([
  // An event never sent is an absence: a capture's window cannot tell it from one sent after the capture ended.
  'webhookEvent-parsed-never-sent',
  // An event naming a transactionId no parse of the capture has: a capture cannot tell it from the event of a parse
  // made outside it (another instance of the application, before the capture began).
  'webhookEvent-parsed-transactionId-changed',
]);

async function auditedEvents(faults: string[] = []): Promise<AuditRecord[]> {
  const run = await runThroughProxy(FLOW, faults);
  const records: AuditRecord[] = [];
  const session = auditSession({
    servers: run.servers,
    receivers: run.receivers,
    values: testValues([SANDBOX]),
    secrets: [],
    onRecord: (r) => records.push(r),
  });
  for await (const exchange of readCaptureFile(run.har)) session.add(exchange);
  session.tally([run.har]);
  return records.filter((r) => r.operation === 'webhookEvent');
}

it('audits the events of a conformant sandbox behind the proxy without a violation', async () => {
  const events = await auditedEvents();
  expect(events.map((r) => r.verdict)).toEqual(['pass', 'pass']);
  // The unreadable test statement's parse tells its event's row; a readable one's does not (a real one may fail).
  expect(events.flatMap((r) => r.row?.ruleId ?? [])).toEqual(['webhookEvent.failed.delivered']);
});

it.for(FAULTS.filter((f) => f.breaks.startsWith('webhookEvent.') && !UNTELLABLE.has(f.id)).map((f) => f.id))(
  'finds fault %s in the deliveries',
  async (id) => {
    const events = await auditedEvents([id]);
    expect(events.filter((r) => r.verdict === 'violation').length).toBeGreaterThan(0);
  },
);
