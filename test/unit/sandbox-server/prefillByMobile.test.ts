// prefillByMobile: one envelope per row (result.data.message / message, metaData), and the record's formats.
import { describe, expect, it } from 'vitest';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { NO_CREDENTIALS, NO_TRANSACTION_ID, v1Sandbox } from './v1-server.js';

const prefill = v1Sandbox('prefillByMobile');
const V = TEST_VALUES.prefill;
const meta = { requestId: expect.any(String), transactionId: expect.any(String) };
const inResult = (status: number, message: string, metaData: Record<string, unknown> = meta) => ({
  status: 'failure',
  statusCode: status,
  result: { data: { message } },
  metaData,
});
const onTop = (status: number, message: string) => ({ status: 'failure', statusCode: status, message, metaData: meta });

describe('prefillByMobile: failures', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | undefined>, number, Record<string, unknown>][] = [
    ['a digit missing', { mobile: '12345' }, {}, 400, inResult(400, 'Invalid mobile number')],
    ['empty', { mobile: '' }, {}, 400, inResult(400, 'Invalid mobile number')],
    ['absent', {}, {}, 400, inResult(400, 'Invalid mobile number')],
    ['with +91 (sandbox choice)', { mobile: `+91${V.registered[0]}` }, {}, 400, inResult(400, 'Invalid mobile number')],
    ['not registered', { mobile: V.unregisteredExample }, {}, 404, onTop(404, 'Mobile number is not registered')],
    ['no bureau data', { mobile: V.noBureau }, {}, 422, inResult(422, 'Data not found in Bureau')],
    ['busy', { mobile: V.busy }, {}, 503, onTop(503, 'Server Busy')],
    ['server fault', { mobile: V.serverError }, {}, 500, onTop(500, 'Internal Server Error')],
    [
      'no credentials',
      { mobile: V.registered[0] },
      NO_CREDENTIALS,
      401,
      { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
    ],
    [
      'no transactionid (sandbox choice)',
      { mobile: V.registered[0] },
      NO_TRANSACTION_ID,
      400,
      inResult(400, 'transactionId is required in the headers', { requestId: expect.any(String) }),
    ],
  ];
  it.for(cases)('%s', async ([, body, headers, status, expected]) => {
    const answer = await prefill(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(expected);
  });
});

describe('prefillByMobile: the record', () => {
  it('a registered number: string statusCode, masked mobile, DD-MM-YYYY dates, empty identity arrays, metaData', async () => {
    const answer = await prefill({ mobile: V.registered[0] }, { transactionid: 'txn-prefill-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      statusCode: '200',
      metaData: { requestId: expect.any(String), transactionId: 'txn-prefill-1' },
    });
    const result = answer.body.result as { mobile: string; details: Record<string, never> };
    expect(result.mobile).toBe('XXXXXX5670');
    const { personal_info, phone_info, address_info, email_info, identity_info } = result.details as Record<string, unknown>;
    expect(personal_info).toEqual({
      full_name: 'Ananya Rao',
      dob: '14-03-1988',
      gender: 'Female',
      total_income: '840000',
      occupation: 'Salaried',
      age: expect.stringMatching(/^\d+$/),
    });
    const ddmmyyyy = /^\d{2}-\d{2}-\d{4}$/;
    for (const item of [...(phone_info as { reported_date: string; type_code: string }[])]) {
      expect(item.reported_date).toMatch(ddmmyyyy);
      expect(['M', 'T']).toContain(item.type_code);
    }
    for (const item of [...(address_info as { reported_date: string }[]), ...(email_info as { reported_date: string }[])])
      expect(item.reported_date).toMatch(ddmmyyyy);
    const ids = identity_info as Record<string, unknown[]>;
    expect(Object.keys(ids).sort()).toEqual(
      ['aadhaar_number', 'driving_license', 'other_id', 'pan_number', 'passport_number', 'ration_card', 'voter_id'].sort(),
    );
    expect(ids.passport_number).toEqual([]);
    expect(ids.pan_number).toEqual([{ id_number: 'XXXXXX234F' }]);
  });

  it('the second registered number has a null occupation and no email', async () => {
    const { body } = await prefill({ mobile: V.registered[1] });
    const details = (body.result as { details: { personal_info: { occupation: unknown }; email_info: unknown[] } }).details;
    expect(details.personal_info.occupation).toBeNull();
    expect(details.email_info).toEqual([]);
  });
});
