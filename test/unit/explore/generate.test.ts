// Exploration's requests (issue 40): the same seed gives the same requests at any budget, another seed other random
// ones; the coverage pass reaches every field of an operation even when the budget cuts it short.
import { describe, expect, it } from 'vitest';
import { fieldKey, fieldsOf } from '../../../src/explore/fields.js';
import { probesFor } from '../../../src/explore/generate.js';
import { coverageMoves } from '../../../src/explore/moves.js';
import { OPERATION_IDS, isEvent } from '../../../src/model/operations.js';

const OPERATIONS = OPERATION_IDS.filter((op) => !isEvent(op));

describe('exploration requests', () => {
  it.for(OPERATIONS)('%s: the same seed gives the same requests, at any budget', (operation) => {
    const first = probesFor(operation, 4242, 160);
    expect(JSON.stringify(probesFor(operation, 4242, 160))).toBe(JSON.stringify(first));
    expect(JSON.stringify(probesFor(operation, 4242, 40))).toBe(JSON.stringify(first.slice(0, 40)));
  });

  it('another seed draws other random requests, and the same coverage pass', () => {
    const [a, b] = [probesFor('authToken', 1, 200), probesFor('authToken', 2, 200)];
    const coverage = coverageMoves('authToken').length;
    expect(JSON.stringify(a.slice(0, coverage))).toBe(JSON.stringify(b.slice(0, coverage)));
    expect(JSON.stringify(a.slice(coverage))).not.toBe(JSON.stringify(b.slice(coverage)));
  });

  it.for(OPERATIONS)('%s: the first moves of the coverage pass touch every field', (operation) => {
    const fields = fieldsOf(operation).map(fieldKey);
    const touched = new Set(probesFor(operation, 7, fields.length).flatMap((p) => p.moves.map((m) => m.field)));
    expect(fields.filter((f) => !touched.has(f))).toEqual([]);
  });

  it('sends each file part every other small file the rules send, and leaves the 6 MB ones to their rules', () => {
    const others = coverageMoves('matchFace').filter((m) => m.field === 'part:id' && m.keyword === 'other-file');
    expect(others.map((m) => m.shows)).toContain('faceSelfieGif');
    expect(others.map((m) => m.shows).filter((k) => /At6/.test(k))).toEqual([]);
  });

  it('sends random requests of every class once the coverage pass is done', () => {
    const random = probesFor('authToken', 9, 300).filter((p) => p.phase === 'random');
    expect(new Set(random.map((p) => p.class))).toEqual(new Set(['valid', 'invalid', 'unknown']));
  });
});
