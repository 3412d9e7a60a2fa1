// Issue 35 item 6: a VTS_* variable or a profile key the harness does not know is named, with the closest known one, by
// the doctor and at the start of a run. A misspelling of a known name stops both (the doctor is not ready, the run
// exits 2 before anything is sent); a name like none the harness knows is a hint, a warning, and stops nothing.
import { mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './cli.js';
import { liveEnv } from './live-env.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-unknown-names-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A live set-up the doctor finds ready (hosts nothing listens on: the doctor sends nothing), and `extra`. */
const live = (extra: Record<string, string> = {}) => ({
  ...liveEnv(mkdtempSync(join(scratch, 'run-')), { url: 'http://127.0.0.1:9' }),
  ...extra,
});
const DOCTOR = ['doctor', '--operation', 'emailBasic'];

describe('npm run doctor', () => {
  it('is not ready with a misspelt variable, naming the one meant (VTS_RATE_PER_MINUTE: VTS_RATE_PER_MIN)', async () => {
    const run = await runInProcess(DOCTOR, live({ VTS_RATE_PER_MINUTE: '30', VTS_APPID: 'x' }));
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(
      /^problem: VTS_APPID \(in the environment\) is not a setting this harness reads: did you mean VTS_APP_ID\? rename it, or remove it$/m,
    );
    expect(run.output).toMatch(/^problem: VTS_RATE_PER_MINUTE .*: did you mean VTS_RATE_PER_MIN\?/m);
    expect(run.output).not.toMatch(/doctor: ready/);
  }, 60_000);

  it('is not ready with a misspelt profile key, naming the key meant', async () => {
    const env = live();
    const profile = env.VTS_TARGET_PROFILE as string;
    const data = (JSON.parse(readFileSync(profile, 'utf8')) as { data: Record<string, string> }).data;
    const { deliverableEmail, ...rest } = data;
    writeFileSync(profile, JSON.stringify({ data: { ...rest, deliverableEmal: deliverableEmail } }));
    const run = await runInProcess(DOCTOR, env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/^problem: .*: no rule reads "deliverableEmal": did you mean "deliverableEmail"\?/m);
  }, 60_000);

  it('is ready with a name like none it knows, and names it in a hint', async () => {
    const run = await runInProcess(DOCTOR, live({ VTS_TELEMETRY_ENDPOINT: 'https://t.example' }));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /^hint: VTS_TELEMETRY_ENDPOINT \(in the environment\) is not a setting this harness reads \(the nearest is VTS_\w+\): it is ignored$/m,
    );
  }, 60_000);
});

describe('the start of a run', () => {
  const PLAN = ['conformance', '--plan', '--target', 'replay', '--operation', 'emailBasic'];

  it('a misspelt variable stops it, exit 2, before anything else is said', async () => {
    const run = await runInProcess(PLAN, { VTS_RATE_PER_MINUTE: '30' });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toBe(
      'error VTS_ERR_USAGE: VTS_RATE_PER_MINUTE (in the environment) is not a setting this harness reads: did you mean VTS_RATE_PER_MIN? rename it, or remove it\n',
    );
  }, 60_000);

  it('a name like none it knows is one warning line, and the run goes on', async () => {
    const run = await runInProcess(PLAN, { VTS_TELEMETRY_ENDPOINT: 'https://t.example' });
    expect(run.code, run.output).toBe(0);
    expect(run.output.split('\n')[0]).toMatch(/^warning: VTS_TELEMETRY_ENDPOINT \(in the environment\) is not a setting/);
    expect(run.output).toMatch(/^Plan of a replay run/m);
  }, 60_000);

  it('a live run stops on a misspelt profile key', async () => {
    const env = live();
    writeFileSync(env.VTS_TARGET_PROFILE as string, JSON.stringify({ data: { workflowID: 'wf' } }));
    const run = await runInProcess(['conformance', '--plan', '--target', 'live', '--operation', 'authToken'], env);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/^error VTS_ERR_USAGE: .*: no rule reads "workflowID": did you mean "workflowId"\?/m);
  }, 60_000);

  it('drift stops on a misspelt variable too', async () => {
    const run = await runInProcess(['drift', scratch], { VTS_RECORDING_DIR: scratch });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toMatch(/^error VTS_ERR_USAGE: VTS_RECORDING_DIR .*: did you mean VTS_RECORDINGS_DIR\?/m);
  }, 60_000);
});
