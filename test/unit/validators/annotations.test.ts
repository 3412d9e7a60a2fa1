// Redaction is driven by the schemas: the walker must find every secret and personal value they mark.
import { describe, expect, it } from 'vitest';
import { marksFor, requestMarks, responseMarks } from '../../../src/validators/annotations.js';

const pointers = (marks: { pointer: string }[]) => marks.map((m) => m.pointer).sort();

describe('marksFor', () => {
  it('finds the credentials and both contacts of an authToken request', () =>
    expect(
      marksFor('authToken/request.schema.json', {
        appId: 'a',
        appKey: 'k',
        expiry: 3600,
        transactionId: 't',
        workflowId: 'w',
        authenticateOnResume: 'yes',
        mobileNumber: '9876543210',
        email: 'a@b.example',
      }),
    ).toEqual(
      expect.arrayContaining([
        { pointer: '/appId', mark: { secret: true }, value: 'a' },
        { pointer: '/appKey', mark: { secret: true }, value: 'k' },
        { pointer: '/mobileNumber', mark: { pii: 'phone' }, value: '9876543210' },
        { pointer: '/email', mark: { pii: 'email' }, value: 'a@b.example' },
      ]),
    ));
  it('marks only what is present, and a value of any type (a rule may send a number as mobileNumber)', () =>
    expect(pointers(marksFor('authToken/request.schema.json', { appId: 'a', mobileNumber: 98765 }))).toEqual([
      '/appId',
      '/mobileNumber',
    ]));
  it('follows result into the token of either operation', () => {
    expect(marksFor('authToken/200.schema.json', { status: 'success', statusCode: '200', result: { authToken: 't' } })).toEqual([
      { pointer: '/result/authToken', mark: { secret: true }, value: 't' },
    ]);
    expect(pointers(marksFor('login/200.schema.json', { result: { token: 't' } }))).toEqual(['/result/token']);
  });
  it('ignores a body of another shape', () => expect(marksFor('authToken/200.schema.json', 'not json')).toEqual([]));
});

describe('request and response wrappers', () => {
  it('read the operation’s request schema', () =>
    expect(pointers(requestMarks('login', { appId: 'a', appKey: 'k', expiry: 1 }))).toEqual(['/appId', '/appKey']));
  it('union over the variants of the status', () =>
    expect(pointers(responseMarks('authToken', 200, { result: { authToken: 't' } }))).toEqual(['/result/authToken']));
  it('give [] where no schema is written', () => {
    expect(requestMarks('matchFace', { selfie: 'a' })).toEqual([]);
    expect(responseMarks('authToken', 418, { result: { authToken: 't' } })).toEqual([]);
  });
});
