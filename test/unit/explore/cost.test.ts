// Issue 52 item 4: what an exploration costs, before it runs. Probes alike are shrunk once a property and status class
// (src/explore/groups.ts): the bound counts, per group, each property on in as many classes as it can have and probes.
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
  it('each property on a group, in as many status classes as its answers can have and the group has probes', () => {
    const probes = [
      probe('unknown', move('body:email', 'empty')),
      probe('invalid', move('body:email', 'empty')),
      probe('valid', move('body:email', 'documented')),
      probe('unknown'),
    ];
    // body:email empty, two probes: 3 properties of one class, 4 of two; the documented value and the valid request: 7.
    expect(possibleFindings(probes, [])).toBe(3 + 4 * 2 + 7 + 7);
    expect(possibleFindings(probes, ['response-schema', 'invalid-input-accepted'])).toBe(2 + 3 * 2 + 5 + 5);
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
    // One group of one probe: each of the seven properties, in one status class.
    expect(shrinkingAtMost(o).requests).toBe(7 * SHRINK_REQUESTS);
    const parse = operationCost('parseBankStatement', 1, [{ ...sent, uploads: 0, uploadBytes: 0 }], []);
    expect([parse.cost.parses, parse.perFinding.parses]).toEqual([1, SHRINK_REQUESTS]);
    expect(operationCost('webhookConfig', 1, [{ ...sent, uploads: 0, uploadBytes: 0 }], []).cost.requests).toBe(2);
  });
});
