// Issue 8 item 11: `statusCode` mirrors the HTTP status (Conventions shared by the operations 3), compared by value:
// emailBasic's success documents the string "200", its errors the integer.
import { describe, expect, it } from 'vitest';
import { allFindings, checkInput } from './input.js';

const mirror = (findings: { check: string }[]) => findings.filter((f) => f.check === 'statusCodeMirror');

describe('statusCodeMirror', () => {
  it('passes an integer statusCode equal to the HTTP status', () =>
    expect(
      mirror(
        allFindings(checkInput('authToken', { status: 404, body: { statusCode: 404, status: 'failure' } }, { status: 404 })),
      ),
    ).toEqual([]));

  it('passes the string "200" on an HTTP 200 (emailBasic success pins the string)', () =>
    expect(
      mirror(
        allFindings(checkInput('emailBasic', { status: 200, body: { statusCode: '200', status: 'success' } }, { status: 200 })),
      ),
    ).toEqual([]));

  it('reports a statusCode that differs from the HTTP status', () =>
    expect(
      mirror(
        allFindings(
          checkInput(
            'prefillByMobile',
            { status: 503, body: { statusCode: 200, status: 'failure', message: 'Server Busy' } },
            {
              status: 503,
            },
          ),
        ),
      ),
    ).toEqual([
      {
        check: 'statusCodeMirror',
        title: 'statusCode does not mirror the HTTP status',
        pointer: '/statusCode',
        expected: 503,
        actual: 200,
      },
    ]));

  it('reports a string statusCode of another status', () =>
    expect(
      mirror(
        allFindings(checkInput('emailBasic', { status: 400, body: { statusCode: '200', status: 'failure' } }, { status: 400 })),
      ),
    ).toMatchObject([{ expected: 400, actual: '200' }]));

  it('holds on any status, not only the one the rule expects', () =>
    expect(
      mirror(
        allFindings(checkInput('authToken', { status: 418, body: { statusCode: 200, status: 'failure' } }, { status: 200 })),
      ),
    ).toMatchObject([{ expected: 418, actual: 200 }]));

  it('leaves a body without statusCode, or not JSON, to the other checks', () => {
    expect(mirror(allFindings(checkInput('authToken', { status: 400, body: { status: 'failure' } }, { status: 400 })))).toEqual(
      [],
    );
    expect(mirror(allFindings(checkInput('authToken', { status: 400, body: '<html>' }, { status: 400 })))).toEqual([]);
  });
});
