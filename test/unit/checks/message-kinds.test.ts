// Issue 8 item 6: a documented message is a `literal` (a text a service prints: its wording gates) or a `condition`
// (the document paraphrases when the error occurs: status and errorCode gate, and at most that the fields are named).
import { describe, expect, it } from 'vitest';
import type { Expectation } from '../../../src/model/types.js';
import { allFindings, checkInput } from './input.js';

const BOTH_SENT = 'only one of mobileNumber or email should be sent (both present)';
const condition: Expectation = {
  status: 400,
  errorCode: 'invalid_request_body',
  message: { kind: 'condition', pointer: '/error', text: BOTH_SENT, names: ['mobileNumber', 'email'] },
};
const literal: Expectation = {
  status: 400,
  errorCode: 'invalid_request_body',
  message: { kind: 'literal', pointer: '/error', text: 'expiry must be less than or equal to 86400' },
};
const refusal = (error: string, errorCode = 'invalid_request_body') => ({
  statusCode: 400,
  status: 'failure',
  error,
  errorCode,
});
const JOI = '"value" contains a conflict between optional exclusive peers [mobileNumber, email]';

describe('a condition', () => {
  it('passes a Joi-style vendor message with the documented status and errorCode', () =>
    expect(allFindings(checkInput('authToken', { status: 400, body: refusal(JOI) }, condition))).toEqual([]));

  it('names the fields case-insensitively, in any wording', () =>
    expect(
      allFindings(
        checkInput('authToken', { status: 400, body: refusal('MOBILENUMBER and EMAIL are mutually exclusive') }, condition),
      ),
    ).toEqual([]));

  const checksOf = (findings: { check: string }[]) => [...new Set(findings.map((f) => f.check))];
  it('still gates on errorCode', () =>
    expect(checksOf(allFindings(checkInput('authToken', { status: 400, body: refusal(JOI, 'bad_request') }, condition)))).toEqual(
      ['responseSchema', 'errorCode'],
    ));

  it('still gates on the status', () =>
    expect(
      checksOf(allFindings(checkInput('authToken', { status: 422, body: { ...refusal(JOI), statusCode: 422 } }, condition))),
    ).toEqual(['statusCode']));

  it('reports a message that does not name the fields involved', () =>
    expect(allFindings(checkInput('authToken', { status: 400, body: refusal('"expiry" must be a number') }, condition))).toEqual([
      {
        check: 'message',
        title: 'Wrong message',
        pointer: '/error',
        expected: `a message naming mobileNumber, email (the documented condition: ${BOTH_SENT})`,
        actual: '"expiry" must be a number',
      },
    ]));
});

describe('a literal', () => {
  it('passes its text, quotes and case normalised', () =>
    expect(
      allFindings(
        checkInput('authToken', { status: 400, body: refusal('"expiry" must be less than or equal to 86400') }, literal),
      ),
    ).toEqual([]));

  it('still fails on other wording', () =>
    expect(allFindings(checkInput('authToken', { status: 400, body: refusal('"expiry" is too large') }, literal))).toEqual([
      {
        check: 'message',
        title: 'Wrong message',
        pointer: '/error',
        expected: 'expiry must be less than or equal to 86400',
        actual: '"expiry" is too large',
      },
    ]));
});

describe('a template (issue 17, item 8)', () => {
  const requires: Expectation = {
    status: 400,
    message: {
      kind: 'template',
      pointer: '/message',
      text: 'Input Validation Error: requires property <missing_parameter>',
      names: ['statementUrl'],
    },
  };
  const parse400 = (message: string) => ({ status: 'failure', statusCode: 400, message });
  const messages = (message: string) =>
    allFindings(checkInput('parseBankStatement', { status: 400, body: parse400(message) }, requires)).filter(
      (f) => f.check === 'message',
    );

  it.for([
    'Input Validation Error: requires property statementUrl',
    'Input Validation Error: requires property "statementUrl"',
    'Input Validation Error: requires property "bankStatementFiles[0].statementUrl"',
    'Input Validation Error: requires property bankStatementFiles[].statementUrl',
    'Input Validation Error: requires property "bankStatementFiles/0/statementUrl", at instance.bankStatementFiles[0]',
    'Input Validation Error: instance.bankStatementFiles[0] requires property "statementUrl"',
  ])('conforms: %s', (message) => expect(messages(message)).toEqual([]));

  it.for([
    'Input Validation Error: requires property statementId',
    'Input Validation Error: requires property "bankStatementFiles[0]"',
    'Input Validation Error: requires property statementUrlx',
    'statementUrl is required',
  ])('is a wrong message: %s', (message) =>
    expect(messages(message)).toEqual([
      expect.objectContaining({
        title: 'Wrong message',
        expected: 'Input Validation Error: requires property <missing_parameter>, naming statementUrl',
      }),
    ]),
  );
});
