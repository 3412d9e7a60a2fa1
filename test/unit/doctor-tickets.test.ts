// Issue 50, item 3: the doctor lists the deviations accepted without a ticket, a hint per target baseline, not a problem.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ticketHints } from '../../src/cli/doctor/tickets.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-doctor-tickets-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const entry = (ticket?: string) => ({ reason: 'vendor wording', verdict: 'violation', ...(ticket ? { ticket } : {}) });
const write = (target: string, accepted: Record<string, unknown>) =>
  writeFileSync(join(dir, `${target}.verdicts.json`), JSON.stringify({ target, accepted }));

describe('ticketHints', () => {
  it('names, per target baseline, the rules accepted without a ticket and the command that adds one', () => {
    vi.stubEnv('VTS_BASELINE_DIR', dir);
    write('live', { 'login.b.x': entry(), 'login.a.x': entry(), 'login.c.x': entry('QA-1') });
    write('sandbox', { 'login.a.x': entry('https://t.example.com/QA-2') });
    const hints = ticketHints();
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatch(
      /live\.verdicts\.json: 2 deviation\(s\) accepted without a ticket: login\.a\.x, login\.b\.x: .*npm run baseline:update -- --target live --rule <id> --reason "<why>" --ticket <id\|url>$/,
    );
  });

  it('says nothing of a target without a baseline or with every entry ticketed, nor of a broken file', () => {
    vi.stubEnv('VTS_BASELINE_DIR', join(dir, 'none'));
    expect(ticketHints()).toEqual([]);
    vi.stubEnv('VTS_BASELINE_DIR', dir);
    writeFileSync(join(dir, 'live.verdicts.json'), '{');
    expect(ticketHints(['live', 'sandbox'])).toEqual([]);
  });
});
