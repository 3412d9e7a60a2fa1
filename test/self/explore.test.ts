// Exploration against the sandbox (issue 40), and against the stand-in of test/self/own-refusals-vendor.ts in front of
// it, which answers every refusal whose form the documents do not show with a body of its own (issue 52): nothing found
// on either with --gate-explore at a budget of 60; each exploration fault (an input no rule sends, answered 500 or
// accepted where the documents refuse it) found within the budget on both, shrunk to the one change it needs, and seen
// again by its reproduce line, and not with the fault off.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommandLine } from '../../src/cli/commands.js';
import type { ExploreRun, Property } from '../../src/explore/types.js';
import { isEvent, OPERATION_IDS, type OperationId } from '../../src/model/operations.js';
import { sarifSchemaErrors } from '../unit/output/sarif/sarif-schema.js';
import { runInProcess } from './cli.js';
import { exploreTarget } from './explore-target.js';
import { targetOf } from './one-judge.js';

const SEED = 4040;
const TARGETS = ['sandbox', 'stand-in'] as const;
type Kind = (typeof TARGETS)[number];

async function exploreOn(kind: Kind, operations: OperationId[], budget: number, faults: string[] = []): Promise<ExploreRun> {
  const { target, close } = await targetOf(kind, faults);
  return exploreTarget(target, close, { operations, budget, seed: SEED });
}

/** `npm run explore -- --reproduce '<spec>'` in process, against a sandbox with `faults` (the stand-in in front of
 * it, given as VTS_SANDBOX_URL): its exit code and output. */
async function reproduce(kind: Kind, spec: string, faults: string): Promise<{ code: number; out: string }> {
  const standIn = kind === 'stand-in' ? await targetOf(kind, faults ? [faults] : []) : undefined;
  const env = { VTS_SANDBOX_FAULTS: faults, VTS_SANDBOX_URL: standIn?.vendor?.url };
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const lines: string[] = [];
  try {
    for (const [k, v] of Object.entries(env))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    const code = await runCommandLine(['explore', '--target', 'sandbox', '--seed', String(SEED), '--reproduce', spec], (l) =>
      lines.push(l),
    );
    return { code, out: lines.join('\n') };
  } finally {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    await standIn?.close();
  }
}

const FAULT_ROWS: [fault: string, operation: OperationId, property: Property, field: string, budget: number][] = [
  ['explore-fetchUpiIfsc-empty-name-500', 'fetchUpiIfsc', 'not-a-server-error', 'body:name', 200],
  ['explore-matchFace-duplicate-part-500', 'matchFace', 'not-a-server-error', 'part:selfie', 60],
  ['explore-parseBankStatement-no-files-500', 'parseBankStatement', 'not-a-server-error', 'body:bankStatementFiles', 200],
  ['explore-authToken-resume-any-case', 'authToken', 'invalid-input-accepted', 'body:authenticateOnResume', 200],
];

const EXPLORED = OPERATION_IDS.filter((op) => !isEvent(op));

describe.for(TARGETS)('exploring the %s', (kind) => {
  const runs: string[] = [];
  afterAll(() => console.log(runs.join('\n')));

  it('finds nothing at a budget of 60 with --gate-explore (exit 0), and touches every operation', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'vts-explore-gated-'));
    const standIn = kind === 'stand-in' ? await targetOf(kind) : undefined;
    try {
      const args = ['explore', '--target', 'sandbox', '--budget', '60', '--seed', String(SEED), '--gate-explore'];
      const cli = await runInProcess(args, { VTS_REPORTS_DIR: reports, VTS_SANDBOX_URL: standIn?.vendor?.url });
      const run = JSON.parse(readFileSync(join(reports, 'explore.json'), 'utf8')) as ExploreRun;
      const requests = run.operations.reduce((n, o) => n + o.requests.coverage + o.requests.random, 0);
      runs.push(`${kind}, gated: ${requests} requests in ${(run.durationMs / 1000).toFixed(1)} s`);
      expect(run.harnessErrors).toEqual([]);
      expect(run.findings.map((f) => `${f.operation} ${f.property} ${f.field} ${f.keyword}: ${f.detail}`)).toEqual([]);
      expect(cli.code, cli.output).toBe(0);
      expect(run.operations.map((o) => o.operation)).toEqual(EXPLORED);
      for (const o of run.operations) expect(o.fields.length, o.operation).toBeGreaterThan(0);
      // The stand-in's own refusals were met: what it is there for.
      if (standIn !== undefined) expect(standIn.vendor?.answered.size).toBeGreaterThan(5);
    } finally {
      await standIn?.close();
      rmSync(reports, { recursive: true, force: true });
    }
  }, 180_000);

  it.for(FAULT_ROWS)('finds %s on %s as %s, shrunk and reproduced', async ([fault, operation, property, field, budget]) => {
    const run = await exploreOn(kind, [operation], budget, [fault]);
    expect(run.harnessErrors).toEqual([]);
    const finding = run.findings.find((f) => f.property === property && f.field === field);
    expect(finding, run.findings.map((f) => `${f.property} ${f.field}`).join('; ')).toBeDefined();
    if (finding === undefined) return;
    // Shrunk: of what was generated, only the one change the fault needs is kept; the rest are fields left out.
    expect(finding.probe.moves.filter((m) => m.keyword !== 'missing').map((m) => m.field)).toEqual([field]);
    expect((await reproduce(kind, finding.reproduce, fault)).code).toBe(1);
    const off = await reproduce(kind, finding.reproduce, '');
    expect(off.code, off.out).toBe(0);
    expect(off.out).toContain('not reproduced');
  });
});

