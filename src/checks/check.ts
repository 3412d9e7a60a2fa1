// The shape every check shares: a named pure function over the final response that returns findings, never throws.
import type { OperationId } from '../model/operations.js';
import type { Exchange, Expectation, Finding, ReceivedResponse, SentRequest } from '../model/types.js';

/** A violation before the judge names it (src/model/types.ts): checks return them. */
export type { Finding };

export interface CheckInput {
  operation: OperationId;
  /** The judged request as sent (JSON value, raw text or form parts with their files), for checks that compare with it. */
  request: SentRequest;
  /** The whole flow: every step and the events received. */
  exchange: Exchange;
  response: ReceivedResponse;
  expect: Expectation;
}

export type Check = (input: CheckInput) => Finding[];

/** What an observer notes of a case (a reading seen, a thing not held): lines for `observed`, never a verdict. */
export type Observer = (input: CheckInput) => string[];

/** A client error: the refusal a `refused` expectation asks for, in whatever form. */
export const isRefusal = (status: number): boolean => status >= 400 && status < 500;

/** The status the rule expects, any status where the document does not show one, any 4xx where it shows no refusal. */
export const expectedStatus = ({ response, expect }: Pick<CheckInput, 'response' | 'expect'>): boolean =>
  expect.anyStatus === true || (expect.refused === true && isRefusal(response.status)) || response.status === expect.status;

/** The expected status came, and the documents show no body for it (`anyBody`, `refused`): nothing of the body is held. */
export const bodyNotShown = (input: Pick<CheckInput, 'response' | 'expect'>): boolean =>
  (input.expect.anyBody === true || input.expect.refused === true) && expectedStatus(input);

/** The expected status came with a JSON body the documents show: what most checks hold. */
export const judgedJson = (input: Pick<CheckInput, 'response' | 'expect'>): boolean =>
  expectedStatus(input) && input.response.json && !bodyNotShown(input);

/** Precondition: the remaining checks only make sense on the expected status with a JSON body the documents show. */
export const onExpectedJson =
  (check: Check): Check =>
  (input) =>
    judgedJson(input) ? check(input) : [];
