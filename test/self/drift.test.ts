// Issue 12: `npm run drift` as a user runs it. The committed set against itself is no drift; a sandbox re-recorded
// under the "vendor-upgrade" profile (two breaking faults, two additive changes at once) gives exactly those findings,
// with their rule ids and pointers, in the console, drift.json and Allure; a missing set is exit 2; --fail-on notable
// makes a notable finding fail.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../src/base/paths.js';
import { runCli, runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-drift-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const reports = join(scratch, 'reports');
const drift = (args: string[]) => runInProcess(['drift', ...args], { VTS_REPORTS_DIR: reports });

interface Finding {
  class: string;
  kind: string;
  operation: string;
  pointer: string;
  ruleIds: string[];
}

describe('npm run drift', () => {
  it('finds no difference between the committed set and itself: exit 0', async () => {
    const run = await drift([recordingsDir(), recordingsDir()]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('no difference');
  });

  it('classifies a vendor upgrade recorded from the sandbox: the two breaking and two additive changes, exit 1', async () => {
    const candidate = join(scratch, 'candidate');
    const operations = ['secretaryOfStateSearch', 'emailBasic', 'parseBankStatement', 'fetchUpiIfsc'];
    const recorded = await runCli(
      ['record', '--target', 'sandbox', '--out', candidate, ...operations.flatMap((op) => ['--operation', op])],
      {
        VTS_SANDBOX_PROFILE: 'vendor-upgrade',
        VTS_REPORTS_DIR: join(scratch, 'record-reports'),
      },
    );
    // The breaking faults are violations of the run that recorded them; the recordings are written all the same.
    expect(recorded.code, recorded.output).toBe(1);
    const run = await drift([candidate]);
    expect(run.code, run.output).toBe(1);
    const { findings, notRecorded } = JSON.parse(readFileSync(join(reports, 'drift.json'), 'utf8')) as {
      findings: Finding[];
      notRecorded: string[];
    };
    expect(findings.map(({ class: c, kind, operation, pointer, ruleIds }) => ({ c, kind, operation, pointer, ruleIds }))).toEqual(
      [
        {
          c: 'breaking',
          kind: 'status-changed',
          operation: 'parseBankStatement',
          pointer: '',
          ruleIds: ['parseBankStatement.credentials.wrong'],
        },
        {
          c: 'breaking',
          kind: 'field-renamed',
          operation: 'secretaryOfStateSearch',
          pointer: '/metadata',
          ruleIds: ['secretaryOfStateSearch.request.found'],
        },
        {
          c: 'additive',
          kind: 'field-added',
          operation: 'emailBasic',
          pointer: '/result/riskScore',
          ruleIds: ['emailBasic.request.deliverable'],
        },
        {
          c: 'additive',
          kind: 'header-added',
          operation: 'fetchUpiIfsc',
          pointer: '/x-vendor-version',
          ruleIds: ['fetchUpiIfsc.request.valid', 'fetchUpiIfsc.vpa.invalid-returns-200'],
        },
      ],
    );
    // Operations the candidate did not re-record are not compared, and not called missing.
    expect(notRecorded).toContain('authToken');
    expect(run.output).toMatch(/secretaryOfStateSearch\s+1\s+0\s+0/);
    expect(readFileSync(join(reports, 'drift.md'), 'utf8')).toContain('| secretaryOfStateSearch | field-renamed');
    const allure = readdirSync(join(reports, 'allure-results'))
      .filter((f) => f.endsWith('-result.json'))
      .map(
        (f) =>
          JSON.parse(readFileSync(join(reports, 'allure-results', f), 'utf8')) as {
            status: string;
            labels: { name: string; value: string }[];
          },
      );
    expect(allure.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'passed', 'passed']);
  }, 180_000);

  it('a missing set is exit 2, naming it and the command that makes one', async () => {
    const run = await drift([join(scratch, 'nowhere')]);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/VTS_ERR_DRIFT_SET.*nowhere.*npm run record -- --out/);
  });

  it('a notable finding fails only with --fail-on notable', async () => {
    const candidate = join(scratch, 'notable');
    cpSync(join(recordingsDir(), 'emailBasic'), join(candidate, 'emailBasic'), { recursive: true });
    // A probe that now answers otherwise: notable, never breaking.
    const probe = join(candidate, 'emailBasic', 'emailBasic.eventType.invalid.json');
    expect(existsSync(probe)).toBe(true);
    const file = JSON.parse(readFileSync(probe, 'utf8'));
    file.steps[0].interactions[0].status = 422;
    writeFileSync(probe, JSON.stringify(file));
    expect((await drift([candidate])).code).toBe(0);
    const strict = await drift([candidate, '--fail-on', 'notable']);
    expect(strict.code, strict.output).toBe(1);
    expect(strict.output).toContain('NOTABLE emailBasic probe-changed');
  });
});
