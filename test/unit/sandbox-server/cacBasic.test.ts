// cacBasic: `message` + metaData on every failure, lookup by RC number or name, string statusCode, ISO timestamp.
import { describe, expect, it } from 'vitest';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { ISO_MS, NO_CREDENTIALS, NO_TRANSACTION_ID, v1Sandbox } from './v1-server.js';

const cac = v1Sandbox('cacBasic');
const V = TEST_VALUES.cac;
const NO_MATCH = "We couldn't find any matching records based on the information you provided";

describe('cacBasic: failures', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | undefined>, number, string][] = [
    ['RC empty', { RC: '' }, {}, 400, 'RC is not allowed to be empty'],
    ['RC missing (sandbox choice)', {}, {}, 400, 'RC is required'],
    ['RC a number (sandbox choice)', { RC: 1498537 }, {}, 400, 'RC must be a string'],
    ['unknown RC', { RC: V.unknownRc }, {}, 404, NO_MATCH],
    ['a name too short', { RC: 'LA' }, {}, 404, NO_MATCH],
    ['an unknown name', { RC: 'Nobody Trading Limited' }, {}, 404, NO_MATCH],
    ['no credentials', { RC: V.rcNumber }, NO_CREDENTIALS, 401, 'Missing/Invalid credentials'],
    ['server fault', { RC: V.serverError }, {}, 500, 'Internal Server Error'],
  ];
  it.for(cases)('%s', async ([, body, headers, status, message]) => {
    const answer = await cac(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      status: 'failure',
      statusCode: status,
      message,
      metaData: { requestId: expect.any(String), transactionId: expect.any(String) },
    });
  });

  it('no transactionid (sandbox choice): 400, metaData without a transactionId', async () => {
    const answer = await cac({ RC: V.rcNumber }, NO_TRANSACTION_ID);
    expect(answer.body).toEqual({
      status: 'failure',
      statusCode: 400,
      message: 'transactionId is required in the headers',
      metaData: { requestId: expect.any(String) },
    });
  });
});

describe('cacBasic: lookups', () => {
  it.for([[V.rcNumber], [`RC${V.rcNumber}`], [V.companyName], ['harbour logistics']])('%s finds the company', async ([rc]) => {
    const answer = await cac({ RC: rc }, { transactionid: 'txn-cac-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      statusCode: '200',
      metaData: { requestId: expect.any(String), transactionId: 'txn-cac-1' },
    });
    const result = answer.body.result as { status: string; message: string; timestamp: string; data: Record<string, unknown>[] };
    expect(result.timestamp).toMatch(ISO_MS);
    expect(result.data).toHaveLength(1);
    const [company] = result.data;
    expect(company).toMatchObject({ rcNumber: V.rcNumber, approvedName: V.companyName.toUpperCase(), id: expect.any(Number) });
    expect(Number.isInteger(company!.classificationId)).toBe(true);
    expect(company!.registrationDate).toMatch(ISO_MS);
    for (const key of ['active', 'registrationApproved']) expect(typeof company![key]).toBe('boolean');
  });

  it('the pair without emailBasic access still works here', async () => {
    const answer = await cac({ RC: V.rcNumber }, { appid: TEST_VALUES.noAccess.appId, appkey: TEST_VALUES.noAccess.appKey });
    expect(answer.status).toBe(200);
  });
});
