// Seeded test data: the same run seed and rule id always give the same request bytes.
import { createHash, randomInt } from 'node:crypto';
import { base, en, Faker } from '@faker-js/faker';

export const freshSeed = (): number => randomInt(1, 2 ** 31 - 1);

export const caseSeed = (runSeed: number, ruleId: string): number =>
  createHash('sha256').update(`${runSeed}:${ruleId}`).digest().readUInt32BE(0);

export function fakerFor(runSeed: number, ruleId: string): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(caseSeed(runSeed, ruleId));
  return faker;
}
