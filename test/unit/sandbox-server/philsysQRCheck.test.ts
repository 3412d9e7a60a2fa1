// philsysQRCheck through HTTP: the raw QR text of the `value` part read by sandbox/qr/ into the documented fields of
// its type; `error.message` on 400/422, an `error` string on 403/500/503, `message` on the 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQr } from '../../../sandbox/qr/parse.js';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { type Body, v1Headers } from './helpers.js';
import { type FormPart, formOf } from './input-files.js';
import { qrValue } from './upload-forms.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

async function check(value: string | undefined, headers: Record<string, string | undefined> = {}) {
  const parts: FormPart[] = value === undefined ? [] : [{ name: 'value', value }];
  const response = await fetch(`${sandbox.url}/v1/PhilsysQRCheck`, {
    method: 'POST',
    body: formOf(parts),
    headers: v1Headers({ transactionid: 'txn-qr-1', ...headers }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Body };
}

const META = { requestId: expect.any(String), transactionId: 'txn-qr-1' };
const PHOTO = expect.stringMatching(/^iVBORw0KGgo/);
const CARD = {
  pcn: '0000-1111-2222-3333',
  firstName: 'JUANA',
  middleName: 'SANDBOX',
  lastName: 'DELA CRUZ',
  suffix: null,
  birthDate: 'March 03, 1990',
  sex: 'Female',
  placeOfBirth: 'Quezon City,Metro Manila',
  bestFingerCaptured: [1, 6],
  dateIssued: '14 June 2022',
  fullName: 'JUANA SANDBOX DELA CRUZ',
};

describe('philsysQRCheck: the four QR types', () => {
  it.for([
    ['digital-id', 'Digital ID', { digitalId: '4407-1234-5678-9012' }],
    ['philsys-card', 'Philsys Card', CARD],
    ['ephilid', 'ePhilId', { ...CARD, image: PHOTO }],
    [
      'national-id-signed',
      'National ID Signed',
      {
        issuer: 'PSA',
        version: '2.0',
        digitalId: '4407-1234-5678-9012',
        pcn: '0000-1111-2222-3333',
        firstName: 'JUANA',
        lastName: 'DELA CRUZ',
        birthDate: 'March 03, 1990',
        issuedAt: '2022-06-14T00:00:00.000Z',
        middleName: 'SANDBOX',
        suffix: null,
        sex: 'Female',
        bloodType: 'O+',
        maritalStatus: 'Single',
        placeOfBirth: 'Quezon City,Metro Manila',
        bestFingerCaptured: [],
        photo: PHOTO,
        fullName: 'JUANA SANDBOX DELA CRUZ',
      },
    ],
  ] as const)('%s: 200, qrType %s, exactly its documented fields', async ([name, qrType, data]) => {
    const answer = await check(qrValue(name));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', statusCode: 200, result: { data, meta: { qrType } }, metaData: META });
  });

  it("whitespace around the value (a scanner's trailing newline) is ignored", async () => {
    const answer = await check(`  ${qrValue('digital-id')}\n`);
    expect(answer.body.result).toEqual({ data: { digitalId: '4407-1234-5678-9012' }, meta: { qrType: 'Digital ID' } });
  });
});

describe('philsysQRCheck: failures', () => {
  const error = (message: string) => ({ error: { message }, metaData: META });
  it.for([
    ['value empty', '', {}, 400, error('The value field is required')],
    ['value blank', '   ', {}, 400, error('The value field is required')],
    ['value missing (sandbox: as empty)', undefined, {}, 400, error('The value field is required')],
    ['plain text', qrValue('invalid-text'), {}, 422, error('Invalid QR code format')],
    ['JSON cut short', qrValue('invalid-truncated'), {}, 422, error('Invalid QR code format')],
    ['the 500 test value', TEST_VALUES.philsysQr.serverError, {}, 500, { error: 'Internal Server Error', metaData: META }],
    [
      'the no-access pair',
      qrValue('digital-id'),
      { appid: TEST_VALUES.noAccess.appId, appkey: TEST_VALUES.noAccess.appKey },
      403,
      { error: 'Invalid credentials', metaData: META },
    ],
    [
      'no credentials',
      qrValue('digital-id'),
      { appid: undefined, appkey: undefined },
      401,
      { message: 'Missing/Invalid credentials' },
    ],
    [
      'no transactionid (sandbox: 400)',
      qrValue('digital-id'),
      { transactionid: undefined },
      400,
      { error: { message: 'transactionId is required in the headers' }, metaData: { requestId: expect.any(String) } },
    ],
  ] as const)('%s: %s', async ([, value, headers, status, fields]) => {
    const answer = await check(value, headers);
    expect(answer).toEqual({ status, retryAfter: null, body: { status: 'failure', statusCode: status, ...fields } });
  });

  it("the 503 test value: the row's text in `error`, JSON, Retry-After 0", async () => {
    const answer = await check(TEST_VALUES.philsysQr.unavailable);
    expect(answer).toEqual({
      status: 503,
      retryAfter: '0',
      body: { status: 'failure', statusCode: 503, error: 'Internal Server Error', metaData: META },
    });
  });

  it('credentials are checked before the value: no credentials and an empty value is a 401', async () => {
    expect((await check('', { appid: undefined, appkey: undefined })).status).toBe(401);
  });

  it('a value over 16 KB: 413', async () => {
    expect((await check('x'.repeat(16 * 1024 + 1))).status).toBe(413);
  });
});

// Left open by the documents (docs/readings.md › Left open): the sandbox's choice, which a vendor may not share.
describe('philsysQRCheck: a form the documents do not speak of', () => {
  const send = async (form: FormData) => {
    const response = await fetch(`${sandbox.url}/v1/PhilsysQRCheck`, { method: 'POST', body: form, headers: v1Headers() });
    return { status: response.status, body: (await response.json()) as Body };
  };

  it('a valid QR text sent as a file is taken as absent, not read', async () => {
    const form = new FormData();
    form.append('value', new Blob([qrValue('digital-id')], { type: 'text/plain' }), 'qr.txt');
    expect(await send(form)).toMatchObject({ status: 400, body: { error: { message: 'The value field is required' } } });
  });

  it.for([
    ['a QR then a non-QR text', ['digital-id', 'invalid-text'], 200],
    ['a non-QR text then a QR', ['invalid-text', 'digital-id'], 422],
  ] as const)('value sent twice, %s: the first is read', async ([, values, status]) => {
    expect((await send(formOf(values.map((v) => ({ name: 'value', value: qrValue(v) }))))).status).toBe(status);
  });
});

describe('philsysQRCheck: the QR reader, format by format', () => {
  const card = JSON.parse(qrValue('philsys-card')) as { subject: Record<string, unknown> } & Record<string, unknown>;
  const signed = JSON.parse(qrValue('national-id-signed')) as { sub: Record<string, unknown> } & Record<string, unknown>;
  const withSubject = (changes: Record<string, unknown>) => JSON.stringify({ ...card, subject: { ...card.subject, ...changes } });

  it('a suffix is kept and ends the fullName; an absent Suffix is null', () => {
    expect(readQr(withSubject({ Suffix: 'JR.' }))?.data).toMatchObject({
      suffix: 'JR.',
      fullName: 'JUANA SANDBOX DELA CRUZ JR.',
    });
    const { Suffix: _absent, ...noSuffix } = card.subject;
    expect(readQr(JSON.stringify({ ...card, subject: noSuffix }))?.data).toMatchObject({ suffix: null });
  });

  it('a card with a subject Photo is an ePhilId; without one, a Philsys Card', () => {
    expect(readQr(withSubject({ Photo: 'iVBORw0KGgo' }))?.qrType).toBe('ePhilId');
    expect(readQr(qrValue('philsys-card'))?.qrType).toBe('Philsys Card');
  });

  it.for([
    ['a required field missing', withSubject({ lName: undefined })],
    ['a required field empty', withSubject({ PCN: '' })],
    ['a name that is not a string', withSubject({ fName: 42 })],
    ['fingers that are not a JSON array', withSubject({ BF: '1,6' })],
    ['a finger out of 1 to 10', withSubject({ BF: '[0,6]' })],
    ['a finger twice', withSubject({ BF: '[6,6]' })],
    ['issuedAt that is not epoch seconds', JSON.stringify({ ...signed, iat: '2022-06-14' })],
    ['a signed QR without its sub', JSON.stringify({ ...signed, sub: undefined })],
    ['a JSON array', '[1,2]'],
    ['JSON that is not an object', '"PSA-DID:4407-1234-5678-9012"'],
    ['a Digital ID of 15 digits', 'PSA-DID:4407-1234-5678-901'],
    ['a Digital ID without its prefix', '4407-1234-5678-9012'],
  ] as const)('%s: no known format', ([, text]) => {
    expect(readQr(text)).toBeUndefined();
  });
});
