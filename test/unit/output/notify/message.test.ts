// The message: target, headline, counts per operation, the first five new violations by rule and title, the links;
// built from a Night, which holds nothing of a case but its rule, title, operation and outcome.
import { describe, expect, it } from 'vitest';
import { buildMessage, NEW_SHOWN } from '../../../../src/output/notify/message.js';
import { nightOf } from '../../../../src/output/notify/night.js';

const VENDOR = 'vendor-said-7f3a91';
const entry = (ruleId: string, outcome: 'pass' | 'fail' | 'skip', operation = 'login') => ({
  ruleId,
  operation,
  title: `${ruleId} is rejected`,
  outcome,
  // What a case record also holds: the vendor's words and values, which no message may carry.
  reason: `Received: "${VENDOR}" / Documented: "appKey is required"`,
  observed: VENDOR,
  violations: [{ actual: VENDOR }],
});
const LINKS = { runUrl: 'https://ci.example/run/42', reportUrl: 'https://reports.example/42/' };

describe('buildMessage', () => {
  const failing = Array.from({ length: 7 }, (_, i) => `login.rule-${i}`);
  const entries = [
    ...failing.map((id) => entry(id, 'fail')),
    entry('login.ok', 'pass'),
    entry('emailBasic.ok', 'pass', 'emailBasic'),
    entry('emailBasic.na', 'skip', 'emailBasic'),
  ];
  const night = nightOf({ target: 'live', selection: '--operation login', code: 1, shrink: false }, entries, failing);
  const message = buildMessage(night, 'new violations', LINKS);

  it('says the target, the selection and what happened, then the counts per operation', () => {
    expect(message.text.split('\n').slice(0, 3)).toEqual([
      'vts-conformance live (--operation login): new violations',
      'login: 1 pass · 7 fail · 0 skip',
      'emailBasic: 1 pass · 0 fail · 1 skip',
    ]);
    expect(message.vts.counts).toEqual({ login: { pass: 1, fail: 7, skip: 0 }, emailBasic: { pass: 1, fail: 0, skip: 1 } });
  });

  it(`names the first ${NEW_SHOWN} new violations by rule and title, and counts the rest`, () => {
    expect(message.vts.newViolations).toEqual(
      failing.slice(0, NEW_SHOWN).map((rule) => ({ rule, title: `${rule} is rejected` })),
    );
    expect(message.vts.moreViolations).toBe(2);
    expect(message.text).toContain('• login.rule-0: login.rule-0 is rejected');
    expect(message.text).not.toContain('login.rule-5');
    expect(message.text).toContain('…and 2 more');
  });

  it("links the run and the report, and holds the gate's outcome", () => {
    expect(message.text).toMatch(/^run: https:\/\/ci\.example\/run\/42\nreport: https:\/\/reports\.example\/42\/$/m);
    expect(message.vts).toMatchObject({
      ...LINKS,
      target: 'live',
      outcome: 'violations',
      exitCode: 1,
      headline: 'new violations',
    });
    expect(message.vts.test).toBeUndefined();
  });

  it('carries no reason, observed value or violation of a case', () => expect(JSON.stringify(message)).not.toContain(VENDOR));

  it('marks a test message, and leaves out links it does not have', () => {
    const test = buildMessage(
      { target: 'replay', code: 0, counts: {}, failing: [], shrink: false },
      'a test',
      {},
      { test: true },
    );
    expect(test.text).toBe('[test] vts-conformance replay: a test');
    expect(test.vts).toEqual({
      test: true,
      target: 'replay',
      outcome: 'green',
      headline: 'a test',
      exitCode: 0,
      counts: {},
      newViolations: [],
      moreViolations: 0,
    });
  });
});
