// `npm run baseline:update` as a user runs it: after a partial run it keeps what that run did not judge, it writes each
// accepted deviation with its fingerprint, and a broken run file is one line naming the file and the fix (exit 2).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, shownPath } from '../../src/base/paths.js';
import { runInProcess } from './cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-baseline-update-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface CaseOf {
  verdict: string;
  status?: number;
  violations?: { check: string; pointer: string }[];
  reason?: string;
}
const caseOf = (ruleId: string, c: CaseOf) => ({
  ruleId,
  operation: ruleId.split('.')[0],
  document: 'verification-and-token-services.md',
  title: ruleId,
  source: 'verification-and-token-services.md › Errors',
  strength: 'documented',
  severity: 'normal',
  verdict: c.verdict,
  outcome: c.verdict === 'violation' ? 'fail' : 'pass',
  ...(c.reason ? { reason: c.reason } : {}),
  ...(c.status === undefined ? {} : { status: c.status }),
  violations: (c.violations ?? []).map((v) => ({
    ruleId,
    title: 'Wrong message',
    expected: 'x',
    actual: 'y',
    ...v,
  })),
  seed: 7,
  target: 'sandbox',
  durationMs: 1,
  attempts: 1,
  steps: 1,
  reproduce: `npm run conformance -- --rule ${ruleId} --seed 7 --target sandbox`,
});

/** A scratch folder with a baseline (old form, as teams have them today) and a run file. */
function setUp(name: string, accepted: Record<string, unknown>, runFile: string | object) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'baseline'), { recursive: true });
  writeFileSync(join(dir, 'baseline', 'sandbox.verdicts.json'), JSON.stringify({ target: 'sandbox', accepted }));
  const file = join(dir, 'verdicts.json');
  writeFileSync(file, typeof runFile === 'string' ? runFile : JSON.stringify(runFile));
  return {
    file,
    update: () => runInProcess(['baseline:update', '--target', 'sandbox', file], { VTS_BASELINE_DIR: join(dir, 'baseline') }),
    baseline: () => JSON.parse(readFileSync(join(dir, 'baseline', 'sandbox.verdicts.json'), 'utf8')),
  };
}

const loginRun = {
  target: 'sandbox',
  seed: 7,
  complete: true,
  cases: [
    caseOf('login.request.valid', { verdict: 'pass', status: 200 }),
    caseOf('login.expiry.zero', { verdict: 'pass', status: 400 }),
    caseOf('login.appKey.missing', {
      verdict: 'violation',
      status: 400,
      violations: [{ check: 'message', pointer: '/error' }],
      reason: 'Wrong message',
    }),
  ],
};

describe('npm run baseline:update', () => {
  it('after a partial run (--operation login) keeps the entries, and reasons, of the rules it did not run', async () => {
    const s = setUp(
      'partial',
      {
        'cacBasic.request.valid': { verdict: 'violation', reason: 'vendor drops metaData.requestId, ticket V-3' },
        'login.expiry.zero': { verdict: 'violation', reason: 'fixed in vendor 2.4' },
        'login.appKey.missing': { verdict: 'violation', reason: 'vendor says "Missing appKey", ticket V-7' },
      },
      loginRun,
    );
    const run = await s.update();
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted).toEqual({
      'cacBasic.request.valid': { verdict: 'violation', reason: 'vendor drops metaData.requestId, ticket V-3' },
      'login.appKey.missing': {
        verdict: 'violation',
        status: 400,
        violations: [{ check: 'message', pointer: '/error' }],
        reason: 'vendor says "Missing appKey", ticket V-7',
      },
    });
    expect(run.output).toContain('dropped, now passing: login.expiry.zero');
    expect(run.output).toContain('kept, not judged by this run: cacBasic.request.valid');
  });

  it('writes a vendor fault or an infra case with its fingerprint too: no response is status null', async () => {
    const s = setUp(
      'infra',
      {},
      {
        ...loginRun,
        cases: [caseOf('login.request.valid', { verdict: 'infra', reason: 'connection refused' })],
      },
    );
    const run = await s.update();
    expect(run.code, run.output).toBe(0);
    expect(s.baseline().accepted).toEqual({
      'login.request.valid': { verdict: 'infra', status: null, violations: [], reason: 'connection refused' },
    });
  });

  const oneLine = (output: string) => output.trim().split('\n');

  it('a truncated verdicts.json: one line naming the file and the fix, exit 2, the baseline untouched', async () => {
    const whole = JSON.stringify(loginRun, null, 2);
    const s = setUp('truncated', { 'cacBasic.request.valid': { verdict: 'violation', reason: 'V-3' } }, whole.slice(0, 700));
    const run = await s.update();
    expect(run.code, run.output).toBe(2);
    const shown = shownPath(s.file, ROOT);
    expect(oneLine(run.output)).toEqual([
      expect.stringMatching(
        new RegExp(`^error: ${shown} is not valid JSON \\(.+\\): .*run npm run conformance again to rewrite it$`),
      ),
    ]);
    expect(s.baseline().accepted).toEqual({ 'cacBasic.request.valid': { verdict: 'violation', reason: 'V-3' } });
  });

  it('a verdicts.json of the wrong shape: one line naming the file, the place and the fix, exit 2', async () => {
    const { verdict: _dropped, ...noVerdict } = caseOf('login.request.valid', { verdict: 'pass' });
    const s = setUp('wrong-shape', {}, { ...loginRun, cases: [noVerdict] });
    const run = await s.update();
    expect(run.code, run.output).toBe(2);
    expect(oneLine(run.output)).toEqual([
      `error: ${shownPath(s.file, ROOT)}: /cases/0 must have required property 'verdict': it is not a verdicts.json of this harness: run npm run conformance again to rewrite it`,
    ]);
  });
});
