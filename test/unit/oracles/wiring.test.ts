// The oracles as the judge and `npm run validate` run them: the `oracles` check reads the request's form text parts, and
// validate rejects a body that does not add up, naming the oracle, the pointer, Received and Documented.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../../src/checks/check.js';
import { CHECKS } from '../../../src/checks/index.js';
import { validateCommand } from '../../../src/cli/validate.js';
import { oracleWorkload } from '../../../src/oracles/bench.js';
import type { ReceivedResponse, SentRequest } from '../../../src/model/types.js';
import { changed, HAND_BUILT, plus } from './fixture.js';

const CREDIT_TOTAL = '/result/0/details/total_credit_transactions_value';
const broken = changed(HAND_BUILT, CREDIT_TOTAL, plus(0.02));

function input(body: unknown, parts: { name: string; value: string }[], status = 200): CheckInput {
  const request: SentRequest = {
    method: 'POST',
    host: 'ind_engine_url',
    base: 'http://x',
    path: '/v1/bank_statement_analysis',
    headers: {},
    body: {
      kind: 'multipart',
      parts: [{ name: 'pdf', filename: 's.pdf', type: 'application/pdf', data: new Uint8Array() }, ...parts],
    },
  };
  const response: ReceivedResponse = { status, headers: { 'content-type': 'application/json' }, body, json: true };
  return {
    operation: 'bankStatementAnalysis',
    request,
    exchange: { steps: [{ request, attempts: [{ response, durationMs: 1, waitedMs: 0 }] }], events: [] },
    response,
    expect: { status: 200 },
  };
}

describe('the oracles check', () => {
  it('is silent on a body that adds up', () => expect(CHECKS.oracles(input(HAND_BUILT, []))).toEqual([]));
  it('reports a total that does not', () =>
    expect(CHECKS.oracles(input(broken, []))).toEqual([
      expect.objectContaining({ title: 'Figure does not add up', pointer: CREDIT_TOTAL, expected: 550.25, actual: 550.27 }),
    ]));
  it('reads the threshold from the form: totals are not held, values are', () =>
    expect(CHECKS.oracles(input(broken, [{ name: 'transactionThreshold', value: '100' }]))).toEqual([
      expect.objectContaining({ keyword: 'settings-echo', pointer: '/result/0/details/transactionThreshold', actual: 0 }),
      expect.objectContaining({ keyword: 'threshold', pointer: '/result/0/details/transactions/2/value' }),
      expect.objectContaining({ keyword: 'threshold', pointer: '/result/0/details/transactions/3/value' }),
    ]));
  it('runs on a 200 only', () => expect(CHECKS.oracles({ ...input(broken, []), expect: { status: 400 } })).toEqual([]));
});

describe('npm run validate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vts-oracles-'));
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await validateCommand(argv, (l) => lines.push(l));
    return { code, text: lines.join('\n') };
  };
  it('accepts a body that adds up', async () =>
    expect(await run('--operation', 'bankStatementAnalysis', '--status', '200', file('good.json', HAND_BUILT))).toMatchObject({
      code: 0,
    }));
  it('rejects a credit total that disagrees with the transactions', async () => {
    const { code, text } = await run('--operation', 'bankStatementAnalysis', '--status', '200', file('bad.json', broken));
    expect(code).toBe(1);
    expect(text).toContain(`Figure does not add up — credit-debit-totals at ${CREDIT_TOTAL}`);
    expect(text).toContain('Received: 550.27');
    expect(text).toContain('Documented: 550.25');
  });
  it('reads the request fields given with --request', async () => {
    const request = file('request.json', { transactionThreshold: '100' });
    const { code, text } = await run(
      '--operation',
      'bankStatementAnalysis',
      '--status',
      '200',
      '--request',
      request,
      file('bad2.json', broken),
    );
    expect(code).toBe(1);
    expect(text).not.toContain('credit-debit-totals');
    expect(text).toContain('Transaction below threshold — threshold at /result/0/details/transactions/3/value');
  });
});

describe('the bench workload', () => {
  it('builds a 2,000-transaction body every oracle passes', () => {
    const { body, run } = oracleWorkload();
    expect((body as { result: { details: { transactions: unknown[] } }[] }).result[0]?.details.transactions).toHaveLength(2000);
    expect(run()).toBe(0);
  });
});
