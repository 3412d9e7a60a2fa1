// The file sinks: the matrix counts every verdict, junit maps verdicts to testcase states, summary.md names what failed.
import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../../src/gate/baseline.js';
import { decide, decideCase } from '../../../src/gate/decide.js';
import { junitXml } from '../../../src/output/junit.js';
import { matrixMarkdown, matrixText } from '../../../src/output/matrix.js';
import { summaryMarkdown } from '../../../src/output/summary-md.js';
import { reproduceCommand, type VerdictEntry } from '../../../src/gate/case-record.js';

const entry = (ruleId: string, verdict: string, reason?: string, baseline: Baseline = NONE, strict = false): VerdictEntry => ({
  ruleId,
  operation: ruleId.split('.')[0] ?? '',
  document: 'verification-and-token-services.md',
  title: 'a title with <xml> & "quotes"',
  source: 's',
  strength: verdict === 'spec-gap' ? 'probe' : 'documented',
  severity: 'critical',
  verdict,
  ...decideCase({ ruleId, verdict }, baseline, strict),
  ...(reason ? { reason } : {}),
  violations: [],
  seed: 42,
  target: 'sandbox',
  durationMs: 12,
  attempts: 1,
  steps: 1,
  reproduce: reproduceCommand(ruleId, 42, 'sandbox'),
});
const NONE: Baseline = { target: 'sandbox', accepted: {} };
const entries = [
  entry('authToken.expiry.max', 'pass'),
  entry('authToken.expiry.above-max', 'violation', 'Undocumented status code — Received: 200 / Documented: 400'),
  entry('authToken.expiry.omitted', 'spec-gap', 'observed HTTP 200'),
  entry('login.appId.missing', 'not-applicable', 'needs test data "x"'),
  entry('login.expiry.max', 'infra', 'ECONNRESET'),
];

describe('matrix', () => {
  it('counts each verdict per operation, with a total row', () => {
    const text = matrixText(entries).split('\n');
    expect(text[0]).toMatch(
      /^operation\s+rules\s+pass\s+violation\s+vendor-fault\s+infra\s+spec-gap\s+not-applicable\s+harness-error$/,
    );
    expect(text[2]?.split(/\s+/)).toEqual(['authToken', '3', '1', '1', '0', '0', '1', '0', '0']);
    expect(text[3]?.split(/\s+/)).toEqual(['login', '2', '0', '0', '0', '1', '0', '1', '0']);
    expect(text[4]?.split(/\s+/)).toEqual(['all', '5', '1', '1', '0', '1', '1', '1', '0']);
    expect(matrixMarkdown(entries).split('\n')[1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  });
});

describe('junit', () => {
  const xml = junitXml(entries);
  it('has one testcase per case, classname = operation, escaped', () => {
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    expect(xml).toContain('classname="authToken" name="authToken.expiry.max: a title with &lt;xml&gt; &amp; &quot;quotes&quot;"');
  });
  it('gives a failing case a failure with its reason, and the reproduce command in the body', () => {
    expect(xml).toContain(
      '<failure type="violation" message="violation: Undocumented status code — Received: 200 / Documented: 400">violation: authToken.expiry.above-max',
    );
    expect(xml).toContain(
      'reproduce: npm run conformance -- --rule authToken.expiry.above-max --seed 42 --target sandbox</failure>',
    );
    expect(xml).toContain('<testsuite name="authToken" tests="3" failures="1" errors="0" skipped="0">');
  });
  it('skips a not-applicable case, and shows non-gating verdicts as passed with their reason', () => {
    expect(xml).toContain('<skipped message="not-applicable: needs test data &quot;x&quot;"/>');
    expect(xml).toContain('<system-out>infra: ECONNRESET</system-out>');
    expect(xml).toContain('<system-out>spec-gap: observed HTTP 200</system-out>');
  });
  it('passes an accepted deviation, saying so; an infra verdict under --strict is an error', () => {
    const accepting: Baseline = {
      target: 'sandbox',
      accepted: { 'authToken.expiry.above-max': { verdict: 'violation', reason: 'ticket V-1' } },
    };
    const accepted = junitXml([entry('authToken.expiry.above-max', 'violation', 'wrong status', accepting)]);
    expect(accepted).not.toContain('<failure');
    expect(accepted).toContain('<system-out>accepted deviation: ticket V-1 (violation: wrong status)</system-out>');
    expect(junitXml([entry('login.expiry.max', 'infra', 'ECONNRESET', NONE, true)])).toContain(
      '<error type="infra" message="infra: ECONNRESET">',
    );
  });
});

describe('summary.md', () => {
  it('names every non-pass with its reason and how to reproduce it', () => {
    const md = summaryMarkdown(
      { target: 'sandbox', seed: 42, complete: true },
      entries,
      decide(entries, { target: 'sandbox', accepted: {} }, { strict: false }),
    );
    expect(md).toContain('- new violation: authToken.expiry.above-max');
    expect(md).toContain(
      '| authToken.expiry.above-max | violation | fail | Undocumented status code — Received: 200 / Documented: 400 | `npm run conformance -- --rule authToken.expiry.above-max --seed 42 --target sandbox` |',
    );
    expect(md).toContain('| authToken.expiry.omitted | spec-gap | pass | observed HTTP 200 |');
    expect(md).not.toContain('| authToken.expiry.max |');
  });

  // Issue 50 item 4: a run narrowed by a test plan (or any selection flag) says so where its settings are read.
  it('shows the flags that narrowed the run among its settings, and nothing for a whole run', () => {
    const gate = decide(entries, NONE, { strict: false });
    const narrowed = summaryMarkdown(
      { target: 'sandbox', seed: 42, complete: true, selection: '--testplan plan.json' },
      entries,
      gate,
    );
    expect(narrowed).toMatch(/^Settings: .* · selection `--testplan plan\.json`( · |$)/m);
    expect(summaryMarkdown({ target: 'sandbox', seed: 42, complete: true }, entries, gate)).not.toContain('selection');
  });

  // Issue 36 item 11: what a flag's probe observed (the fields it added) is what the probe is for.
  it("shows a spec gap's observation after its reason", () => {
    const gap = {
      ...entry('bankStatementAnalysis.eodBalances.requested', 'spec-gap', 'observed HTTP 200'),
      observed: 'returnEODBalances yes: adds result[].x; removes nothing',
    };
    const md = summaryMarkdown(
      { target: 'sandbox', seed: 42, complete: true },
      [gap],
      decide([gap], { target: 'sandbox', accepted: {} }, { strict: false }),
    );
    expect(md).toContain(
      '| spec-gap | pass | observed HTTP 200 — observed: returnEODBalances yes: adds result[].x; removes nothing |',
    );
  });

  // Issue 18 item 2: a reason may carry what a vendor or any sender sent.
  it('shows markup in a reason as text, and clips a long reason', () => {
    const html = `<img src=x onerror=alert(1)> ${'<p>padding</p>'.repeat(2_000)}`;
    const md = summaryMarkdown(
      { target: 'sandbox', seed: 42, complete: true },
      [entry('authToken.expiry.above-max', 'violation', html)],
      decide(entries, { target: 'sandbox', accepted: {} }, { strict: false }),
    );
    expect(md).not.toMatch(/<img|<p>/);
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const row = md.split('\n').find((l) => l.startsWith('| authToken.expiry.above-max'));
    expect(row?.length).toBeLessThan(3_000);
  });
});
