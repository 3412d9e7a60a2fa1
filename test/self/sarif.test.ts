// Issue 50, item 2: `vts conformance` writes reports/conformance.sarif for GitHub code scanning. A sandbox run with two
// faults switched on gives exactly one result per new violation, each on the row of the document its rule expects; a
// clean replay gives none; a vendor answering every request with a canary gets its violations reported without the
// canary, nor the canary credentials. Every file passes the SARIF 2.1.0 JSON Schema.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { sarifSchemaErrors } from '../unit/output/sarif/sarif-schema.js';
import { type CliRun, runCli } from './cli.js';
import { liveEnv } from './live-env.js';

const FAULTS = { 'login-appKey-missing-message': 'login.appKey.missing', 'login-expiry-zero-message': 'login.expiry.zero' };
const VENDOR_CANARY = 'canary-vendor-9c41e7';
const CREDENTIALS = { appId: 'canary-sarif-id-51d0', appKey: 'canary-sarif-key-7be3' };
const scratch = mkdtempSync(join(tmpdir(), 'vts-sarif-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Entry {
  ruleId: string;
  verdict: string;
  outcome: string;
  violations: { actual: unknown }[];
}
const read = (dir: string) => ({
  text: readFileSync(join(dir, 'conformance.sarif'), 'utf8'),
  log: JSON.parse(readFileSync(join(dir, 'conformance.sarif'), 'utf8')) as Log,
  cases: (JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8')) as { cases: Entry[] }).cases,
});
const resultRules = (log: Log) => (log.runs[0]?.results ?? []).map((r) => r.ruleId);
const newViolations = (cases: Entry[]) =>
  cases.filter((c) => c.outcome === 'fail' && c.verdict === 'violation').map((c) => c.ruleId);
const spec = readFileSync(join(ROOT, 'spec', 'verification-and-token-services.md'), 'utf8').split('\n');

describe('conformance.sarif of a sandbox run with two faults', () => {
  const reports = join(scratch, 'faulted');
  let run: CliRun;
  beforeAll(async () => {
    run = await runCli(['conformance', '--target', 'sandbox', '--operation', 'login', '--seed', '7'], {
      VTS_SANDBOX_FAULTS: Object.keys(FAULTS).join(','),
      VTS_SANDBOX_URL: undefined,
      VTS_REPORTS_DIR: reports,
    });
  }, 180_000);

  it('fails the run, and names the file among its reports', () => {
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/^reports: .*conformance\.sarif/m);
  });

  it('passes the SARIF 2.1.0 JSON Schema', () => expect(sarifSchemaErrors(read(reports).log)).toEqual([]));

  it('has exactly one result per new violation: the rules the faults break', () => {
    const { log, cases } = read(reports);
    expect(resultRules(log)).toEqual(newViolations(cases));
    expect([...resultRules(log)].sort()).toEqual(Object.values(FAULTS).sort());
  });

  it('puts each on the line of the Errors row its rule expects', () => {
    const lines = (read(reports).log.runs[0]?.results ?? []).map((r) => r.locations?.[0]?.physicalLocation?.region?.startLine);
    expect(lines.map((line) => spec[(line ?? 0) - 1]).sort()).toEqual([
      '| 400 | Expiry should be greater than 0 | expiry 0 or less |',
      '| 400 | Missing/Invalid credentials | appId or appKey or both missing |',
    ]);
  });

  it('holds none of the values the sandbox answered with', () => {
    const { text, cases } = read(reports);
    const answered = cases.flatMap((c) => c.violations.map((v) => v.actual)).filter((a): a is string => typeof a === 'string');
    expect(answered).toContain('Missing appKey');
    expect(answered.filter((a) => text.includes(a))).toEqual([]);
  });
});

describe('conformance.sarif of a clean replay run', () => {
  const reports = join(scratch, 'clean');
  let run: CliRun;
  beforeAll(async () => {
    run = await runCli(['conformance', '--operation', 'login'], { VTS_REPORTS_DIR: reports });
  }, 180_000);

  it('has no result, and passes the schema', () => {
    expect(run.code, run.output).toBe(0);
    const { log } = read(reports);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]?.results).toEqual([]);
  });
});

describe('conformance.sarif of a vendor answering with a canary', () => {
  const reports = join(scratch, 'live', 'reports');
  let vendor: Server;
  let run: CliRun;
  beforeAll(async () => {
    vendor = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'failure', statusCode: 400, error: VENDOR_CANARY }));
      });
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
    mkdirSync(join(scratch, 'live'));
    run = await runCli(
      ['conformance', '--target', 'live', '--operation', 'login'],
      liveEnv(join(scratch, 'live'), { url, credentials: CREDENTIALS }),
    );
  }, 180_000);
  afterAll(() => new Promise<void>((resolve) => vendor.close(() => resolve())));

  it('reports its violations: one result each, schema-valid', () => {
    expect(run.code, run.output).toBe(1);
    const { log, cases } = read(reports);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(resultRules(log)).toEqual(newViolations(cases));
    expect(resultRules(log).length).toBeGreaterThan(1);
  });

  it('holds neither the canary the vendor answered with nor the canary credentials', () => {
    const { text } = read(reports);
    expect(readFileSync(join(reports, 'verdicts.json'), 'utf8')).toContain(VENDOR_CANARY);
    for (const canary of [VENDOR_CANARY, CREDENTIALS.appId, CREDENTIALS.appKey]) expect(text).not.toContain(canary);
  });
});
