// `vts audit --shard k/n` on two CI runners, then `npm run report:merge` of their reports folders: the same records,
// tally and exit code as one audit of the whole folder; a shard left out makes the merge incomplete.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { AuditRecord, AuditTally } from '../../../src/audit/types.js';
import { runCommandLine } from '../../../src/cli/commands.js';
import { runOnSandbox } from '../sandbox-run.js';
import { capturedOf } from './captured-from-cases.js';
import { asNdjson } from './ndjson-of.js';

const root = mkdtempSync(join(tmpdir(), 'vts-audit-shards-'));

/** A command with its reports in `reports`. */
async function command(args: string[], reports = join(root, 'reports')): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  process.env.VTS_REPORTS_DIR = reports;
  try {
    return { code: await runCommandLine(args, (l) => lines.push(l)), lines };
  } finally {
    delete process.env.VTS_REPORTS_DIR;
  }
}

const recordsIn = (dir: string) =>
  readFileSync(join(dir, 'audit.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditRecord)
    .map(({ n: _, ...r }) => r)
    .sort((a, b) => `${a.source.file}:${a.source.entry}`.localeCompare(`${b.source.file}:${b.source.entry}`));
const tallyIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'audit-tally.json'), 'utf8')) as AuditTally;
const totals = (lines: string[]) => lines.map((l) => /^audit: .* judged, .* groups?/.exec(l)?.[0]).find(Boolean);

it('merges two shards of a folder into the audit of the whole folder, and calls one shard alone incomplete', async () => {
  const results = await runOnSandbox(['emailBasic.request.deliverable', 'emailBasic.email.missing', 'authToken.request.valid'], {
    faults: ['emailBasic-missing-message-reworded'],
  });
  const captures = join(root, 'captures');
  mkdirSync(captures);
  const exchanges = await capturedOf(results);
  writeFileSync(join(captures, 'a.ndjson'), asNdjson(exchanges.slice(0, 2)));
  writeFileSync(join(captures, 'b.ndjson'), asNdjson(exchanges.slice(2)));
  const bases = [...new Set(exchanges.map((e) => new URL(e.url).origin))].flatMap((b) => ['--server', b]);
  const dirs = ['whole', 'one', 'two', 'merged', 'alone'].map((d) => join(root, d));
  const [whole, one, two, merged, alone] = dirs as [string, string, string, string, string];

  const audit = (reports: string, extra: string[]) => command(['audit', captures, ...bases, ...extra], reports);
  const all = await audit(whole, []);
  await audit(one, ['--shard', '1/2']);
  await audit(two, ['--shard', '2/2']);
  const both = await command(['merge', one, two, '--out', merged]);

  expect(all.code).toBe(1);
  expect({ code: both.code, totals: totals(both.lines) }).toEqual({ code: all.code, totals: totals(all.lines) });
  expect(recordsIn(merged)).toEqual(recordsIn(whole));
  expect(tallyIn(merged)).toMatchObject({ read: tallyIn(whole).read, judged: 3, verdicts: tallyIn(whole).verdicts });

  const half = await command(['merge', one, '--out', alone]);
  expect({ code: half.code, last: half.lines.at(-1) }).toEqual({ code: 2, last: expect.stringMatching(/^audit: incomplete/) });
});
