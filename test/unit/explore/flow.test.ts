// The flow machines (issue 52, item 2): each state's documented answer, the results held to their parse, the
// sequences a seed makes (the same again, each command one the expected model lets run) and their names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { unknownNames } from '../../../src/cli/doctor/unknown-names.js';
import { canRun, type Desc } from '../../../src/explore/flow/commands.js';
import { brokenIn } from '../../../src/explore/flow/judge.js';
import { initialModel, type State } from '../../../src/explore/flow/model.js';
import { planFlow } from '../../../src/explore/flow/plan.js';
import { flowSpecText, parseBudget, parseFlowSpec, SEQUENCE_REQUESTS, sequenceAt } from '../../../src/explore/flow/sequences.js';
import type { OperationId } from '../../../src/model/operations.js';
import type { StepExchange } from '../../../src/model/types.js';

const step = (status: number, body: unknown): StepExchange => ({
  request: { method: 'POST', host: 'usa_engine_url', base: 'http://x', path: '/v1/x', headers: {} },
  attempts: [
    { response: { status, headers: { 'content-type': 'application/json' }, body, json: true }, durationMs: 1, waitedMs: 0 },
  ],
});

const PARSE = { contractId: 'C-1', merchantId: 'M-1', bankStatementFiles: [{ statementUrl: 'u', statementId: 'stmt-a' }] };
const results = (details: Record<string, unknown>) =>
  step(200, { status: 'success', statusCode: 200, result: { details, summary: { action: '', details: [] } } });
const OF_THE_PARSE = { contractId: 'C-1', merchantId: 'M-1', numberOfBankStatements: 1, statements: [{ statementId: 'stmt-a' }] };
const RESULTS: OperationId = 'getBankStatementParsingResults';
const problem = (status: number, message: string) => step(status, { status: 'failure', statusCode: status, message });

/** Another account has no parse of the id: its results may be of none (as the machine asks). */
const properties = (operation: OperationId, state: State, s: StepExchange, parses?: unknown[]) =>
  brokenIn(operation, state, s, parses ?? (state.startsWith('results-other') ? [] : [PARSE])).map((b) => b.property);

describe('each state, held to what the documents say of it', () => {
  it.for([
    ['results before the event: not shown', RESULTS, 'results-before-event', step(202, { status: 'success', statusCode: 202 })],
    ["another account's id: not shown", RESULTS, 'results-other-account', problem(404, 'No results')],
    ['a reuse under one workflow: a token regenerated', 'authToken', 'reuse-same-workflow', step(200, {})],
  ] as const)('%s: nothing broken', ([, operation, state, s]) => {
    expect(properties(operation, state, s)).not.toEqual(expect.arrayContaining(['documented-status']));
    expect(properties(operation, state, s)).not.toContain('results-of-the-parse');
  });

  it.for([
    ['results after the event not 200', RESULTS, 'results-after-event', problem(404, 'none'), 'documented-status'],
    ['results asked again answered 500', RESULTS, 'results-again', problem(500, 'Internal Server Error'), 'not-a-server-error'],
    [
      "another account served the parse's results",
      RESULTS,
      'results-other-account',
      results(OF_THE_PARSE),
      'results-of-the-parse',
    ],
    [
      'results of another contract',
      RESULTS,
      'results-after-event',
      results({ ...OF_THE_PARSE, contractId: 'C-2' }),
      'results-of-the-parse',
    ],
    [
      'results of other statements',
      RESULTS,
      'results-after-re-parse',
      results({ ...OF_THE_PARSE, statements: [{ statementId: 'stmt-b' }] }),
      'results-of-the-parse',
    ],
    ['a reuse under another workflow accepted', 'authToken', 'reuse-other-workflow', step(200, {}), 'invalid-input-accepted'],
    ['a reuse under one workflow answered 404', 'authToken', 'reuse-same-workflow', step(404, {}), 'documented-status'],
    ['a valid parse refused', 'parseBankStatement', 'parse', problem(400, 'no'), 'valid-input-refused'],
  ] as const)('%s: %s', ([, operation, state, s, property]) => {
    expect(properties(operation, state, s)).toContain(property);
  });

  it("holds results to the parse's contract, merchant and statements, and to nothing else", () => {
    expect(properties(RESULTS, 'results-after-event', results(OF_THE_PARSE))).not.toContain('results-of-the-parse');
    // Before the event, the results of an earlier parse of the id are the id's too.
    const earlier = { ...PARSE, contractId: 'C-0' };
    const before = results({ ...OF_THE_PARSE, contractId: 'C-0' });
    expect(properties(RESULTS, 'results-before-event', before, [earlier, PARSE])).not.toContain('results-of-the-parse');
    expect(properties(RESULTS, 'results-after-re-parse', before, [PARSE])).toContain('results-of-the-parse');
  });
});

