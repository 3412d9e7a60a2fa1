// What a case saw that gates nothing but belongs in its report: which reading the documents leave open an answer took
// (a withdrawal's sign, a timestamp's offset), and what the harness could not hold (a statement sent without facts).
// Each observer is a pure function over the same input as a check; its lines join the case's `observed`.
import { factsNote } from '../oracles/check.js';
import type { CheckInput } from './check.js';

export type Observer = (input: CheckInput) => string[];

export const OBSERVERS: readonly Observer[] = [factsNote];

export const observe = (input: CheckInput): string[] => OBSERVERS.flatMap((o) => o(input));
