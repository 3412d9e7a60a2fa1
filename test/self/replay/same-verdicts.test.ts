// One runner: `npx vitest run --project replay` and `npm run conformance` give the same verdict and outcome per rule.
// One recording is tampered with (a documented 400 answered 200), so the runs hold a violation as well as passes and spec gaps.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingsDir } from '../../../src/base/paths.js';
import type { VerdictsFile } from '../../../src/gate/case-record.js';
import { allRules } from '../../../src/rules/index.js';
import { type CliRun, runCli, runVitestCli } from '../cli.js';

const BROKEN = 'login.expiry.above-max';
const scratch = mkdtempSync(join(tmpdir(), 'vts-same-'));
const STATE_OUTCOME: Record<string, string> = { passed: 'pass', failed: 'fail', skipped: 'skip' };

interface JsonReport {
  testResults: { assertionResults: { status: string; meta: { vts?: { ruleId: string; verdict: string } } }[] }[];
}

describe('vitest and npm run conformance', () => {
  let conformance: CliRun;
  let vitest: CliRun;
  beforeAll(async () => {
    const recordings = join(scratch, 'recordings');
    cpSync(recordingsDir(), recordings, { recursive: true });
    const file = join(recordings, 'login', `${BROKEN}.json`);
    const recording = JSON.parse(readFileSync(file, 'utf8'));
    recording.steps[0].interactions[0].status = 200;
    writeFileSync(file, JSON.stringify(recording));
    const env = { VTS_RECORDINGS_DIR: recordings, VTS_REPORTS_DIR: join(scratch, 'reports'), VTS_TARGET: undefined };
    [conformance, vitest] = await Promise.all([
      runCli(['conformance'], env),
      runVitestCli(['run', '--project', 'replay', '--reporter=json', `--outputFile=${join(scratch, 'vitest.json')}`], env),
    ]);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('agree on the verdict and outcome of every rule', () => {
    expect(conformance.code, conformance.output).toBe(1);
    expect(vitest.code, vitest.output).toBe(1);
    const cli: VerdictsFile = JSON.parse(readFileSync(join(scratch, 'reports', 'verdicts.json'), 'utf8'));
    const report: JsonReport = JSON.parse(readFileSync(join(scratch, 'vitest.json'), 'utf8'));
    const fromVitest = report.testResults
      .flatMap((f) => f.assertionResults)
      .map((a) => `${a.meta.vts?.ruleId} ${a.meta.vts?.verdict} ${STATE_OUTCOME[a.status]}`)
      .sort();
    const fromCli = cli.cases.map((c) => `${c.ruleId} ${c.verdict} ${c.outcome}`).sort();
    expect(fromVitest).toHaveLength(allRules().length);
    expect(fromVitest).toEqual(fromCli);
    expect(fromCli).toContain(`${BROKEN} violation fail`);
  });
});