describe('sequences', () => {
  it('are the same for a seed, different for another, and within a sequence’s requests', () => {
    for (const machine of ['statement', 'token'] as const)
      for (let n = 0; n < 40; n++) {
        const sequence = sequenceAt(machine, 7, n);
        expect(sequenceAt(machine, 7, n)).toEqual(sequence);
        // Each command names a slot an earlier one made (every parse accepted, every token given).
        const made = new Set<string>();
        for (const d of sequence) {
          if (d.kind === 'parse' || d.kind === 'token') made.add(`${d.kind} ${d.slot}`);
          else expect(made, `${machine}#${n}`).toContain(`${machine === 'token' ? 'token' : 'parse'} ${d.slot}`);
        }
        const sent = sequence.filter((d) => d.kind !== 'event').length + (machine === 'statement' ? 1 : 0);
        expect(sent, `${machine}#${n}`).toBeLessThanOrEqual(SEQUENCE_REQUESTS[machine]);
      }
    const drawn = (seed: number) => Array.from({ length: 20 }, (_, n) => sequenceAt('statement', seed, n + 4));
    expect(drawn(7)).not.toEqual(drawn(8));
  });

  it('start with a valid request the later commands reuse', () => {
    for (let n = 0; n < 40; n++) {
      const [first] = sequenceAt('statement', 3, n) as [Desc];
      expect(first).toEqual({ kind: 'parse', slot: 'A', statement: 0 });
      expect(canRun(initialModel({}), first)).toBe(true);
      expect(sequenceAt('token', 3, n)[0]).toMatchObject({ kind: 'token', slot: 'A' });
    }
  });

  it('are named as the reproduce line prints them, and a line that is none is one usage error', () => {
    const spec = { machine: 'statement' as const, n: 12, keep: [0, 1, 3] };
    expect(parseFlowSpec(flowSpecText(spec))).toEqual(spec);
    expect(flowSpecText({ machine: 'token', n: 2, keep: [] })).toBe('flow:token#2 keep=-');
    for (const text of ['flow:x#1', 'flow:token#a', 'flow:token#1 keep=a', 'flow:token#1 drop=1'])
      expect(() => parseFlowSpec(text), text).toThrow(VtsError);
  });
});

describe('the plan a dry run shows', () => {
  it.for([2, 8, 30, 60, 200])(
    'stays within a budget of %i requests, a quarter of it in parses, the coverage pass first',
    (budget) => {
      const statement = planFlow('getBankStatementParsingResults', budget, 9, []);
      const token = planFlow('authToken', budget, 9, []);
      for (const plan of [statement, token]) {
        expect(plan?.sequences.length).toBeGreaterThan(0);
        // The first sequence always runs, whatever the budget.
        if (plan && plan.sequences.length > 1) expect(plan.cost.requests).toBeLessThanOrEqual(budget);
      }
      expect(statement?.cost.parses).toBeLessThanOrEqual(Math.max(parseBudget(budget), 2));
      expect(statement?.sequences[0]).toMatchObject({ id: 'flow:statement#0', phase: 'coverage' });
      expect(token?.cost.parses).toBe(0);
    },
  );

  it('is none for an operation no machine explores, and counts the properties left on', () => {
    expect(planFlow('emailBasic', 60, 9, [])).toBeUndefined();
    const on = planFlow('authToken', 60, 9, [])?.possibleFindings ?? 0;
    expect(planFlow('authToken', 60, 9, ['response-schema'])?.possibleFindings).toBeLessThan(on);
  });
});

describe("a live profile's second account", () => {
  it('is read by the flow, so its keys are no stray ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vts-flow-profile-'));
    const before = process.env.VTS_TARGET_PROFILE;
    process.env.VTS_TARGET_PROFILE = join(dir, 'live.json');
    try {
      writeFileSync(
        process.env.VTS_TARGET_PROFILE,
        JSON.stringify({ data: { otherAppId: 'a', otherAppKey: 'k', otherAppKye: 'k' } }),
      );
      const found = unknownNames({ profile: true, env: {} });
      expect([...found.misspelt, ...found.unknown].join('\n')).not.toMatch(/reads "otherApp(Id|Key)"/);
      expect(found.misspelt.join('\n')).toContain('"otherAppKye": did you mean "otherAppKey"?');
    } finally {
      if (before === undefined) delete process.env.VTS_TARGET_PROFILE;
      else process.env.VTS_TARGET_PROFILE = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
