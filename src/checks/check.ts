// The shape every check shares: a named pure function over the final response that returns findings, never throws.
import type { OperationId } from '../operations.js';
import type { Expectation, ReceivedResponse, Violation } from '../types.js';

export type Finding = Omit<Violation, 'ruleId'>;

export interface CheckInput {
  operation: OperationId;
  /** The JSON body sent, for checks that compare the response with the request. */
  sent?: unknown;
  response: ReceivedResponse;
  expect: Expectation;
}

export type Check = (input: CheckInput) => Finding[];

/** Precondition: the remaining checks only make sense on the expected status with a JSON body. */
export const onExpectedJson =
  (check: Check): Check =>
  (input) =>
    input.response.status === input.expect.status && input.response.json ? check(input) : [];
