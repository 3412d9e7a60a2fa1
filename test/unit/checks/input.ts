// A one-step exchange for a check, and every finding the whole catalogue gives on it (what the judge would see).
import type { CheckInput, Finding } from '../../../src/checks/check.js';
import { CHECKS } from '../../../src/checks/index.js';
import type { OperationId } from '../../../src/model/operations.js';
import type { Expectation, ReceivedResponse, SentRequest } from '../../../src/model/types.js';

export interface Answer {
  status: number;
  /** A parsed JSON value, or the raw text of a body the client could not parse. */
  body: unknown;
  contentType?: string;
  /** Whether the client parsed the body as JSON; default: it is not a string. */
  json?: boolean;
}

export function checkInput(operation: OperationId, answer: Answer, expect: Expectation, sent: unknown = {}): CheckInput {
  const request: SentRequest = {
    method: 'POST',
    host: 'auth_url',
    base: 'http://x',
    path: '/p',
    headers: {},
    body: { kind: 'json', value: sent },
  };
  const response: ReceivedResponse = {
    status: answer.status,
    headers: { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' },
    body: answer.body,
    json: answer.json ?? typeof answer.body !== 'string',
  };
  return {
    operation,
    request,
    exchange: { steps: [{ request, attempts: [{ response, durationMs: 1, waitedMs: 0 }] }], events: [] },
    response,
    expect,
  };
}

/** Every check of the catalogue over one input, each finding named by its check. */
export const allFindings = (input: CheckInput): (Finding & { check: string })[] =>
  Object.entries(CHECKS).flatMap(([check, run]) => run(input).map((f) => ({ check, ...f })));
