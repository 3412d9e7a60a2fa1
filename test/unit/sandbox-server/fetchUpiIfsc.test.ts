// fetchUpiIfsc: `message` + metaData.requestId on every failure, and the INVALID VPA answered 200 with all nulls.
import { describe, expect, it } from 'vitest';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { NO_CREDENTIALS, NO_TRANSACTION_ID, v1Sandbox } from './v1-server.js';

const upi = v1Sandbox('fetchUpiIfsc');
const V = TEST_VALUES.upi;
const valid = { vpa: V.valid.vpa, name: V.valid.name };

describe('fetchUpiIfsc: failures', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | undefined>, number, string][] = [
    ['vpa missing', { name: 'A B' }, {}, 400, 'vpa is missing in the request'],
    ['vpa malformed', { vpa: 'no-at-sign', name: 'A B' }, {}, 400, 'vpa should be valid'],
    ['vpa with two @', { vpa: 'a@b@c', name: 'A B' }, {}, 400, 'vpa should be valid'],
    ['name missing (sandbox choice)', { vpa: V.valid.vpa }, {}, 400, 'name is missing in the request'],
    ['no credentials', valid, NO_CREDENTIALS, 401, 'Missing/Invalid credentials'],
    ['no transactionid (sandbox choice)', valid, NO_TRANSACTION_ID, 400, 'transactionId is required in the headers'],
    ['server fault', { vpa: V.serverError, name: 'A B' }, {}, 500, 'Internal Server Error'],
  ];
  it.for(cases)('%s', async ([, body, headers, status, message]) => {
    const answer = await upi(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ status: 'failure', statusCode: status, message, metaData: { requestId: expect.any(String) } });
  });
});

describe('fetchUpiIfsc: results', () => {
  it('the valid VPA resolves to its bank branch', async () => {
    const answer = await upi(valid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      statusCode: 200,
      result: {
        referenceId: expect.any(String),
        status: 'VALID',
        message: 'VPA is valid',
        ifsc: 'HDFC0000240',
        vpa: V.valid.vpa,
        nameAtBank: 'RAMESH KUMAR',
        ifscDetails: expect.objectContaining({ bank: 'HDFC Bank', micr: '400240015', swiftCode: 'HDFCINBB' }),
      },
      metaData: { requestId: expect.any(String) },
    });
  });

  it.for([[V.invalid], ['unknown.person@ybl']])('%s is INVALID, still a 200 success, every bank field null', async ([vpa]) => {
    const answer = await upi({ vpa, name: 'Any Name' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('success');
    const result = answer.body.result as Record<string, unknown>;
    expect(result).toMatchObject({ status: 'INVALID', message: 'VPA is invalid', ifsc: null, nameAtBank: null, vpa });
    const details = result.ifscDetails as Record<string, unknown>;
    expect(Object.keys(details)).toHaveLength(13);
    expect(Object.values(details).every((v) => v === null)).toBe(true);
  });
});
