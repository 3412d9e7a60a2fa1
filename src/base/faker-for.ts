// Seeded test data: a faker per case, seeded from the run seed and the rule id (seed.ts).
import type { Faker } from '@faker-js/faker';
// The English locale alone: the package's index loads every locale (0.2 s at each start) for data no rule uses.
import { faker as english } from '@faker-js/faker/locale/en';
import { caseSeed } from './seed.js';

const FakerClass = english.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;

// Fakers a case has finished with: seeding one again draws what a new one would (its only state is its generator),
// and building one binds every method of every module (0.1 ms a case, 5% of a replay round).
const idle: Faker[] = [];

/** A faker of its own per case, with the same definitions ([en, base]) as the shared English one. */
export function fakerFor(runSeed: number, ruleId: string): Faker {
  const faker = idle.pop() ?? new FakerClass({ locale: english.rawDefinitions });
  faker.seed(caseSeed(runSeed, ruleId));
  return faker;
}

/** Gives back a faker from fakerFor once nothing will draw from it again (once: two cases must never share one). */
export const releaseFaker = (faker: Faker): void => void idle.push(faker);
