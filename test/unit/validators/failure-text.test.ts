// The prefillByMobile 500/503 rows give no body shape: any failure text Conventions 4 allows conforms (issue 8, item 7).
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../../../src/validators/registry.js';

describe.for(['500', '503'])('prefillByMobile/%s.schema.json', (status) => {
  const id = `prefillByMobile/${status}.schema.json`;
  const base = { status: 'failure', statusCode: Number(status) };
  it.for([{ message: 'Server Busy' }, { error: 'Server Busy' }, { error: { message: 'Server Busy' } }])('accepts %o', (text) =>
    expect(validateAgainst(id, { ...base, ...text })).toEqual([]),
  );
  it('refuses a body with no failure text at all', () => expect(validateAgainst(id, base)).not.toEqual([]));
});
