// Exploration by what a value carries, shrunk inside the value (issue 52, items 3 and 7), against vendors the project
// never saw, played by the sandbox behind a stand-in: one fails with a 500 on any transactionThreshold the sandbox
// takes that is not written in plain digits (`0.5`, ` 7`), one on any name over 20 characters. Each is found, shrunk to
// the one change with the smallest value that still fails, one finding a cause, and sent again by its reproduce line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.js';
import { readForm } from '../../sandbox/statements/flags.js';
import { runCommandLine } from '../../src/cli/commands.js';
import type { ExploreRun, Finding } from '../../src/explore/types.js';
import type { OperationId } from '../../src/model/operations.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';
import { exploreTarget } from './explore-target.js';
import { type StandIn, type StandInRequest, standInVendor } from './stand-in-vendor.js';

const SEED = 5252;
const LONGEST_NAME = 20;

/** The sandbox takes a threshold of digits with a decimal part, blanks around it; this vendor fails on all but digits. */
const thresholdFails = (v: string) => typeof readForm({ transactionThreshold: v }) !== 'string' && !/^\d+$/.test(v);

const fails = (r: StandInRequest): boolean => {
  const { transactionThreshold: threshold, name } = r.fields;
  if (r.path.endsWith('/v1/bank_statement_analysis'))
    return r.sandboxStatus === 200 && threshold !== undefined && thresholdFails(threshold);
  return r.path.endsWith('/v1/fetchUpiIfsc') && name !== undefined && [...name].length > LONGEST_NAME;
};

/** No character of `v` can go and leave a value that still fails. */
const minimal = (v: string, still: (v: string) => boolean): boolean =>
  [...v].every((_, i) => !still([...v].filter((_, j) => j !== i).join('')));

describe('exploring what a value carries, shrunk inside the value', () => {
  let sandbox: RunningSandbox;
  let vendor: StandIn;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    vendor = await standInVendor(sandbox.url, fails);
  });
  afterAll(async () => {
    await vendor.close();
    await sandbox.close();
  });

  async function exploreStandIn(operation: OperationId, budget: number): Promise<ExploreRun> {
    const target = await sandboxTarget({ url: vendor.url });
    return exploreTarget(target, () => target.teardown(), { operations: [operation], budget, seed: SEED });
  }

  async function reproduce(spec: string): Promise<{ code: number; out: string }> {
    const before = process.env.VTS_SANDBOX_URL;
    process.env.VTS_SANDBOX_URL = vendor.url;
    const lines: string[] = [];
    try {
      const args = ['explore', '--target', 'sandbox', '--seed', String(SEED), '--reproduce', spec];
      return { code: await runCommandLine(args, (l) => lines.push(l)), out: lines.join('\n') };
    } finally {
      if (before === undefined) delete process.env.VTS_SANDBOX_URL;
      else process.env.VTS_SANDBOX_URL = before;
    }
  }

  /** The value the finding's first move gives `name` (a body field or a form part). */
  const valueIn = (f: Finding, name: string): string => {
    const edit = f.probe.moves[0]?.edits[0] as { set?: Record<string, unknown>; parts?: Record<string, unknown> } | undefined;
    const v = edit?.set?.[name] ?? edit?.parts?.[name];
    return typeof v === 'string' ? v : '';
  };
  const serverErrors = (run: ExploreRun) => run.findings.filter((f) => f.property === 'not-a-server-error');

  it('finds a threshold written otherwise than in digits with a budget of 60, shrunk to the threshold alone', async () => {
    const run = await exploreStandIn('bankStatementAnalysis', 60);
    expect(run.harnessErrors).toEqual([]);
    const found = serverErrors(run);
    expect(found.map((f) => f.field)).toContain('part:transactionThreshold');
    for (const f of found) {
      expect(f.field).toBe('part:transactionThreshold');
      // No other move kept, no field of the valid request left out; the value as short as still fails.
      expect(f.probe.moves.map((m) => m.field)).toEqual(['part:transactionThreshold']);
      const threshold = valueIn(f, 'transactionThreshold');
      expect(thresholdFails(threshold), threshold).toBe(true);
      expect(minimal(threshold, thresholdFails), threshold).toBe(true);
      expect((await reproduce(f.reproduce)).code).toBe(1);
    }
    // One cause, one finding, however many ways of writing it failed (a fraction, blanks around it).
    expect(found).toHaveLength(1);
  }, 240_000);

  it('shrinks a 10,000-character name to the shortest that fails, one finding however reached, sent again', async () => {
    const run = await exploreStandIn('fetchUpiIfsc', 120);
    expect(run.harnessErrors).toEqual([]);
    const found = serverErrors(run);
    // Several generated requests reached it (a long name, the Unicode one, random ones after a valid vpa): one finding,
    // shrunk once.
    expect(run.operations[0]?.statuses['500']).toBeGreaterThan(1);
    expect(found.map((f) => `${f.field} ${f.keyword}`)).toEqual(['body:name long']);
    const f = found[0] as Finding;
    expect(run.operations[0]?.shrinkRequests).toBe(f.from.shrinkRequests);
    expect([...valueIn(f, 'name')]).toHaveLength(LONGEST_NAME + 1);
    expect(f.reproduce).toMatch(/ value=0:"/);
    const before = vendor.seen.length;
    const again = await reproduce(f.reproduce);
    expect(again.code, again.out).toBe(1);
    // The reproduce line sends that very value.
    expect(vendor.seen.slice(before).map((r) => r.fields.name)).toEqual([valueIn(f, 'name')]);
  }, 240_000);
});
