// A finding's probe by name (issues 40 and 52): the line a finding prints reads back as the same probe, shrunk values
// included, and a line that is no probe name is one usage error that shows the form.
import { describe, expect, it } from 'vitest';
import { VtsError } from '../../../src/base/errors.js';
import { probeAt } from '../../../src/explore/generate.js';
import { coverageMoves } from '../../../src/explore/moves.js';
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

  it('carries a shrunk value in one word of the line, whatever it holds, and sends it', () => {
    const values = ['0.5', ' 7', "it's 100%", 'a\u0000b', 'Zoë \u202etxet\u202c 😀', 86_401, [null], { a: '=' }];
    for (const value of values) {
      const spec = { operation: 'fetchUpiIfsc' as const, n: 17, keep: [0], values: { 0: value }, drop: ['body:vpa'] };
      const text = specText(spec);
      expect(text.split(/\s+/)).toHaveLength(4);
      expect(parseSpec(text)).toEqual(spec);
    }
    // The first coverage request setting `name`, wherever the coverage pass puts it.
    const n = Array.from({ length: 80 }, (_, i) => probeAt('fetchUpiIfsc', 5, i).moves[0]).findIndex(
      (m) => m?.field === 'body:name' && m.edits.some((e) => 'set' in e),
    );
    const name = probeFromSpec(parseSpec(`fetchUpiIfsc#${n} keep=0 value=0:"xx%20y"`), 5).moves[0];
    expect(name).toMatchObject({ field: 'body:name', edits: [{ set: { name: 'xx y' } }] });
  });

  it('reads a line written before values were shrunk', () => {
    expect(parseSpec('fetchUpiIfsc#12 keep=0 drop=body:vpa')).toEqual({
      operation: 'fetchUpiIfsc',
      n: 12,
      keep: [0],
      drop: ['body:vpa'],
    });
  });

  it.for(['login#1 value=0', 'login#1 value=x:1', 'login#1 value=0:{nope'])('refuses %j with the form', (text) => {
    expect(() => parseSpec(text)).toThrow(/<operation>#<n> \[keep=<i,…>\] \[value=<i>:<json>\]/);
  });

  it('refuses a value for a move that sets none', () => {
    const duplicate = coverageMoves('matchFace').findIndex((m) => m.keyword === 'duplicate');
    expect(() => probeFromSpec(parseSpec(`matchFace#${duplicate} value=0:"x"`), 5)).toThrow(/sets no one field's value/);
  });

  it.for(['nothing', 'nope#1', 'login#x', 'login#1 keep', 'login#1 also=2'])('refuses %j with the form', (text) => {
    expect(() => parseSpec(text)).toThrow(VtsError);
    expect(() => parseSpec(text)).toThrow(/<operation>#<n>/);
  });
});
