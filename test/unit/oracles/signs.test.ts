// One sign reading (src/oracles/sign.ts): the synchronous analysis' debits signed negative pass every oracle the positive
// ones pass, as the results' signed withdrawals do; a debit figure off by a cent is still found; the sign is recorded.
import { describe, expect, it } from 'vitest';
import { runOracles } from '../../../src/oracles/index.js';
import { sampleStatement, sampleTransactions } from '../../../src/oracles/sample.js';
import { itemsOf } from '../../../src/oracles/statement.js';

type Node = Record<string, unknown>;
const body = () =>
  sampleStatement(sampleTransactions(40, 7), { openingCents: 100_000, start: { year: 2024, month: 1 }, months: 12 }) as {
    result: { details: Node & { transactions: Node[]; summary: { overall: Node; monthly: Node[] } } }[];
  };

/** Every debit signed, the minimum and maximum as numbers, the ratio over the signed total (sandbox/readings.ts does the same). */
function signed(b: ReturnType<typeof body>) {
  const details = b.result[0]!.details;
  for (const t of details.transactions) if (t.type === 'debit') t.value = -(t.value as number);
  details.total_debit_transactions_value = -(details.total_debit_transactions_value as number);
  for (const s of [details.summary.overall, ...details.summary.monthly]) {
    for (const k of ['totalDebitAmount', 'averageDebitAmount']) if (typeof s[k] === 'number') s[k] = -(s[k] as number);
    const [min, max] = [s.minimumDebitAmount as number, s.maximumDebitAmount as number];
    [s.minimumDebitAmount, s.maximumDebitAmount] = [-max, -min];
    if (typeof s.creditDebitRatio === 'number') s.creditDebitRatio = -s.creditDebitRatio;
  }
  return b;
}

describe('debits signed negative in the synchronous analysis', () => {
  it('the plain body passes, and so does the signed one; each records its sign', () => {
    const [plain, negative] = [body(), signed(body())];
    expect(runOracles('bankStatementAnalysis', plain, {})).toEqual([]);
    expect(runOracles('bankStatementAnalysis', negative, {})).toEqual([]);
    expect([itemsOf(plain)[0]?.debitSign, itemsOf(negative)[0]?.debitSign]).toEqual(['positive', 'negative']);
  });

  it('a signed debit total a cent off is still found', () => {
    const b = signed(body());
    const overall = b.result[0]!.details.summary.overall;
    overall.totalDebitAmount = (overall.totalDebitAmount as number) - 0.02;
    expect(runOracles('bankStatementAnalysis', b, {}).map((f) => f.pointer)).toContain(
      '/result/0/details/summary/overall/totalDebitAmount',
    );
  });

  it('a positive minimum above the maximum is not put in order: only signed figures may come either way', () => {
    const b = body();
    const overall = b.result[0]!.details.summary.overall;
    [overall.minimumDebitAmount, overall.maximumDebitAmount] = [overall.maximumDebitAmount, overall.minimumDebitAmount];
    expect(runOracles('bankStatementAnalysis', b, {}).length).toBeGreaterThan(0);
  });
});
