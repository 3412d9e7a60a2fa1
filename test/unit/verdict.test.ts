// The verdict of a case follows from the exchange: pass, violation, vendor fault, infra, spec gap.
import { describe, expect, it } from 'vitest';
import type { Attempt, Exchange, Rule, StepExchange, Violation } from '../../src/model/types.js';
import { capped, judge, judgeStep, MAX_VALUE_CHARS, MAX_VIOLATIONS } from '../../src/case/verdict.js';
import { describeViolation } from '../../src/case/violation-text.js';
import { createScrubber, REDACTED } from '../../src/redaction/index.js';

const rule = (over: Partial<Rule> = {}): Rule => ({
  id: 'authToken.workflowId.unknown',
  operation: 'authToken',
  title: 't',
  source: 's',
  strength: 'documented',
  severity: 'critical',
  request: [],
  expect: { status: 404, errorCode: 'workflow_not_found', absent: ['/error'] },
  ...over,
});
const exchange = (...attempts: Attempt[]): Exchange => ({
  steps: [{ request: { method: 'POST', host: 'auth_url', base: 'http://x', path: '/v2/auth/token', headers: {} }, attempts }],
  events: [],
});
const answer = (status: number, body: unknown): Attempt => ({
  response: { status, headers: { 'content-type': 'application/json' }, body, json: true },
  durationMs: 1,
  waitedMs: 0,
});
const notFound = { statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' };

describe('judge', () => {
  it('passes a conforming response', () => expect(judge(rule(), exchange(answer(404, notFound))).verdict).toBe('pass'));
  it('gives a violation with every finding', () => {
    const j = judge(rule(), exchange(answer(404, { ...notFound, error: 'nope', errorCode: 'x' })));
    expect(j.verdict).toBe('violation');
    expect([...new Set(j.violations.map((v) => v.check))].sort()).toEqual(['absentField', 'errorCode', 'responseSchema']);
    expect(j.violations.every((v) => v.ruleId === 'authToken.workflowId.unknown')).toBe(true);
  });
  it('calls a documented 500 on a documented input a violation: server error on a documented input', () =>
    expect(judge(rule(), exchange(answer(500, {}), answer(500, {})))).toMatchObject({
      verdict: 'violation',
      violations: [{ title: 'Server error on a documented input', expected: '404', actual: 500 }],
      reason: 'Server error on a documented input — Received: 500 / Documented: 404 after 2 attempts',
    }));
  it('calls a 500 instead of a documented 429 a violation (a rate-limited account)', () =>
    expect(judge(rule({ operation: 'matchFace', expect: { status: 429 } }), exchange(answer(500, {}))).violations[0]?.title).toBe(
      'Server error on a documented input',
    ));
  it('calls a documented 500 a probe did not ask for a vendor fault: its input has no documented outcome', () =>
    expect(judge(rule({ strength: 'probe' }), exchange(answer(500, {}), answer(500, {})))).toMatchObject({
      verdict: 'vendor-fault',
      reason: 'HTTP 500 after 2 attempts',
    }));
  it('keeps a 500 a vendor fault where a documented reading is a 5xx (a busy service asked for its 503)', () =>
    expect(judge(rule({ operation: 'prefillByMobile', expect: { status: 503 } }), exchange(answer(500, {}))).verdict).toBe(
      'vendor-fault',
    ));
  it('passes any refusal of a refused input and records it; an acceptance is a violation', () => {
    const refused = rule({ operation: 'bankStatementAnalysis', expect: { status: 401, refused: true } });
    const j = judge(refused, exchange(answer(403, { anything: 'goes' })));
    expect(j.verdict).toBe('pass');
    expect(j.observed).toMatch(/^refused with HTTP 403 .*anything.*\(the refusal's form is not shown\)$/);
    expect(judge(refused, exchange(answer(200, { status: 'success' }))).violations.map((v) => v.title)).toEqual([
      'Accepted a request the documents refuse',
    ]);
  });
  it('calls an undocumented 503 a violation, not a vendor fault', () =>
    expect(judge(rule({ operation: 'login', expect: { status: 500 } }), exchange(answer(503, {}))).verdict).toBe('violation'));
  it('calls a documented 503 after retries a vendor fault (secretary-of-state downtime)', () =>
    expect(
      judge(
        rule({ operation: 'secretaryOfStateSearch', expect: { status: 200 } }),
        exchange(answer(503, {}), answer(503, {}), answer(503, {})),
      ),
    ).toMatchObject({ verdict: 'vendor-fault', reason: 'HTTP 503 after 3 attempts' }));
  it('judges a 500 the rule asks for by its checks', () =>
    expect(
      judge(rule({ expect: { status: 500, errorCode: 'internal_server_error' } }), exchange(answer(500, { statusCode: 500 })))
        .verdict,
    ).toBe('violation'));
  it('calls a missing response infra', () =>
    expect(judge(rule(), exchange({ error: { code: 'ECONNRESET', message: 'reset' }, durationMs: 1, waitedMs: 0 })).verdict).toBe(
      'infra',
    ));
  it('never gates a probe', () => {
    const j = judge(rule({ strength: 'probe' }), exchange(answer(200, { ok: true })));
    expect(j.verdict).toBe('spec-gap');
    expect(j.reason).toContain('observed HTTP 200');
  });
});

describe('capped', () => {
  const v = (check: string, pointer: string): Violation => ({
    ruleId: 'r',
    check,
    title: 'Response violates schema',
    pointer,
    expected: 'x',
    actual: 'y',
  });
  it('keeps each check and pointer once', () => {
    const { violations, omitted } = capped([v('responseSchema', '/a'), v('responseSchema', '/a'), v('message', '/a')]);
    expect({ violations: violations.map((x) => `${x.check} ${x.pointer}`), omitted }).toEqual({
      violations: ['responseSchema /a', 'message /a'],
      omitted: 1,
    });
  });
  it(`keeps at most ${MAX_VIOLATIONS} and counts the rest: 2,000 bad rows are not 2,000 lines`, () => {
    const { violations, omitted } = capped(Array.from({ length: 2000 }, (_, i) => v('responseSchema', `/result/${i}/value`)));
    expect({ kept: violations.length, omitted }).toEqual({ kept: MAX_VIOLATIONS, omitted: 2000 - MAX_VIOLATIONS });
  });
  it('names a violation on an earlier step of a flow by its step', () =>
    expect(
      describeViolation({ ...v('statusCode', ''), title: 'Undocumented status code', step: 1, expected: 200, actual: 503 }),
    ).toBe('step 1: Undocumented status code — Received: 503 / Documented: 200'));
  it('names the oracle of an oracle finding', () =>
    expect(
      describeViolation({
        ruleId: 'r',
        check: 'oracles',
        keyword: 'credit-debit-totals',
        title: 'Figure does not add up',
        pointer: '/result/0/details/total_credit_transactions_value',
        expected: 550.25,
        actual: 550.27,
      }),
    ).toBe(
      'Figure does not add up (oracle credit-debit-totals) at /result/0/details/total_credit_transactions_value — Received: 550.27 / Documented: 550.25',
    ));
});

describe('judgeStep', () => {
  const step = { title: 'issue a token', request: [], status: 200 };
  const one = (attempt: Attempt) => exchange(attempt).steps[0] as StepExchange;
  it('lets the flow go on when the step got its status', () =>
    expect(judgeStep(rule(), one(answer(200, {})), step, 1)).toBeUndefined());
  it('stops the flow with a violation on that step otherwise', () =>
    expect(judgeStep(rule(), one(answer(400, {})), step, 1)).toMatchObject({
      verdict: 'violation',
      violations: [{ step: 1, check: 'statusCode', expected: 200, actual: 400 }],
      reason: 'step 1 (issue a token): Undocumented status code — Received: 400 / Documented: 200',
    }));
  it('calls a step without a response infra', () =>
    expect(
      judgeStep(rule(), one({ error: { code: 'ECONNRESET', message: 'reset' }, durationMs: 1, waitedMs: 0 }), step, 1)?.verdict,
    ).toBe('infra'));
});

describe('alternatives (two readings the documents allow)', () => {
  const both = rule({
    expect: { status: 400, errorCode: 'invalid_request_body' },
    alternatives: [{ reading: '404 workflow_not_found', expect: { status: 404, errorCode: 'workflow_not_found' } }],
  });
  it('passes the other reading and records it', () =>
    expect(judge(both, exchange(answer(404, notFound)))).toMatchObject({
      verdict: 'pass',
      observed: 'reading: 404 workflow_not_found',
    }));
  it('records the rule’s own reading when that one is met', () =>
    expect(
      judge(
        both,
        exchange(
          answer(400, {
            statusCode: 400,
            status: 'failure',
            error: '"workflowId" is required',
            errorCode: 'invalid_request_body',
          }),
        ),
      ).observed,
    ).toBe('reading: HTTP 400 as the rule states'));
  it('is a violation naming what every reading expected when neither is met (issue 17, item 12)', () =>
    expect(judge(both, exchange(answer(418, {})))).toMatchObject({
      verdict: 'violation',
      violations: [{ check: 'statusCode', actual: 418, expected: '400 (as the rule states) or 404 (404 workflow_not_found)' }],
      reason:
        'no documented reading fits: Undocumented status code — Received: 418 / Documented: 400 (as the rule states) or 404 (404 workflow_not_found)',
    }));
  it('names the reading a finding belongs to when the readings differ only there, and keeps what they share once', () => {
    // The status of the rule's reading came, with the other reading's errorCode: each reading's findings, each named.
    const judged = judge(
      both,
      exchange(answer(400, { statusCode: 400, status: 'failure', error: 'x', errorCode: 'workflow_not_found' })),
    );
    expect(judged.violations.map((v) => [v.check, v.expected])).toEqual([
      ['responseSchema', 'authToken/400.schema.json#/properties/errorCode/const: must be equal to constant (as the rule states)'],
      ['errorCode', 'invalid_request_body (as the rule states)'],
      ['statusCode', '404 (404 workflow_not_found)'],
    ]);
  });
});

describe('violation values', () => {
  it(`keep at most ${MAX_VALUE_CHARS} characters of a received value, and its size`, () => {
    const body = { statusCode: 404, status: 'failure', errorCode: 'x'.repeat(5000) };
    const [violation] = judge(rule(), exchange(answer(404, body))).violations.filter((v) => v.check === 'errorCode');
    expect(String(violation?.actual)).toMatch(new RegExp(`^x{${MAX_VALUE_CHARS - 1}}… \\(5000 characters in all\\)$`));
  });

  // Issue 34, item 1: a value was cut first and scrubbed after, so the cut kept the key's first characters.
  it('are scrubbed before they are cut: no part of a key the cut falls in is kept', () => {
    const key = 'Kq7/+"\\&=%?~ Zx3Vb9/+Wm2&=Tn';
    for (let at = MAX_VALUE_CHARS - key.length; at <= MAX_VALUE_CHARS; at++) {
      const body = { statusCode: 404, status: 'failure', errorCode: `${'x'.repeat(at)}${key}${'y'.repeat(2000)}` };
      const scrubber = createScrubber(new Map([[key, REDACTED]]));
      const [violation] = judge(rule(), exchange(answer(404, body)), scrubber).violations.filter((v) => v.check === 'errorCode');
      const kept = String(violation?.actual);
      for (let i = 0; i + 4 <= key.length; i++) expect(kept, `cut at ${at}`).not.toContain(key.slice(i, i + 4));
    }
  });
});
