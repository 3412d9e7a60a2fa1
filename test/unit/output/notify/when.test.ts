// When a night needs a message: a new violation, an incomplete run (a coverage shrink said so), the first green after
// either; quiet when the outcome and the failing rules are the last night's, unless notify.when is "always".
import { describe, expect, it } from 'vitest';
import type { Night } from '../../../../src/output/notify/night.js';
import { decideMessage, type LastNight } from '../../../../src/output/notify/when.js';

const night = (code: 0 | 1 | 2, failing: string[] = [], shrink = false): Night => ({
  target: 'live',
  code,
  counts: {},
  failing: failing.map((rule) => ({ rule, title: `${rule} title` })),
  shrink,
});
const green: LastNight = { outcome: 'green', failing: [] };
const red = (...failing: string[]): LastNight => ({ outcome: 'violations', failing });
const incomplete: LastNight = { outcome: 'incomplete', failing: [] };

describe('decideMessage', () => {
  it.for([
    ['a first red night', true, 'new violations', night(1, ['a.b']), undefined],
    ['red after green', true, 'new violations', night(1, ['a.b']), green],
    ['the same red, in another order', false, 'new violations', night(1, ['b.c', 'a.b']), red('a.b', 'b.c')],
    ['red with one more failing rule', true, 'new violations', night(1, ['a.b', 'c.d']), red('a.b')],
    ['red with one rule fewer', true, 'new violations', night(1, ['a.b']), red('a.b', 'c.d')],
    ['incomplete after red', true, 'incomplete run', night(2), red('a.b')],
    ['incomplete for a coverage shrink', true, 'incomplete run (coverage shrink)', night(2, [], true), green],
    ['the same incomplete night', false, 'incomplete run (coverage shrink)', night(2, [], true), incomplete],
    ['green after red', true, 'green again', night(0), red('a.b')],
    ['green after incomplete', true, 'green again', night(0), incomplete],
    ['green after green', false, 'green', night(0), green],
    ['a first green night', false, 'green', night(0), undefined],
  ] as [string, boolean, string, Night, LastNight | undefined][])('%s: send %s, %s', ([, send, headline, now, last]) =>
    expect(decideMessage(now, last, false)).toEqual({ send, headline }),
  );

  it('sends a night that changes nothing when asked to always', () => {
    expect(decideMessage(night(0), green, true)).toEqual({ send: true, headline: 'green' });
    expect(decideMessage(night(1, ['a.b']), red('a.b'), true).send).toBe(true);
  });
});
