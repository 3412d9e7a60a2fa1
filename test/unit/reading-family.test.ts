// The run's memory of readings: each case may meet either reading of a sentence, but not one each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';
import { ReadingLedger } from '../../src/case/reading-family.js';
import type { CaseResult, Rule, Verdict } from '../../src/model/types.js';
import { allRules } from '../../src/rules/index.js';

const family = { name: 'matchFace.image-size', accepted: 'binary', refused: 'decimal' };
const rule = (id: string, withFamily = true): Rule => ({
  id,
  operation: 'matchFace',
  title: id,
  source: 'verification-and-token-services.md › Limits',
  strength: 'probe',
  severity: 'minor',
  request: [],
  ...(withFamily ? { family } : {}),
});
const answered = (r: Rule, status: number, verdict: Verdict = 'spec-gap'): CaseResult => ({
  rule: r,
  target: 'sandbox',
  seed: 1,
  verdict,
  violations: [],
  durationMs: 1,
  exchange: {
    steps: [
      {
        request: { method: 'POST', host: 'region_url', base: 'http://x', path: '/v1/matchFace', headers: {} },
        attempts: [{ response: { status, headers: {}, body: {}, json: true }, durationMs: 1, waitedMs: 0 }],
      },
    ],
    events: [],
  },
});

describe('ReadingLedger', () => {
  it('lets the cases of a run meet one reading, and records it', () => {
    const ledger = new ReadingLedger();
    ledger.hold(answered(rule('a'), 200));
    const second = ledger.hold(answered(rule('b'), 200));
    expect(second.verdict).toBe('spec-gap');
    expect(second.observed).toBe('reading of matchFace.image-size: binary');
  });

  it('gives the case that meets the other reading second a violation naming the first case', () => {
    const ledger = new ReadingLedger();
    const first = ledger.hold(answered(rule('matchFace.selfie.size-6000001'), 200));
    const second = ledger.hold(answered(rule('matchFace.selfie.size-6291456'), 400));
    expect(first.verdict).toBe('spec-gap');
    expect(second.verdict).toBe('violation');
    expect(second.violations).toEqual([
      expect.objectContaining({
        ruleId: 'matchFace.selfie.size-6291456',
        title: 'Two readings of one sentence',
        expected: 'binary (the reading matchFace.selfie.size-6000001 met in this run)',
        actual: 'decimal',
      }),
    ]);
  });

  it('takes no reading from a case without an answer, a 5xx, a violation or a rule of no family', () => {
    const ledger = new ReadingLedger();
    for (const r of [
      answered(rule('a'), 503, 'vendor-fault'),
      answered(rule('b'), 500),
      answered(rule('c'), 400, 'violation'),
      answered(rule('d', false), 400),
    ])
      expect(ledger.hold(r)).toBe(r);
    expect(ledger.hold(answered(rule('e'), 200)).verdict).toBe('spec-gap');
  });

  it('knows the face match size family on both in-between sizes', () => {
    const inFamily = allRules()
      .filter((r) => r.family?.name === 'matchFace.image-size')
      .map((r) => r.id);
    expect(inFamily.sort()).toEqual(['matchFace.selfie.size-6000001', 'matchFace.selfie.size-6291456']);
  });

  it('is listed in docs/readings.md › One reading a run: every family, its rules and readings', () => {
    const page = readFileSync(join(ROOT, 'docs', 'readings.md'), 'utf8');
    const section = /^## One reading a run\n([\s\S]*?)^## /m.exec(page)?.[1] ?? '';
    const listed = section
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) => line.split(' | ').map((c) => c.replace(/^\| |`| \|$/g, '')));
    const families = new Map<string, { rules: string[]; accepted: string; refused: string }>();
    for (const r of allRules())
      if (r.family) {
        const f = families.get(r.family.name) ?? { rules: [], accepted: r.family.accepted, refused: r.family.refused };
        families.set(r.family.name, { ...f, rules: [...f.rules, r.id] });
      }
    expect(listed).toEqual([...families].map(([name, f]) => [name, f.rules.join(', '), f.accepted, f.refused]));
  });
});
