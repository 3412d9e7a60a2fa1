// Seeds: a run's, drawn fresh, and each case's, derived from it and the rule id (the same run seed and rule id always
// give the same request bytes). The fakers drawing from them are in faker-for.ts: this module loads no faker, so the
// command that only draws a run seed does without it.
import { createHash, randomInt } from 'node:crypto';

export const freshSeed = (): number => randomInt(1, 2 ** 31 - 1);

export const caseSeed = (runSeed: number, ruleId: string): number =>
  createHash('sha256').update(`${runSeed}:${ruleId}`).digest().readUInt32BE(0);
