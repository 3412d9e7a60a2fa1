// Audit records and tallies the sinks' tests render: a pass, a recurring fault, a fault without a row, a harness error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { AuditRecord, AuditTally } from '../../../../src/audit/types.js';
import type { Violation } from '../../../../src/model/types.js';
import { openAuditSinks } from '../../../../src/output/audit/index.js';

export const ROW = {
  ruleId: 'authToken.expiry.above-max',
  title: 'expiry 86401 is rejected',
  source: 'verification-and-token-services.md › Errors › Current token operation',
};

export const wrongMessage: Violation = {
  ruleId: ROW.ruleId,
  check: 'message',
  title: 'Wrong message',
  pointer: '/message',
  expected: 'expiry must be less than or equal to 86400',
  actual: 'a string of 12 characters',
};

export const schemaBreak = (index: number): Violation => ({
  ruleId: 'emailBasic',
  check: 'schema',
  title: 'Response violates schema',
  pointer: `/result/domains/${index}/name`,
  expected: 'a string',
  actual: 'a number',
});

const at = (minute: number) => `2024-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

export function record(n: number, more: Partial<AuditRecord> = {}): AuditRecord {
  return {
    n,
    at: at(n % 60),
    source: { file: 'traffic.har', entry: n - 1 },
    operation: 'authToken',
    status: 200,
    class: 'valid',
    verdict: 'pass',
    violations: [],
    ...more,
  };
}

export const violating = (n: number, more: Partial<AuditRecord> = {}): AuditRecord =>
  record(n, { status: 400, class: 'invalid', row: ROW, verdict: 'violation', violations: [wrongMessage], ...more });

export function tally(more: Partial<AuditTally> = {}): AuditTally {
  return {
    startedAt: '2024-05-02T08:00:00.000Z',
    durationMs: 2500,
    files: ['traffic.har'],
    read: 10,
    judged: 6,
    skipped: 2,
    outside: 1,
    unmatched: [{ method: 'POST', host: 'engine.example', path: '/v1/unknown', count: 1 }],
    unreadable: { count: 0, first: [] },
    verdicts: {},
    ...more,
  };
}

/** Six exchanges: a pass, the same wrong message three times, a schema break at two items of one answer, a harness error. */
export const MIXED: AuditRecord[] = [
  record(1),
  violating(2),
  violating(3, { at: at(50) }),
  violating(4, { at: at(1) }),
  record(5, {
    operation: 'emailBasic',
    verdict: 'violation',
    violations: [schemaBreak(0), schemaBreak(3)],
    reason: 'Response violates schema at /result/domains/0/name',
  }),
  record(6, { operation: 'cacBasic', status: undefined, verdict: 'harness-error', reason: 'the judge failed: no schema' }),
];

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function reportsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vts-audit-'));
  made.push(dir);
  return dir;
}

/** The sinks over the records, into a fresh reports folder (or the one given, holding a run's reports). */
export async function audited(
  records: Iterable<AuditRecord>,
  t: AuditTally = tally(),
  dir = reportsFolder(),
): Promise<{ dir: string; files: string[]; console: string[]; read: (name: string) => string }> {
  const sinks = openAuditSinks({ dir });
  for (const r of records) sinks.add(r);
  const { files, console } = await sinks.finish(t);
  return { dir, files, console, read: (name) => readFileSync(join(dir, name), 'utf8') };
}

/** `count` exchanges of one recurring fault, made as they are handed over. */
export function* recurring(count: number): Generator<AuditRecord> {
  for (let n = 1; n <= count; n++) yield violating(n);
}
