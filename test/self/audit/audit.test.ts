// Audit self-tests: the sandbox's own traffic, captured as a team would capture it (NDJSON of the bytes on the wire),
// audited by the command: a conformant sandbox gives no violation, and every fault of a rule that sends one request is
// found in the traffic it makes (audit knows no rule id: it reads only the capture).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import { auditSession } from '../../../src/audit/session.js';
import { server } from '../../../src/audit/match.js';
import { testValues } from '../../../src/audit/test-values.js';
import { runCommandLine } from '../../../src/cli/commands.js';
import type { AuditRecord } from '../../../src/audit/types.js';
import type { CaseResult, Rule } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';
import { runOnSandbox } from '../sandbox-run.js';
import { capturedOf, RECEIVER } from './captured-from-cases.js';
import { asNdjson } from './ndjson-of.js';

const SANDBOX = JSON.parse(readFileSync('fixtures/targets/sandbox.json', 'utf8')).data as Record<string, string>;
const rules = allRules();
const oneRequest = (r: Rule | undefined) =>
  r !== undefined && r.before === undefined && r.sends === undefined && r.after === undefined;

/** The records audit makes of the traffic of `ids` against a sandbox with `faults` (of `results` when given), knowing the
 * team's credentials or not. */
async function audited(ids: string[], faults: string[] = [], known = true, given?: CaseResult[]): Promise<AuditRecord[]> {
  const results = given ?? (await runOnSandbox(ids, { faults }));
  const bases = new Set(results.flatMap((r) => r.exchange?.steps ?? []).map((s) => s.request.base));
  const records: AuditRecord[] = [];
  const session = auditSession({
    servers: [...bases].map((b) => server(b)),
    receivers: [new URL(RECEIVER)],
    values: testValues([SANDBOX], known ? { appId: SANDBOX.appId as string, appKey: SANDBOX.appKey as string } : undefined),
    secrets: [],
    onRecord: (r) => records.push(r),
  });
  for (const c of await capturedOf(results)) session.add(c);
  // The end of the capture: a flow's parse still waiting for its results is judged with what the capture holds.
  session.tally(['cases']);
  return records;
}

describe('audit of the sandbox traffic', () => {
  it('judges every exchange of a conformant sandbox without a violation, most under their documented row', async () => {
    const ids = rules.filter((r) => r.strength === 'documented').map((r) => r.id);
    const results = await runOnSandbox(ids);
    const records = await audited(ids, [], true, results);
    expect(records.length).toBeGreaterThan(200);
    expect(records.filter((r) => r.verdict === 'violation' || r.verdict === 'harness-error')).toEqual([]);
    expect(records.filter((r) => r.row !== undefined).length).toBeGreaterThan(records.length / 2);
    // Without the team's credentials no row that rests on them is told, and a rule's test value in a credential field
    // (an app id the vendor fails with a 500) is still no wrong pair.
    const blind = await audited(ids, [], false, results);
    expect(blind.filter((r) => r.verdict === 'violation' || r.verdict === 'harness-error')).toEqual([]);
  });

  const eligible = FAULTS.filter((f) => oneRequest(rules.find((r) => r.id === f.breaks)));
  const found: string[] = [];
  afterAll(() => console.log(`audit score: ${found.length}/${eligible.length} faults found in traffic`));
  it.for(eligible.map((f) => f.id))('finds fault %s in the traffic it makes', async (id) => {
    const fault = FAULTS.find((f) => f.id === id) as (typeof FAULTS)[number];
    const operation = rules.find((r) => r.id === fault.breaks)?.operation;
    // The rules of the fault's reading family too: a sentence read two ways shows only across exchanges.
    const family = rules.find((r) => r.id === fault.breaks)?.family?.name;
    const ids = rules
      .filter((r) => [fault.breaks, ...(fault.alsoBreaks ?? [])].includes(r.id) || (family && r.family?.name === family))
      .filter(oneRequest)
      .map((r) => r.id);
    const records = await audited(ids, [id]);
    expect(records.filter((r) => r.operation === operation && r.verdict === 'violation').length).toBeGreaterThan(0);
    found.push(id);
  });
});

describe('vts audit', () => {
  it('reads an NDJSON capture, writes every report, and exits 0 on a conformant sandbox', async () => {
    const results = await runOnSandbox(['emailBasic.request.deliverable', 'emailBasic.email.missing', 'authToken.expiry.max']);
    const dir = mkdtempSync(join(tmpdir(), 'vts-audit-'));
    const file = join(dir, 'traffic.ndjson');
    writeFileSync(file, asNdjson(await capturedOf(results)));
    const bases = [...new Set(results.flatMap((r) => r.exchange?.steps ?? []).map((s) => s.request.base))];
    const lines: string[] = [];
    process.env.VTS_REPORTS_DIR = join(dir, 'reports');
    try {
      const code = await runCommandLine(['audit', file, ...bases.flatMap((b) => ['--server', b])], (l) => lines.push(l));
      expect({ code, last: lines.at(-1) }).toEqual({
        code: 0,
        last: expect.stringMatching(/^audit: 3 exchanges judged, 0 violations/),
      });
      expect(readdirSync(join(dir, 'reports')).sort()).toEqual(
        expect.arrayContaining([
          'audit.ndjson',
          'audit.sarif',
          'junit.xml',
          'summary.md',
          'traffic-coverage.json',
          'allure-results',
        ]),
      );
    } finally {
      delete process.env.VTS_REPORTS_DIR;
    }
  });

  it('exits 2 when nothing in the capture is under the vendor base URLs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vts-audit-'));
    const file = join(dir, 'elsewhere.ndjson');
    writeFileSync(file, `${JSON.stringify({ method: 'GET', url: 'https://example.org/', request: { headers: {} } })}\n`);
    process.env.VTS_REPORTS_DIR = join(dir, 'reports');
    const lines: string[] = [];
    try {
      expect(await runCommandLine(['audit', file, '--server', 'https://vendor.example'], (l) => lines.push(l))).toBe(2);
      expect(lines.at(-1)).toMatch(/nothing judged: 1 exchanges read/);
    } finally {
      delete process.env.VTS_REPORTS_DIR;
    }
  });
});
