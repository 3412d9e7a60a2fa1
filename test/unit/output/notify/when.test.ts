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
    ['a first red night', night(1, ['a.b']), undefined, true, 'new violations'],
    ['red after green', night(1, ['a.b']), green, true, 'new violations'],
    ['the same red, in another order', night(1, ['b.c', 'a.b']), red('a.b', 'b.c'), false, 'new violations'],
    ['red with one more failing rule', night(1, ['a.b', 'c.d']), red('a.b'), true, 'new violations'],
    ['red with one rule fewer', night(1, ['a.b']), red('a.b', 'c.d'), true, 'new violations'],
    ['incomplete after red', night(2), red('a.b'), true, 'incomplete run'],
    ['incomplete for a coverage shrink', night(2, [], true), green, true, 'incomplete run (coverage shrink)'],
    ['the same incomplete night', night(2, [], true), incomplete, false, 'incomplete run (coverage shrink)'],
    ['green after red', night(0), red('a.b'), true, 'green again'],
    ['green after incomplete', night(0), incomplete, true, 'green again'],
    ['green after green', night(0), green, false, 'green'],
    ['a first green night', night(0), undefined, false, 'green'],
  ] as [string, Night, LastNight | undefined, boolean, string][])('%s: send %s', ([, now, last, send, headline]) =>
    expect(decideMessage(now, last, false)).toEqual({ send, headline }),
  );

  it('sends a night that changes nothing when asked to always', () => {
    expect(decideMessage(night(0), green, true)).toEqual({ send: true, headline: 'green' });
    expect(decideMessage(night(1, ['a.b']), red('a.b'), true).send).toBe(true);
  });
});
