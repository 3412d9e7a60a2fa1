// Issue 52 item 4: what an exploration costs, before it runs. Findings are grouped by property and first move, one
// shrinking each: the bound counts, per group, the properties on that its probes' classes can break.
import { describe, expect, it } from 'vitest';
import { operationCost, possibleFindings, shrinkingAtMost } from '../../../src/explore/cost.js';
import { probeOf } from '../../../src/explore/generate.js';
import { SHRINK_REQUESTS } from '../../../src/explore/shrink.js';
import type { Move, Probe } from '../../../src/explore/types.js';

const move = (field: string, keyword: string): Move => ({ field, keyword, edits: [], shows: '' });
const probe = (cls: Probe['class'], ...moves: Move[]): Probe => ({
  ...probeOf('emailBasic', 'emailBasic#0', 'coverage', moves),
  class: cls,
});

describe('possible findings', () => {
  it('the five any-request properties a group, and the one of each class it holds', () => {
    const probes = [
      probe('unknown', move('body:email', 'empty')),
      probe('invalid', move('body:email', 'empty')),
      probe('valid', move('body:email', 'documented')),
      probe('unknown'),
    ];
    // body:email empty: 5 + invalid-input-accepted; documented: 5 + valid-input-refused; the valid request: 5.
    expect(possibleFindings(probes, [])).toBe(6 + 6 + 5);
    expect(possibleFindings(probes, ['response-schema', 'invalid-input-accepted'])).toBe(4 + 5 + 4);
  });

  it("an operation's cost: what the sent probes upload, parses where it starts one, shrinking's worst case", () => {
    const sent = { probe: probe('unknown', move('part:selfie', 'zero-byte')), uploads: 2, uploadBytes: 300 };
    const notSent = { probe: probe('unknown', move('part:id', 'missing')), uploads: 0, uploadBytes: 0, notSent: 'needs data' };
    const o = operationCost('matchFace', 2, [sent, notSent], []);
    expect(o.cost).toEqual({ requests: 1, uploads: 2, uploadBytes: 300, parses: 0 });
    expect(o.perFinding).toEqual({
      requests: SHRINK_REQUESTS,
      uploads: 2 * SHRINK_REQUESTS,
      uploadBytes: 300 * SHRINK_REQUESTS,
      parses: 0,
    });
    expect(shrinkingAtMost(o).requests).toBe(5 * SHRINK_REQUESTS);
    const parse = operationCost('parseBankStatement', 1, [{ ...sent, uploads: 0, uploadBytes: 0 }], []);
    expect([parse.cost.parses, parse.perFinding.parses]).toEqual([1, SHRINK_REQUESTS]);
    expect(operationCost('webhookConfig', 1, [{ ...sent, uploads: 0, uploadBytes: 0 }], []).cost.requests).toBe(2);
  });
});
