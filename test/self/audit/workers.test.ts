// `vts audit --workers`: the same capture judged in this thread and over worker threads gives the same record for every
// exchange. The capture holds the statement flow with a fault only its parse can tell (an event of an unreadable
// statement's parse sent as parsed), so a flow split across workers would show.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { AuditRecord } from '../../../src/audit/types.js';
import { runCommandLine } from '../../../src/cli/commands.js';
import { runThroughProxy } from './proxied-run.js';

const IDS = [
  'webhookEvent.parsed.delivered',
  'webhookEvent.failed.delivered',
  'emailBasic.request.deliverable',
  'emailBasic.email.missing',
  'authToken.expiry.max',
];

async function audit(har: string, flags: string[], workers: number) {
  const dir = mkdtempSync(join(tmpdir(), 'vts-audit-workers-'));
  process.env.VTS_REPORTS_DIR = dir;
  try {
    const lines: string[] = [];
    const code = await runCommandLine(['audit', har, ...flags, '--workers', String(workers)], (l) => lines.push(l));
    // The tally's line, without its time.
    const tally = lines.map((l) => /^audit: .* judged, .* groups?/.exec(l)?.[0]).find(Boolean);
    const records = readFileSync(join(dir, 'audit.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as AuditRecord)
      .map(({ n: _, ...r }) => r as AuditRecord)
      .sort((a, b) => a.source.entry - b.source.entry);
    return { code, tally, records };
  } finally {
    delete process.env.VTS_REPORTS_DIR;
  }
}

it('judges a capture over two workers exactly as in this thread, the flow in one session', async () => {
  const run = await runThroughProxy(IDS, ['webhookEvent-failed-as-parsed']);
  const flags = [...run.servers.map((s) => ['--server', s.url.href]), ...run.receivers.map((r) => ['--webhook', r.href])].flat();
  const alone = await audit(run.har, flags, 0);
  expect(alone).toMatchObject({ code: 1, tally: expect.stringMatching(/^audit: \d+ exchanges judged, 1 violation/) });
  expect(alone.records.filter((r) => r.operation === 'webhookEvent' && r.verdict === 'violation')).toHaveLength(1);
  expect(await audit(run.har, flags, 2)).toEqual(alone);
});
