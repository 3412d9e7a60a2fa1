// The flow explored as a state machine against the sandbox (issue 52, item 2): nothing found on the clean sandbox; each
// of the flow's exploration faults (results served to another account, a 500 on results asked twice, a token reused
// under another workflow accepted) found within a budget of 60, shrunk to the shortest sequence that shows it, seen
// again by its reproduce line, and not with the fault off.
import { describe, expect, it } from 'vitest';
import { runCommandLine } from '../../src/cli/commands.js';
import { planExploration } from '../../src/cli/explore-dry-run.js';
import { clientFor } from '../../src/case/target.js';
import { descText, type Desc } from '../../src/explore/flow/commands.js';
import { FLOW_SHRINK_REQUESTS, runSequence, shrunk } from '../../src/explore/flow/run.js';
import { parseBudget } from '../../src/explore/flow/sequences.js';
import { explore } from '../../src/explore/run.js';
import type { ExploreRun, Property } from '../../src/explore/types.js';
import type { OperationId } from '../../src/model/operations.js';
import { sandboxTarget } from '../../src/targets/sandbox.js';

const SEED = 5252;

async function exploreSandbox(operations: OperationId[], budget: number, faults: string[] = []): Promise<ExploreRun> {
  const target = await sandboxTarget({ faults });
  const client = clientFor(target);
  try {
    return await explore({ operations, seed: SEED, budget, target, client, concurrency: 4, gates: false, reproduce: (s) => s });
  } finally {
    await target.teardown();
    await client.close();
  }
}

/** `npm run explore -- --reproduce '<spec>'` in process, with the sandbox's faults: its exit code and output. */
async function reproduce(spec: string, faults: string): Promise<{ code: number; out: string }> {
  const before = process.env.VTS_SANDBOX_FAULTS;
  process.env.VTS_SANDBOX_FAULTS = faults;
  const lines: string[] = [];
  try {
    const args = ['explore', '--target', 'sandbox', '--seed', String(SEED), '--reproduce', spec];
    return { code: await runCommandLine(args, (l) => lines.push(l)), out: lines.join('\n') };
  } finally {
    if (before === undefined) delete process.env.VTS_SANDBOX_FAULTS;
    else process.env.VTS_SANDBOX_FAULTS = before;
  }
}

const PARSED = ['parse A (month-2025-12.pdf)', 'event A'];
const ROWS: [fault: string, operation: OperationId, property: Property, state: string, sequence: string[]][] = [
  [
    'explore-results-other-account',
    'getBankStatementParsingResults',
    'results-of-the-parse',
    'results-other-account',
    [...PARSED, 'results A as the other account'],
  ],
  [
    'explore-results-again-500',
    'getBankStatementParsingResults',
    'not-a-server-error',
    'results-again',
    [...PARSED, 'results A', 'results A'],
  ],
  [
    'explore-authToken-reuse-after-other-workflow',
    'authToken',
    'invalid-input-accepted',
    'reuse-other-workflow',
    ['token A under otherWorkflowId', 'token again A under workflowId'],
  ],
];

describe('exploring the flow as a state machine', () => {
  it('finds nothing on the clean sandbox, within the budget, each state of the documents visited', async () => {
    const run = await exploreSandbox(['getBankStatementParsingResults', 'authToken'], 60);
    expect(run.harnessErrors).toEqual([]);
    expect(run.findings.map((f) => `${f.operation} ${f.property} ${f.keyword}: ${f.detail}`)).toEqual([]);
    for (const o of run.operations) {
      expect(o.flow?.sequences, o.operation).toBeGreaterThan(3);
      expect(o.flow?.requests, o.operation).toBeLessThanOrEqual(60);
    }
    // What the dry run plans is what a run sends where every parse is accepted and every event comes.
    const plan = await planExploration('sandbox', { getBankStatementParsingResults: 60, authToken: 60 }, [], SEED);
    expect(run.operations.map((o) => [o.flow?.requests, o.flow?.parses])).toEqual(
      plan.operations.map((o) => [o.flow?.cost.requests, o.flow?.cost.parses]),
    );
    const statement = run.operations[0]?.flow;
    expect(statement?.statuses).toMatchObject({ '200': expect.any(Number), '404': expect.any(Number) });
    expect(statement?.parses).toBeGreaterThan(0);
    expect(statement?.parses).toBeLessThanOrEqual(parseBudget(60));
  });

  it.for(ROWS)('finds %s on %s as %s, shrunk and reproduced', async ([fault, operation, property, state, sequence]) => {
    const run = await exploreSandbox([operation === 'authToken' ? 'authToken' : 'getBankStatementParsingResults'], 60, [fault]);
    expect(run.harnessErrors).toEqual([]);
    const finding = run.findings.find((f) => f.property === property && f.keyword === state);
    expect(finding, run.findings.map((f) => `${f.property} ${f.keyword}`).join('; ')).toBeDefined();
    if (finding === undefined) return;
    // Only this finding: the fault answers what no probe of the operation sends.
    expect(run.findings.map((f) => f.keyword)).toEqual([state]);
    expect(finding.operation).toBe(operation);
    expect(finding.probe.moves.map((m) => m.shows)).toEqual(sequence);
    expect(finding.reproduce).toMatch(/^flow:(statement|token)#\d+ keep=[\d,]+$/);
    const on = await reproduce(finding.reproduce, fault);
    expect(on.code, on.out).toBe(1);
    const off = await reproduce(finding.reproduce, '');
    expect(off.code, off.out).toBe(0);
    expect(off.out).toContain('not reproduced');
  });

  it('shrinks a long sequence to the commands the finding needs', async () => {
    const target = await sandboxTarget({ faults: ['explore-results-again-500'] });
    const client = clientFor(target);
    const o = { target, client, seed: SEED };
    const descs: Desc[] = [
      { kind: 'parse', slot: 'A', statement: 0 },
      { kind: 'results', slot: 'A' },
      { kind: 'parse', slot: 'B', statement: 1 },
      { kind: 'event', slot: 'A' },
      { kind: 'results-other', slot: 'A' },
      { kind: 'event', slot: 'B' },
      { kind: 'results', slot: 'B' },
      { kind: 'results', slot: 'A' },
      { kind: 'results', slot: 'A' },
      { kind: 'results', slot: 'B' },
    ];
    try {
      const run = await runSequence('statement', descs, undefined, o);
      const seen = run.seen.find((s) => s.broken.length > 0);
      expect(seen?.state).toBe('results-again');
      if (seen === undefined) return;
      const { keep, requests } = await shrunk('statement', { n: 0, descs, run, seen, broken: seen.broken[0]! }, o);
      expect(keep.map((i) => descText(descs[i]!))).toEqual([...PARSED, 'results A', 'results A']);
      expect(requests).toBeLessThanOrEqual(FLOW_SHRINK_REQUESTS);
    } finally {
      await target.teardown();
      await client.close();
    }
  });

  it('names a bad flow line in one line, with the fix', async () => {
    for (const [spec, says] of [
      ['flow:nothing#1', 'is no flow:<machine>#<n>'],
      ['flow:token#0 keep=9', 'has 2 commands'],
      ['flow:token#0 drop=1', 'is not keep='],
    ]) {
      const { code, out } = await reproduce(spec as string, '');
      expect(code, out).toBe(2);
      expect(out).toContain(says);
      expect(out).not.toMatch(/^\s+at /m);
    }
  });
});
