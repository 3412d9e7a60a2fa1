// An accepted deviation hides nothing else (issue 8, item 5), end to end against the sandbox. One rule, two faults that
// break it differently: `fetchUpiIfsc-invalid-vpa-not-echoed` (200, the VPA echoed upper-cased: a wording difference)
// and `fetchUpiIfsc-invalid-vpa-400` (the same request answered 400). The first is accepted through baseline:update
// (--rule, --reason) after a partial run (--rule); the second is then a new violation, exit 1, with a line saying what
// differs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runInProcess } from './cli.js';

const RULE = 'fetchUpiIfsc.vpa.invalid-returns-200';
const WORDING = 'fetchUpiIfsc-invalid-vpa-not-echoed';
const STATUS = 'fetchUpiIfsc-invalid-vpa-400';
const scratch = mkdtempSync(join(tmpdir(), 'vts-fingerprint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const baselineDir = (name: string) => join(scratch, name, 'baseline');
const baselineFile = (name: string) => join(baselineDir(name), 'sandbox.verdicts.json');
const reports = (name: string) => join(scratch, name, 'reports');

function writeBaseline(name: string, accepted: Record<string, unknown>): void {
  mkdirSync(baselineDir(name), { recursive: true });
  writeFileSync(baselineFile(name), JSON.stringify({ target: 'sandbox', accepted }));
}

const conformance = (name: string, fault: string): Promise<CliRun> =>
  runCli(['conformance', '--target', 'sandbox', '--rule', RULE, '--seed', '7'], {
    VTS_SANDBOX_FAULTS: fault,
    VTS_SANDBOX_URL: undefined,
    VTS_APP_ID: undefined,
    VTS_APP_KEY: undefined,
    VTS_BASELINE_DIR: baselineDir(name),
    VTS_REPORTS_DIR: reports(name),
  });

const REASON = 'vendor upper-cases the VPA it echoes, ticket V-9';
const OTHER = { 'cacBasic.request.valid': { verdict: 'violation', reason: 'vendor drops metaData.requestId, ticket V-3' } };

describe('accept by fingerprint, end to end', () => {
  let first: CliRun;
  let update: CliRun;
  beforeAll(async () => {
    writeBaseline('pinned', OTHER);
    first = await conformance('pinned', WORDING);
    const runFile = join(reports('pinned'), 'verdicts.json');
    update = await runInProcess(['baseline:update', '--target', 'sandbox', runFile, '--rule', RULE, '--reason', REASON], {
      VTS_BASELINE_DIR: baselineDir('pinned'),
    });
  }, 120_000);

  it('the wording difference, not yet accepted: exit 1', () => expect(first.code, first.output).toBe(1));

  it('baseline:update after that --rule run pins its fingerprint and keeps the entry of the rule that did not run', () => {
    expect(update.code, update.output).toBe(0);
    expect(JSON.parse(readFileSync(baselineFile('pinned'), 'utf8')).accepted).toEqual({
      ...OTHER,
      [RULE]: {
        verdict: 'violation',
        reason: REASON,
        acceptedBy: expect.any(String),
        acceptedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 200,
        violations: [{ check: 'echoedField', pointer: '/result/vpa' }],
      },
    });
  });

  it('the same fault again: accepted, exit 0', async () => {
    const again = await conformance('pinned', WORDING);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`accepted deviation: ${RULE} (violation)`);
  }, 60_000);

  it('a fault that changes the same rule to 400: new, exit 1, saying what differs from the accepted fingerprint', async () => {
    const changed = await conformance('pinned', STATUS);
    expect(changed.code, changed.output).toBe(1);
    expect(changed.output).toContain(
      `new violation: ${RULE}: differs from the accepted deviation: status 400, accepted 200; new: statusCode (whole response); gone: echoedField at /result/vpa`,
    );
  }, 60_000);

  it('an old baseline entry (verdict and reason only) still reads, accepts by verdict, and says it is not pinned', async () => {
    writeBaseline('old', { ...OTHER, [RULE]: { verdict: 'violation', reason: 'vendor upper-cases the VPA, ticket V-9' } });
    const old = await conformance('old', WORDING);
    expect(old.code, old.output).toBe(0);
    expect(old.output).toContain(`accepted deviation: ${RULE} (violation): vendor upper-cases the VPA, ticket V-9`);
    expect(old.output).toContain(
      `accepted by verdict only: ${RULE} (an old baseline entry without a fingerprint): accept it again to pin it: npm run baseline:update -- --target sandbox --rule ${RULE} --reason "<why>"`,
    );
  }, 60_000);
});
