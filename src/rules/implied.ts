// What a request's own fields make of a documented response, beyond its status's schemas. One line per operation whose
// document says so; `npm run validate --request` reads it (the rule tables state the same per rule).
import type { OperationId } from '../model/operations.js';
import type { Expectation } from '../model/types.js';
import { RETURN_SCORE, scoreExpectation } from './match-score.js';

type Implication = (fields: Record<string, unknown>) => Pick<Expectation, 'variant' | 'absent'>;

const IMPLIED: Partial<Record<OperationId, Partial<Record<number, Implication>>>> = {
  matchFace: { 200: (fields) => scoreExpectation(typeof fields[RETURN_SCORE] === 'string' ? fields[RETURN_SCORE] : undefined) },
};

/** The variant and absent fields the request implies; undefined where its fields imply nothing. */
export const impliedBy = (
  operation: OperationId,
  status: number,
  fields: Record<string, unknown>,
): Pick<Expectation, 'variant' | 'absent'> | undefined => IMPLIED[operation]?.[status]?.(fields);
