// Issue 51, item 10: a seeded faker value names its method by "module.method" (FakerCall, src/model/edits.ts), a closed
// type: a misspelt name fails `npm run typecheck`, which this file is part of, not the first build of its rule.
import { describe, expect, it } from 'vitest';
import { fakerFor } from '../../../src/base/faker-for.js';
import { fake } from '../../../src/rules/mutate.js';

describe('a faker call names a method there is', () => {
  it('a misspelt one is a type error; a real one draws a value', () => {
    // @ts-expect-error "internet.emial" is no faker method: the directive fails the type check if this compiles.
    expect(fake('internet.emial').call).toBe('internet.emial');
    const call = fake('internet.email').call;
    const [module, method] = call.split('.') as [string, string];
    const faker = fakerFor(1, 'faker-call') as unknown as Record<string, Record<string, () => unknown>>;
    expect(typeof faker[module]?.[method]?.()).toBe('string');
  });
});
