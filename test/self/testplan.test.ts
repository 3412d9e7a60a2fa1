// Issue 50 item 4 (acceptance): `vts conformance --testplan` with a plan of three rule ids runs exactly those three,
// says the plan where the run is read, and records no coverage floor; ALLURE_TESTPLAN_PATH selects the same.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-testplan-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const THREE = ['authToken.expiry.min', 'emailBasic.email.missing', 'login.appKey.missing'];
const plan = join(scratch, 'testplan.json');
writeFileSync(plan, JSON.stringify({ version: '1.0', tests: [{ id: THREE[0] }, { selector: THREE[1] }, { id: THREE[2] }] }));

describe('--testplan', () => {
  it('a plan of three rule ids runs exactly those three cases, says so, and records no coverage floor', async () => {
    const reports = join(scratch, 'reports');
    // A baseline folder with no applicable set: a whole run would write its first one there.
    const baseline = join(scratch, 'baseline');
    mkdirSync(baseline);
    const run = await runCli(['conformance', '--testplan', plan], { VTS_REPORTS_DIR: reports, VTS_BASELINE_DIR: baseline });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`vts-conformance: 3 rules of --testplan ${plan} against replay`);
    const verdicts = JSON.parse(readFileSync(join(reports, 'verdicts.json'), 'utf8')) as {
      selection?: string;
      cases: { ruleId: string }[];
    };
    expect(verdicts.cases.map((c) => c.ruleId).sort()).toEqual(THREE);
    expect(verdicts.selection).toBe(`--testplan ${plan}`);
    expect(readFileSync(join(reports, 'summary.md'), 'utf8')).toContain(`selection \`--testplan ${plan}\``);
    expect(existsSync(join(baseline, 'replay.applicable.json'))).toBe(false);
  });

  it('ALLURE_TESTPLAN_PATH, the variable allure-vitest reads, selects the same rules', async () => {
    const run = await runInProcess(['conformance', '--list'], { ALLURE_TESTPLAN_PATH: plan });
    expect(run.code, run.output).toBe(0);
    expect(
      run.output
        .split('\n')
        .flatMap((l) => /^(\S+) {2}/.exec(l)?.[1] ?? [])
        .sort(),
    ).toEqual(THREE);
  });

  it('--help names the flag; a plan that is not there is one line naming the fix, exit 2', async () => {
    expect((await runInProcess(['conformance', '--help'])).output).toMatch(/^ {2}--testplan <file> {2,}only the cases/m);
    const missing = await runInProcess(['conformance', '--testplan', join(scratch, 'none.json')]);
    expect(missing.code).toBe(2);
    expect(missing.output).toBe(
      `error VTS_ERR_USAGE: --testplan ${join(scratch, 'none.json')}: no such file: give the path of a test plan, {"version":"1.0","tests":[{"id":"<rule id>"}]}\n`,
    );
  });
});
