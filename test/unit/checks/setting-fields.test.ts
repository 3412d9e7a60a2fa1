// What a flag adds to or removes from the answer (issue 36, item 11): the note compares the judged form's answer with the
// answer to the same address before it, by field paths.
import { describe, expect, it } from 'vitest';
import { added, fieldPaths, settingFieldsNote } from '../../../src/checks/setting-fields.js';
import type { CheckInput } from '../../../src/checks/check.js';
import type { ReceivedResponse, SentRequest, StepExchange } from '../../../src/model/types.js';
import { allRules } from '../../../src/rules/index.js';

const PDF = { name: 'pdf', filename: 's.pdf', type: 'application/pdf', data: new Uint8Array() };
const form = (fields: Record<string, string>, path = '/v1/bank_statement_analysis'): SentRequest => ({
  method: 'POST',
  host: 'ind_engine_url',
  base: 'http://x',
  path,
  headers: {},
  body: { kind: 'multipart', parts: [PDF, ...Object.entries(fields).map(([name, value]) => ({ name, value }))] },
});
const answer = (body: unknown, status = 200): ReceivedResponse => ({ status, headers: {}, body, json: true });
const step = (request: SentRequest, response: ReceivedResponse): StepExchange => ({
  request,
  attempts: [{ response, durationMs: 1, waitedMs: 0 }],
});

const month = { month: 1, year: 2026, openingBalance: 1 };
const WITHOUT = { status: 'success', result: [{ details: { summary: { monthly: [month, month] } } }] };
const WITH = {
  status: 'success',
  result: [{ details: { summary: { monthly: [{ ...month, eodBalances: [1, 2] }, month] }, salary: { employer: 'x' } } }],
};

function note(before: StepExchange | undefined, request: SentRequest, body: unknown, status = 200): string[] {
  const response = answer(body, status);
  const judged = step(request, response);
  const input: CheckInput = {
    operation: 'bankStatementAnalysis',
    request,
    exchange: { steps: before === undefined ? [judged] : [before, judged], events: [] },
    response,
    expect: { status: 200 },
  };
  return settingFieldsNote(input);
}

describe('field paths', () => {
  it('merges array items under [] and stops at arrays of values', () =>
    expect([...fieldPaths(WITH)].sort()).toEqual([
      'result',
      'result[].details',
      'result[].details.salary',
      'result[].details.salary.employer',
      'result[].details.summary',
      'result[].details.summary.monthly',
      'result[].details.summary.monthly[].eodBalances',
      'result[].details.summary.monthly[].month',
      'result[].details.summary.monthly[].openingBalance',
      'result[].details.summary.monthly[].year',
      'status',
    ]));
  it('lists only the topmost path added', () =>
    expect(added(fieldPaths(WITHOUT), fieldPaths(WITH))).toEqual([
      'result[].details.salary',
      'result[].details.summary.monthly[].eodBalances',
    ]));
});

describe('the note of a setting', () => {
  const before = step(form({}), answer(WITHOUT));

  it('names the part changed, the fields it added and removed', () => {
    expect(note(before, form({ returnEODBalances: 'yes' }), WITH)).toEqual([
      'returnEODBalances yes: adds result[].details.salary, result[].details.summary.monthly[].eodBalances; removes nothing',
    ]);
    expect(note(step(form({ returnEODBalances: 'yes' }), answer(WITH)), form({}), WITHOUT)).toEqual([
      'returnEODBalances left out: adds nothing; removes result[].details.salary, result[].details.summary.monthly[].eodBalances',
    ]);
  });

  it('says so when nothing moved', () =>
    expect(note(before, form({ country: 'usa' }), WITHOUT)).toEqual(['country usa: adds nothing; removes nothing']));

  it('counts the paths past the twelfth', () => {
    const wide = { ...WITHOUT, extra: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`f${i}`, i])) };
    expect(note(before, form({ extractEntities: 'yes' }), wide)[0]).toMatch(/^extractEntities yes: adds extra; removes nothing$/);
    const flat = {
      ...WITHOUT,
      ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`f${String(i).padStart(2, '0')}`, i])),
    };
    expect(note(before, form({ extractEntities: 'yes' }), flat)[0]).toMatch(/f11 and 2 more; removes nothing$/);
  });

  it('notes nothing without an earlier 200 of the same address, a change of part, or a 200 now', () => {
    expect(note(undefined, form({ returnEODBalances: 'yes' }), WITH)).toEqual([]);
    expect(note(step(form({}), answer(WITHOUT, 400)), form({ returnEODBalances: 'yes' }), WITH)).toEqual([]);
    expect(note(step(form({}, '/v1/other'), answer(WITHOUT)), form({ returnEODBalances: 'yes' }), WITH)).toEqual([]);
    expect(note(before, form({}), WITH)).toEqual([]);
    expect(note(before, form({ returnEODBalances: 'yes' }), { message: 'no' }, 400)).toEqual([]);
  });
});

// bank-statement-analysis.md › Synchronous statement analysis: the form's settings whose effect on the fields is not
// shown (returnTransactions, returnS3Url and formatDateYearFirst have gating rules of their documented effect).
const NOT_SHOWN = [
  'enableFraudChecks',
  'extractEntities',
  'country',
  'allowImagePDF',
  'flagTransactions',
  'returnRecurringTransactions',
  'returnAverageMonthlyBalance',
  'returnStatementSummary',
  'returnEODBalances',
  'returnSalaryInfo',
];

describe('the flag probes', () => {
  const probes = allRules().filter((r) => r.operation === 'bankStatementAnalysis' && r.strength === 'probe');
  it.for(NOT_SHOWN)('%s has a probe that names it and compares with the answer without it', (flag) => {
    const probe = probes.find((r) => r.title.startsWith(`${flag} `) && r.before?.length === 1);
    expect(probe?.title).toMatch(new RegExp(`^${flag} \\w+ .*observed against the answer without it$`));
    expect(probe?.expect?.status).toBe(200);
  });
});

describe('a vendor key holding a value sent', () => {
  it('is not written out', () => {
    const request = { ...form({ returnEODBalances: 'yes' }), headers: { appkey: 'canary-key-123' } };
    const body = { ...WITHOUT, echo: { 'x-canary-key-123-y': 1 } };
    const [line] = note(step(form({}), answer(WITHOUT)), request, body);
    expect(line).not.toContain('canary-key-123');
    expect(line).toBe('returnEODBalances yes: adds echo; removes nothing');
  });
});

describe('a value sent that is not a flag, a code or a number', () => {
  it('is not written out', () =>
    expect(note(step(form({}), answer(WITHOUT)), form({ password: 'hunter22' }), WITHOUT)).toEqual([
      'password changed: adds nothing; removes nothing',
    ]));
});
