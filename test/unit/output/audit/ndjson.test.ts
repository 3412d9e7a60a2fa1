// audit.ndjson: one line per record, as it came, written as records are handed over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAuditSinks } from '../../../../src/output/audit/index.js';
import { audited, MIXED, recurring, reportsFolder, tally, violating } from './records.js';

describe('audit.ndjson', () => {
  it('holds each record as it is, one a line', async () => {
    const lines = (await audited(MIXED)).read('audit.ndjson').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(MIXED);
  });

  it('has as many lines as records for 100,000 of them', async () => {
    const text = (await audited(recurring(100_000))).read('audit.ndjson');
    expect(text.split('\n').length - 1).toBe(100_000);
  });

  it('is written before the end, as records come', async () => {
    const dir = reportsFolder();
    const sinks = openAuditSinks({ dir });
    for (let n = 1; n <= 2_000; n++) sinks.add(violating(n));
    expect(readFileSync(join(dir, 'audit.ndjson'), 'utf8').length).toBeGreaterThan(0);
    await sinks.finish(tally());
  });
});
