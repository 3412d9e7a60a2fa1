// Issue 19 item 7: the reproduce line reproduces. A sandbox run with a fault switched on, a transport setting, a region
// and --strict prints a reproduce command; that command, run as printed by a shell (with none of the first run's
// variables), fails the same rule the same way. summary.md and the Allure environment widget show the same settings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, runCommand } from './cli.js';

const FAULT = 'login-appKey-missing-message';
const RULE = 'login.appKey.missing';
const scratch = mkdtempSync(join(tmpdir(), 'vts-reproduce-'));
const first = join(scratch, 'first');
const again = join(scratch, 'again');

interface Entry {
  ruleId: string;
  verdict: string;
  outcome: string;
  violations: { check: string; pointer: string; actual: unknown }[];
  reproduce: string;
}
const entryOf = (dir: string, rule: string): Entry | undefined =>
  (JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8')) as { cases: Entry[] }).cases.find((c) => c.ruleId === rule);

/** A command line run by sh as a user pastes it: the environment holds none of the harness's variables but the reports folder. */
const runInShell = (line: string, env: Record<string, string>): Promise<CliRun> => runCommand('sh', ['-c', line], env);

describe('the reproduce line', () => {
  let run: CliRun;
  let line: string;
  let rerun: CliRun;
  beforeAll(async () => {
    run = await runCli(
      ['conformance', '--target', 'sandbox', '--operation', 'login', '--seed', '7', '--deadline', '20', '--strict'],
      {
        VTS_SANDBOX_FAULTS: FAULT,
        VTS_REGION: 'usa',
        VTS_SANDBOX_URL: undefined,
        VTS_APP_ID: undefined,
        VTS_APP_KEY: undefined,
        VTS_REPORTS_DIR: first,
      },
    );
    line = /^reproduce: (.+)$/m.exec(run.output)?.[1] ?? '';
    rerun = await runInShell(line, { VTS_REPORTS_DIR: again });
  }, 180_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('carries every setting that changed the run: the fault, the region, the transport setting, --strict', () => {
    expect(run.code, run.output).toBe(1);
    expect(line).toBe(
      `VTS_SANDBOX_FAULTS=${FAULT} VTS_REGION=usa VTS_DEADLINE_S=20 npm run conformance -- --rule ${RULE} --seed 7 --target sandbox --strict`,
    );
    expect(entryOf(first, RULE)?.reproduce).toBe(line);
  });

  it('run as printed, fails the same rule with the same violation', () => {
    expect(rerun.code, `${line}\n${rerun.output}`).toBe(1);
    const before = entryOf(first, RULE);
    const after = entryOf(again, RULE);
    expect(after?.verdict).toBe('violation');
    expect(after?.violations).toEqual(before?.violations);
  });

  it('summary.md and the Allure environment widget show the same settings', () => {
    const summary = readFileSync(join(first, 'summary.md'), 'utf8');
    const environment = readFileSync(join(first, 'allure-results', 'environment.properties'), 'utf8');
    for (const setting of [`VTS_SANDBOX_FAULTS=${FAULT}`, 'VTS_REGION=usa', 'VTS_DEADLINE_S=20']) {
      expect(summary).toContain(`\`${setting}\``);
      expect(environment).toMatch(new RegExp(`^${setting}$`, 'm'));
    }
    expect(summary).toMatch(/strict yes/);
    expect(environment).toMatch(/^strict=yes/m);
    expect(environment).toMatch(/^seed=7$/m);
  });
});
