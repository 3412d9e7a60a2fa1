// Issue 35, item 1: the doctor is not "ready" for a live run that would judge nothing, says how many rules the profile
// leaves out, and says a run would be incomplete when it would leave out rules of the target's applicable set.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';

// The five lookups of the issue: every one of their 50 rules reads the profile.
const LOOKUPS = ['emailBasic', 'secretaryOfStateSearch', 'prefillByMobile', 'fetchUpiIfsc', 'cacBasic'];
const COUNT = allRules().filter((r) => LOOKUPS.includes(r.operation)).length;
const CAC = allRules()
  .filter((r) => r.operation === 'cacBasic')
  .map((r) => r.id)
  .sort();

const scratch = mkdtempSync(join(tmpdir(), 'vts-doctor-coverage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A live set-up with every variable set; `drop` takes keys out of the filled profile; `data: 'none'` empties it. */
function setUp(options: { data?: 'none'; drop?: string[] } = {}): Record<string, string> {
  const env = liveEnv(mkdtempSync(join(scratch, 'run-')), { url: 'http://127.0.0.1:9', ...options });
  const file = env.VTS_TARGET_PROFILE as string;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, string> };
  for (const key of options.drop ?? []) delete profile.data[key];
  writeFileSync(file, JSON.stringify(profile));
  return env;
}
const doctor = (env: Record<string, string>) => runInProcess(['doctor', ...LOOKUPS.flatMap((op) => ['--operation', op])], env);
const lastLine = (output: string) => output.trim().split('\n').at(-1);
/** The doctor's own selection, repeated in the command it names (issue 37: it used to drop them). */
const SELECTED = LOOKUPS.map((op) => `--operation ${op}`).join(' ');

describe('npm run doctor and what a live run would cover', () => {
  it('an empty profile: not ready, the plan runs no rule', async () => {
    const run = await doctor(setUp({ data: 'none' }));
    expect(run.code, run.output).toBe(2);
    expect(run.output).not.toMatch(/ready/);
    expect(run.output).toContain(`problem: the plan runs no rule: all ${COUNT} are left out`);
    expect(lastLine(run.output)).toBe(`doctor: 1 problem: fix it, then run npm run doctor -- ${SELECTED} again`);
  }, 60_000);

  it('a filled profile: ready, saying how many rules run and how many the profile leaves out', async () => {
    const run = await doctor(setUp({ drop: ['rcNumber'] }));
    expect(run.code, run.output).toBe(0);
    expect(lastLine(run.output)).toBe(
      `doctor: ready for a live run of 5 operations (${COUNT - CAC.length} of ${COUNT} rules run, ${CAC.length} left out (not-applicable)): npm run conformance -- --target live ${SELECTED}`,
    );
  }, 60_000);

  it('a profile that leaves out rules of the applicable set: not ready, the run would be incomplete, naming them and the key', async () => {
    const env = setUp({ drop: ['rcNumber'] });
    mkdirSync(env.VTS_BASELINE_DIR as string, { recursive: true });
    writeFileSync(join(env.VTS_BASELINE_DIR as string, 'live.applicable.json'), JSON.stringify({ target: 'live', rules: CAC }));
    const run = await doctor(env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(
      new RegExp(
        `^problem: the run would be incomplete \\(exit 2\\): ${CAC.length} rule\\(s\\) of .*live\\.applicable\\.json would not run, lacking test data "rcNumber": ${CAC.join(', ').replace(/\./g, '\\.')}: `,
        'm',
      ),
    );
    expect(run.output).not.toMatch(/ready/);
  }, 60_000);
});
