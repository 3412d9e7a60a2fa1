// A string's format is read by one compiled validator per format (issue 48): a schema compiled per value read stayed
// in Ajv's cache, so `vts audit`'s memory grew with every exchange it read (641 MB for a million).
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, expect, it, vi } from 'vitest';
import type { Field } from '../../../src/explore/fields.js';
import { kindOf } from '../../../src/explore/kinds.js';

// The class kinds.ts requires: one module instance, so a spy on its prototype sees every instance's calls.
const { Ajv2020: Ajv } = createRequire(import.meta.url)('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 };

const field = (format: string): Field => ({ name: 'f', where: 'body', type: 'string', required: true, inBaseline: true, format });

afterEach(() => vi.restoreAllMocks());

it('compiles each format once, however many values it reads', () => {
  const compile = vi.spyOn(Ajv.prototype, 'compile');
  for (let i = 0; i < 50; i++) {
    expect(kindOf(field('email'), `user${i}@example.com`)).toBe('well-formed');
    expect(kindOf(field('uri'), `not a uri ${i}`)).toBe('malformed');
  }
  expect(compile.mock.calls.length).toBeLessThanOrEqual(2);
});
