// Each check: silent on a conforming response, one finding with the documented shape on a broken one.
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../../src/checks/check.js';
import { CHECKS } from '../../../src/checks/index.js';
import { normaliseMessage } from '../../../src/checks/message.js';
import type { Expectation } from '../../../src/model/types.js';
import { checkInput } from './input.js';

const input = (status: number, body: unknown, expect: Expectation, contentType = 'application/json; charset=utf-8'): CheckInput =>
  checkInput('authToken', { status, body, contentType }, expect);
const notFound = { statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' };
const invalid = {
  statusCode: 400,
  status: 'failure',
  error: '"expiry" must be less than or equal to 86400',
  errorCode: 'invalid_request_body',
};

describe('statusCode', () => {
  it('passes the documented status', () => expect(CHECKS.statusCode(input(404, notFound, { status: 404 }))).toEqual([]));
  it('reports another status as undocumented', () =>
    expect(CHECKS.statusCode(input(418, notFound, { status: 404 }))).toEqual([
      { title: 'Undocumented status code', pointer: '', expected: 404, actual: 418 },
    ]));
});

describe('contentType', () => {
  it('passes JSON', () => expect(CHECKS.contentType(input(404, notFound, { status: 404 }))).toEqual([]));
  it('reports text/html', () =>
    expect(CHECKS.contentType(input(404, '<html>', { status: 404 }, 'text/html'))[0]).toMatchObject({
      title: 'Wrong content type',
      actual: 'text/html',
    }));
  it("passes text/plain only where the row shows a text body, and only on that row's status", () => {
    const text = { status: 503, textAllowed: true } as const;
    expect(CHECKS.contentType(input(503, 'Internal Server Error', text, 'text/plain; charset=utf-8'))).toEqual([]);
    expect(CHECKS.contentType(input(503, 'Internal Server Error', { status: 503 }, 'text/plain'))).toHaveLength(1);
    expect(CHECKS.contentType(input(503, '<html>', text, 'text/html'))).toHaveLength(1);
    expect(CHECKS.contentType(input(500, 'Internal Server Error', text, 'text/plain'))).toHaveLength(1);
  });
});

describe('errorCode', () => {
  it('passes the documented code', () =>
    expect(CHECKS.errorCode(input(404, notFound, { status: 404, errorCode: 'workflow_not_found' }))).toEqual([]));
  it('reports another code', () =>
    expect(
      CHECKS.errorCode(input(404, { ...notFound, errorCode: 'not_found' }, { status: 404, errorCode: 'workflow_not_found' })),
    ).toEqual([
      {
        title: 'Wrong errorCode',
        pointer: '/errorCode',
        expected: 'workflow_not_found',
        actual: 'not_found',
      },
    ]));
  it('stays silent when the status is already wrong', () =>
    expect(CHECKS.errorCode(input(500, {}, { status: 404, errorCode: 'workflow_not_found' }))).toEqual([]));
});

describe('message', () => {
  const expect400: Expectation = {
    status: 400,
    message: { kind: 'literal', pointer: '/error', text: 'expiry must be less than or equal to 86400' },
  };
  it('matches with quotes normalised', () => expect(CHECKS.message(input(400, invalid, expect400))).toEqual([]));
  it('matches a prefixed message', () =>
    expect(
      CHECKS.message(
        input(
          400,
          { ...invalid, error: 'Request Body Validation has failed: `expiry` must be less than or equal to 86400' },
          expect400,
        ),
      ),
    ).toEqual([]));
  it('reports other wording', () =>
    expect(CHECKS.message(input(400, { ...invalid, error: 'expiry too large' }, expect400))[0]).toMatchObject({
      title: 'Wrong message',
      pointer: '/error',
      actual: 'expiry too large',
    }));
  it('reports a missing field', () =>
    expect(CHECKS.message(input(400, { statusCode: 400 }, expect400))[0]).toMatchObject({
      title: 'Wrong message',
      actual: undefined,
    }));
  it('normalises quotes, space and case only', () =>
    expect(normaliseMessage(' "appId"  is Required ')).toBe('appid is required'));
});

describe('absentField', () => {
  it('passes when the field is absent', () =>
    expect(CHECKS.absentField(input(404, notFound, { status: 404, absent: ['/error'] }))).toEqual([]));
  it('reports a present field', () =>
    expect(CHECKS.absentField(input(404, { ...notFound, error: 'x' }, { status: 404, absent: ['/error'] }))).toEqual([
      { title: 'Field must be absent', pointer: '/error', expected: '(absent)', actual: 'x' },
    ]));
});

describe('responseSchema', () => {
  it('passes a documented envelope', () => expect(CHECKS.responseSchema(input(404, notFound, { status: 404 }))).toEqual([]));
  it('reports Ajv keyword and params', () =>
    expect(CHECKS.responseSchema(input(404, { ...notFound, statusCode: '404' }, { status: 404 }))).toContainEqual(
      expect.objectContaining({
        title: 'Response violates schema',
        pointer: '/statusCode',
        keyword: 'type',
        params: { type: 'integer' },
      }),
    ));
  it('reports a status with no documented schema', () =>
    expect(CHECKS.responseSchema(input(418, {}, { status: 418 }))[0]).toMatchObject({ title: 'No documented schema' }));
});

describe('echoedField', () => {
  const sentVpa = { vpa: 'ramesh.kumar@okhdfcbank', name: 'Ramesh Kumar' };
  const upi = (vpa: unknown): CheckInput =>
    checkInput(
      'fetchUpiIfsc',
      { status: 200, body: { status: 'success', result: { vpa } }, contentType: 'application/json' },
      { status: 200, echo: [{ request: '/vpa', response: '/result/vpa' }] },
      sentVpa,
    );
  it('passes when the response echoes what was sent', () => expect(CHECKS.echoedField(upi(sentVpa.vpa))).toEqual([]));
  it('reports another value', () =>
    expect(CHECKS.echoedField(upi('someone.else@okaxis'))).toEqual([
      {
        title: 'Field does not echo the request',
        pointer: '/result/vpa',
        expected: 'ramesh.kumar@okhdfcbank',
        actual: 'someone.else@okaxis',
      },
    ]));
  it('reports a missing echo', () => expect(CHECKS.echoedField(upi(undefined))[0]).toMatchObject({ actual: undefined }));
});