describe('npm run explore', () => {
  const reports = mkdtempSync(join(tmpdir(), 'vts-explore-'));
  afterAll(() => rmSync(reports, { recursive: true, force: true }));
  const noStack = (out: string) => expect(out).not.toMatch(/^\s+at |node:internal/m);

  it('says in one line that replay has nothing to explore', async () => {
    const run = await runInProcess(['explore', '--target', 'replay'], { VTS_REPORTS_DIR: reports });
    expect(run.code).toBe(0);
    expect(run.output.trim().split('\n')).toEqual([expect.stringContaining('nothing to explore')]);
  });

  it.for([
    [['--budget', '0'], '--budget must be a positive integer'],
    [['--operation', 'webhookEvent'], 'is no operation the harness calls'],
    [['--reproduce', 'cacBasic#3'], '--reproduce needs the --seed'],
    [['--budjet', '5'], 'unknown flag --budjet (did you mean "--budget"?)'],
  ] as const)('%j is one line naming the fix', async ([args, says]) => {
    const run = await runInProcess(['explore', '--target', 'sandbox', ...args], { VTS_REPORTS_DIR: reports });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain(says);
    noStack(run.output);
  });

  it('stops on a misspelt variable before it sends anything, as a conformance run does', async () => {
    const run = await runInProcess(['explore', '--target', 'sandbox'], { VTS_REPORTS_DIR: reports, VTS_SEEDD: '5' });
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain('VTS_SEEDD (in the environment) is not a setting this harness reads: did you mean VTS_SEED?');
  });

  it('reports a finding in its own section, not gating, and gating with --gate-explore', async () => {
    const env = { VTS_REPORTS_DIR: reports, VTS_SANDBOX_FAULTS: 'explore-fetchUpiIfsc-empty-name-500' };
    const args = ['explore', '--target', 'sandbox', '--operation', 'fetchUpiIfsc', '--budget', '40', '--seed', String(SEED)];
    const run = await runInProcess(args, env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/fetchUpiIfsc +40 +\d+ +\d+ +\d+ +\d+ +\d+/);
    expect(run.output).toContain('Server error');
    expect(run.output).toContain('(not gating: --gate-explore makes them gate)');
    expect(readFileSync(join(reports, 'summary.md'), 'utf8')).toContain('## Exploration');
    expect(readFileSync(join(reports, 'junit.xml'), 'utf8')).toContain('<testsuite name="explore"');
    expect(existsSync(join(reports, 'explore.json'))).toBe(true);
    const sarif = JSON.parse(readFileSync(join(reports, 'explore.sarif'), 'utf8')) as Log;
    const found = (JSON.parse(readFileSync(join(reports, 'explore.json'), 'utf8')) as ExploreRun).findings;
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(found).not.toEqual([]);
    expect(sarif.runs[0]?.results?.map((r) => r.ruleId)).toEqual(found.map((f) => `explore.${f.property}`));
    const gated = await runInProcess([...args, '--gate-explore'], env);
    expect(gated.code, gated.output).toBe(1);
  });
});
