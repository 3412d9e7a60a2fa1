// Documented absences a schema declares are held on every answer of its status, at every item of a list (issue 36, item 2).
import { describe, expect, it } from 'vitest';
import { absentField, declaredAbsences } from '../../../src/checks/absent-field.js';
import { schemaOf } from '../../../src/validators/registry.js';
import { checkInput } from './input.js';

const MONTHLY = '/result/*/details/summary/monthly/*';
const month = (m: number, extra: Record<string, unknown> = {}) => ({ month: m, year: 2026, ...extra });
const analysis = (monthly: unknown[], overall: Record<string, unknown> = {}) => ({
  status: 'success',
  statusCode: 200,
  result: [{ details: { summary: { overall, monthly } } }],
});
const judge = (body: unknown) => absentField(checkInput('bankStatementAnalysis', { status: 200, body }, { status: 200 }));

describe('the absences a schema declares', () => {
  it('the synchronous analysis: the monthly balances of every monthly item, and message on a 200', () =>
    expect(declaredAbsences(schemaOf('bankStatementAnalysis/200.schema.json')).sort()).toEqual(
      [
        '/message',
        `${MONTHLY}/averageMonthlyBalance`,
        `${MONTHLY}/maximumMonthlyBalance`,
        `${MONTHLY}/minimumMonthlyBalance`,
      ].sort(),
    ));
  it('the token operation: error on its 404 and 409', () => {
    expect(declaredAbsences(schemaOf('authToken/404.schema.json'))).toEqual(['/error']);
    expect(declaredAbsences(schemaOf('authToken/409.schema.json'))).toEqual(['/error']);
  });
});

describe('absentField on the synchronous analysis', () => {
  it('a monthly item without them, and the overall figures with them, conform', () =>
    expect(judge(analysis([month(1), month(2)], { averageMonthlyBalance: 10 }))).toEqual([]));
  it('"Monthly items carry no … monthly balance fields": each one carried is reported where it is', () =>
    expect(judge(analysis([month(1), month(2, { minimumMonthlyBalance: 1, averageMonthlyBalance: 2 })]))).toEqual([
      {
        title: 'Field must be absent',
        pointer: '/result/0/details/summary/monthly/1/minimumMonthlyBalance',
        expected: '(absent)',
        actual: 1,
      },
      {
        title: 'Field must be absent',
        pointer: '/result/0/details/summary/monthly/1/averageMonthlyBalance',
        expected: '(absent)',
        actual: 2,
      },
    ]));
  it('`message` "only on error": a 200 with one is reported', () =>
    expect(judge({ ...analysis([month(1)]), message: 'done' })).toEqual([
      { title: 'Field must be absent', pointer: '/message', expected: '(absent)', actual: 'done' },
    ]));
});
