// The depth and container counts of a JSON text, its strings skipped by a native search for their closing quote, are
// those of a read of every character (the reference below), for any text: valid JSON or not, escapes and all.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overLimits } from '../../../src/base/json-text.js';

/** The reference: every character read, a backslash in a string skipping the next one. */
function readEach(text: string, maxDepth: number, maxContainers: number): 'depth' | 'containers' | undefined {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > maxDepth) return 'depth';
      if (++containers > maxContainers) return 'containers';
    } else if (c === ']' || c === '}') depth--;
  }
  return undefined;
}

const text = fc.oneof(
  fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ',', ':'), maxLength: 60 }),
  fc.json({ depthSize: 'large' }),
  fc.integer({ min: 0, max: 12 }).map((n) => `${'['.repeat(n)}"\\\\"${']'.repeat(n)}`),
);

describe('overLimits', () => {
  it('says what a read of every character says, for any text and limits', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 12 }), (t, depth, containers) => {
        expect(overLimits(t, { depth, containers })).toBe(readEach(t, depth, containers));
      }),
      { numRuns: 3000 },
    );
  });
});
