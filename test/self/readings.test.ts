// No false alarm where the documents allow two answers (issue 17, items 6–11): the sandbox switched to each other
// reading a conformant vendor may give (sandbox/readings.ts) gets a pass on every rule it touches, and each case records
// the reading it met.
import { describe, expect, it } from 'vitest';
import { readingsOn } from '../../sandbox/readings.js';
import { allRules } from '../../src/rules/index.js';
import { MONTH_SCENARIOS, outcomeOf } from '../../src/rules/month-scenarios.js';
import type { CaseResult } from '../../src/model/types.js';
import { runOnSandbox } from './sandbox-run.js';

/** Every case passed, its reason empty, and recorded the reading it met. */
function allPass(results: CaseResult[], reading: string): void {
  for (const r of results) {
    expect([r.rule.id, r.verdict, r.reason]).toEqual([r.rule.id, 'pass', undefined]);
    expect(r.observed).toContain(reading);
  }
}

const monthRules = (kind: 'error' | 'accepted') =>
  MONTH_SCENARIOS.filter((s) => (outcomeOf(s).kind === 'error') === (kind === 'error')).map(
    (s) => `parseBankStatement.months.${s.name}`,
  );

describe('item 6: the month errors answered after accepting the parse', () => {
  it('conform: 202, then the failed event and the message in the results; the reading is recorded', async () => {
    const results = await runOnSandbox(monthRules('error'), { extraFaults: readingsOn(['month-errors-after-accepting']) });
    allPass(results, 'reading: accepted (202), then BANK_STATEMENT_PARSING_FAILED and the message in the results');
  });

  it('the scenarios whose statements meet their months still pass under that reading, held to what follows their 202', async () => {
    const results = await runOnSandbox(monthRules('accepted'), { extraFaults: readingsOn(['month-errors-after-accepting']) });
    expect(results.map((r) => [r.rule.id, r.verdict])).toEqual(monthRules('accepted').map((id) => [id, 'pass']));
  });

  it('the message in the parse’s own answer is recorded as that reading', async () => {
    const [r] = await runOnSandbox(['parseBankStatement.months.coverage-short']);
    expect(r?.observed).toContain("reading: the message in the parse's answer (any status) (HTTP 400)");
  });
});

describe('item 7: withdrawal amounts signed negative in the results (the sign is not shown)', () => {
  it('conform on every results rule, and the sign met is recorded', async () => {
    const ids = ['getBankStatementParsingResults.request.completed', 'getBankStatementParsingResults.reparse.latest-kept'];
    const results = await runOnSandbox(ids, { extraFaults: readingsOn(['withdrawals-negative']) });
    allPass(results, 'withdrawals signed negative');
  });
});

describe('item 8: a missing property of a statement item named by its path', () => {
  it('conforms: requires property "bankStatementFiles[0].statementUrl" names statementUrl', async () => {
    const ids = ['parseBankStatement.statementUrl.missing', 'parseBankStatement.statementId.missing'];
    const results = await runOnSandbox(ids, { extraFaults: readingsOn(['required-property-item-path']) });
    expect(results.map((r) => [r.rule.id, r.verdict, r.reason])).toEqual(ids.map((id) => [id, 'pass', undefined]));
  });
});

describe('item 9: a GIF named .png judged by its name (the Errors row says ".png")', () => {
  it('conforms: taken as the PNG its name says and compared; the reading is recorded', async () => {
    const [r] = await runOnSandbox(['matchFace.format.gif-named-png'], { extraFaults: readingsOn(['face-file-type-by-name']) });
    expect([r?.verdict, r?.reason]).toEqual(['pass', undefined]);
    expect(r?.observed).toContain('reading: judged by its name (.png): compared, the same person');
  });
  it('the refusal by its bytes is recorded as that reading', async () => {
    const [r] = await runOnSandbox(['matchFace.format.gif-named-png']);
    expect(r?.observed).toContain('reading: refused by its bytes (HTTP 400)');
  });
});

describe('item 10: a webhook timestamp without an offset, and statusCode as a string where no type is pinned', () => {
  it('a timestamp without an offset conforms (ISO 8601 allows a local time); the reading is recorded', async () => {
    const ids = ['webhookEvent.parsed.delivered', 'webhookEvent.failed.delivered'];
    const results = await runOnSandbox(ids, { extraFaults: readingsOn(['event-timestamp-without-offset']) });
    allPass(results, 'timestamp without an offset (ISO 8601 allows a local time)');
  });

  it('statusCode "400" on the parse 400 and "200" on the results 200 conform; the type is recorded', async () => {
    const ids = ['parseBankStatement.contractId.missing', 'getBankStatementParsingResults.request.completed'];
    const results = await runOnSandbox(ids, { extraFaults: readingsOn(['statusCode-as-string']) });
    allPass(results, 'statusCode a string (the type is not pinned)');
  });
});

// Issue 36, item 10: one reading per sentence, wherever it governs.
describe('issue 36: the synchronous analysis read as the results and the parse are', () => {
  const analysis = allRules().filter((r) => r.operation === 'bankStatementAnalysis' && r.strength === 'documented');
  // A refusal's body is not held (its form is not shown), so its statusCode's type is neither held nor recorded.
  const answered = (statuses: number[]) =>
    analysis
      .filter((r) => r.expect?.status !== undefined && statuses.includes(r.expect.status) && r.expect.refused !== true)
      .map((r) => r.id);

  it('debits signed negative conform on every analysis answered 200, as withdrawals do in the results; the sign is recorded', async () => {
    const results = await runOnSandbox(answered([200]), { extraFaults: readingsOn(['debits-negative']) });
    expect(results.length).toBeGreaterThan(5);
    allPass(results, 'debits signed negative');
  });

  it('statusCode "400" and "500" on the analysis errors conform, as "400" does on the parse; the type is recorded', async () => {
    const results = await runOnSandbox(answered([400, 500]), { extraFaults: readingsOn(['analysis-error-statusCode-string']) });
    expect(results.length).toBeGreaterThanOrEqual(4);
    allPass(results, 'statusCode a string (the type is not pinned)');
  });
});
