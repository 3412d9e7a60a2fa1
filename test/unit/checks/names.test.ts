// The checks' names are known without the checks (src/checks/names.ts): the catalogue holds a check for each, in order.
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../../src/checks/index.js';
import { CHECK_NAMES } from '../../../src/checks/names.js';

describe('the check names', () => {
  it('are the catalogue’s keys, in the order the checks run', () => expect(Object.keys(CHECKS)).toEqual([...CHECK_NAMES]));
});
