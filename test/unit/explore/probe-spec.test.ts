// A finding's probe by name (issue 40): the line a finding prints reads back as the same probe, and a line that is no
// probe name is one usage error that shows the form.
import { describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { probeAt } from '../../../src/explore/generate.js';
import { parseSpec, probeFromSpec, specText } from '../../../src/explore/probe-spec.js';

describe('probe names', () => {
  it('reads back what it writes', () => {
    const spec = { operation: 'fetchUpiIfsc' as const, n: 12, keep: [0, 2], drop: ['body:vpa', 'body:name'] };
    expect(parseSpec(specText(spec))).toEqual(spec);
    expect(specText({ operation: 'login', n: 3 })).toBe('login#3');
  });

  it('makes the generated probe again, less what it drops', () => {
    const probe = probeFromSpec(parseSpec('fetchUpiIfsc#201 keep=0 drop=body:vpa'), 5);
    expect(probe.moves[0]).toEqual(probeAt('fetchUpiIfsc', 5, 201).moves[0]);
    expect(probe.moves.at(-1)?.edits).toEqual([{ drop: ['vpa'] }]);
  });

  it.for(['nothing', 'nope#1', 'login#x', 'login#1 keep', 'login#1 also=2'])('refuses %j with the form', (text) => {
    expect(() => parseSpec(text)).toThrow(VtsError);
    expect(() => parseSpec(text)).toThrow(/<operation>#<n>/);
  });
});
