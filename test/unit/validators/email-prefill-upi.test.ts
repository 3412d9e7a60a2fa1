// The emailBasic, prefillByMobile and fetchUpiIfsc schemas: each compiles, accepts the documented bodies, and refuses
// what a vendor upgrade would break (verification-and-token-services.md › Resources, Endpoints, Errors).
import { describe, expect, it } from 'vitest';
import { bad, type Body, conforms, mutate, ok, rename } from './bodies.js';
import { marksFor } from '../../../src/validators/annotations.js';
import { allSchemaIds, documentedStatuses, responseSchemaIds, validateAgainst } from '../../../src/validators/registry.js';

const OPS = ['emailBasic', 'prefillByMobile', 'fetchUpiIfsc'] as const;

// ---- Documented sample bodies -------------------------------------------------------------------------------------

const EMAIL_DELIVERABLE: Body = {
  status: 'success',
  statusCode: '200',
  result: {
    deliverable: true,
    domainName: 'example.com',
    tld: 'com',
    creationTime: '1995-08-14T04:00:00Z',
    updateTime: '2024-08-14T07:01:38Z',
    expiryTime: '2025-08-13T04:00:00Z',
    registered: true,
    companyName: 'Example Registrar, Inc.',
    disposable: false,
    freeProvider: false,
    dmarcCompliance: null,
    spfStrict: null,
    suspiciousTld: null,
    websiteExists: true,
    acceptAll: false,
    custom: null,
    breach: { isBreached: false, noOfBreaches: 0, firstBreach: null, lastBreach: null, breaches: [] },
    emailTenure: 6.5,
  },
};
const EMAIL_BREACHED: Body = mutate(EMAIL_DELIVERABLE, 'result.breach', {
  isBreached: true,
  noOfBreaches: 2,
  firstBreach: '2016-05-01',
  lastBreach: '2021-04-03',
  breaches: [
    { platformName: 'SomeSite', domainName: 'somesite.example', breachDate: '2016-05-01' },
    { platformName: 'OtherSite', domainName: 'othersite.example', breachDate: '2021-04-03' },
  ],
});
const EMAIL_UNDELIVERABLE: Body = {
  status: 'success',
  statusCode: '200',
  result: {
    ...(EMAIL_DELIVERABLE.result as Body),
    deliverable: false,
    updateTime: null,
    expiryTime: null,
    emailTenure: null,
  },
};
const EMAIL_ERRORS: Record<number, Body> = {
  400: { status: 'failure', statusCode: 400, message: 'Email cannot be empty' },
  401: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
  403: { status: 'failure', statusCode: 403, message: 'Access Denied' },
  500: { status: 'failure', statusCode: 500, message: 'Internal Server Error' },
};

const META = { requestId: '1700000000000-abc', transactionId: 'tx-1' };
const PREFILL_FOUND: Body = {
  status: 'success',
  statusCode: '200',
  result: {
    mobile: 'XXXXXX3210',
    details: {
      personal_info: {
        full_name: 'Asha Kumar',
        dob: '12-05-1990',
        gender: 'Female',
        total_income: '500000',
        occupation: null,
        age: '35',
      },
      phone_info: [
        { reported_date: '31-01-2020', type_code: 'M', number: 'XXXXXX3210' },
        { reported_date: '01-12-2019', type_code: 'T', number: 'XXXXXX1234' },
      ],
      address_info: [
        { address: '12 Park Street', state: 'KA', type: 'Permanent', postal: '560001', reported_date: '15-03-2021' },
      ],
      email_info: [{ reported_date: '15-03-2021', email_address: 'asha@example.com' }],
      identity_info: {
        pan_number: [{ id_number: 'XXXXX1234X' }],
        passport_number: [],
        driving_license: [],
        voter_id: [],
        aadhaar_number: [{ id_number: 'XXXXXXXX9012' }],
        ration_card: [],
        other_id: [],
      },
    },
  },
  metaData: META,
};
const PREFILL_ERRORS: Record<number, Body> = {
  400: { status: 'failure', statusCode: 400, result: { data: { message: 'Invalid mobile number' } }, metaData: META },
  401: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
  404: { status: 'failure', statusCode: 404, message: 'Mobile number is not registered', metaData: META },
  422: { status: 'failure', statusCode: 422, result: { data: { message: 'Data not found in Bureau' } }, metaData: META },
  500: { status: 'failure', statusCode: 500, message: 'Internal Server Error' },
  503: { status: 'failure', statusCode: 503, message: 'Server Busy' },
};

const DETAIL_KEYS = [
  'bank',
  'neft',
  'imps',
  'rtgs',
  'upi',
  'address',
  'city',
  'state',
  'branch',
  'category',
  'swiftCode',
  'micr',
  'nbin',
];
const UPI_VALID: Body = {
  status: 'success',
  statusCode: 200,
  result: {
    referenceId: 'ref-123',
    status: 'VALID',
    message: 'VPA is valid',
    ifsc: 'HDFC0000001',
    vpa: 'asha@okhdfc',
    nameAtBank: 'ASHA KUMAR',
    ifscDetails: {
      bank: 'HDFC Bank',
      neft: 'Live',
      imps: 'Live',
      rtgs: 'Live',
      upi: 'Live',
      address: '1 Bank Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      branch: 'Fort',
      category: 'Regular',
      swiftCode: null,
      micr: '400240001',
      nbin: null,
    },
  },
  metaData: { requestId: 'req-1' },
};
const UPI_INVALID: Body = {
  status: 'success',
  statusCode: 200,
  result: {
    referenceId: 'ref-124',
    status: 'INVALID',
    message: 'VPA is invalid',
    ifsc: null,
    vpa: 'nobody@okhdfc',
    nameAtBank: null,
    ifscDetails: Object.fromEntries(DETAIL_KEYS.map((k) => [k, null])),
  },
  metaData: { requestId: 'req-2' },
};
const UPI_ERRORS: Record<number, Body> = {
  400: { message: 'vpa is missing in the request', statusCode: 400, status: 'failure', metaData: { requestId: 'r' } },
  401: { message: 'Missing/Invalid credentials', statusCode: 401, status: 'failure', metaData: { requestId: 'r' } },
  500: { message: 'Internal Server Error', statusCode: 500, status: 'failure', metaData: { requestId: 'r' } },
};

// ---- Tests ---------------------------------------------------------------------------------------------------------

describe('emailBasic, prefillByMobile and fetchUpiIfsc schema files', () => {
  const ids = allSchemaIds().filter((id) => OPS.some((op) => id.startsWith(`${op}/`)) || id.startsWith('common/prefill-'));
  it('are all present', () =>
    expect(ids).toEqual(
      expect.arrayContaining([
        'common/prefill-metadata.schema.json',
        'emailBasic/200.breached.schema.json',
        'emailBasic/200.undeliverable.schema.json',
        'emailBasic/request.schema.json',
        'fetchUpiIfsc/200.invalid.schema.json',
        'fetchUpiIfsc/request.schema.json',
        'prefillByMobile/request.schema.json',
      ]),
    ));
  it.for(ids)('%s compiles through the registry', (id) => expect(() => validateAgainst(id, {})).not.toThrow());
  it('document every status of the three error tables and the success', () => {
    expect(documentedStatuses('emailBasic')).toEqual([200, 400, 401, 403, 500]);
    expect(documentedStatuses('prefillByMobile')).toEqual([200, 400, 401, 404, 422, 500, 503]);
    expect(documentedStatuses('fetchUpiIfsc')).toEqual([200, 400, 401, 500]);
    expect(responseSchemaIds('emailBasic', 200).sort()).toEqual([
      'emailBasic/200.breached.schema.json',
      'emailBasic/200.schema.json',
      'emailBasic/200.undeliverable.schema.json',
    ]);
    expect(responseSchemaIds('fetchUpiIfsc', 200).sort()).toEqual([
      'fetchUpiIfsc/200.invalid.schema.json',
      'fetchUpiIfsc/200.schema.json',
    ]);
  });
});

describe('emailBasic', () => {
  it('accepts the documented success bodies in the general schema', () => {
    for (const b of [EMAIL_DELIVERABLE, EMAIL_BREACHED, EMAIL_UNDELIVERABLE]) ok('emailBasic/200.schema.json', b);
  });
  it('pins each named variant to its documented shape', () => {
    ok('emailBasic/200.undeliverable.schema.json', EMAIL_UNDELIVERABLE);
    bad('emailBasic/200.undeliverable.schema.json', EMAIL_DELIVERABLE);
    ok('emailBasic/200.breached.schema.json', EMAIL_BREACHED);
    bad('emailBasic/200.breached.schema.json', EMAIL_DELIVERABLE);
  });
  it.for(Object.keys(EMAIL_ERRORS).map(Number))('accepts the documented %i body', (status) =>
    expect(conforms('emailBasic', status, EMAIL_ERRORS[status])).toBe(true),
  );

  it('refuses a success statusCode flipped to an integer, an error statusCode flipped to a string', () => {
    expect(conforms('emailBasic', 200, mutate(EMAIL_DELIVERABLE, 'statusCode', 200))).toBe(false);
    for (const [status, body] of Object.entries(EMAIL_ERRORS))
      expect(conforms('emailBasic', Number(status), mutate(body, 'statusCode', status))).toBe(false);
  });
  it('refuses an error whose message moved to error', () =>
    expect(conforms('emailBasic', 400, rename(EMAIL_ERRORS[400] as Body, 'message', 'error'))).toBe(false));
  it.for([
    ['result.domainName', null],
    ['result.creationTime', null],
    ['result.companyName', null],
    ['result.deliverable', 'true'],
    ['result.emailTenure', '6.5'],
    ['result.breach.noOfBreaches', '0'],
    ['result.dmarcCompliance', false],
    ['result.breach', undefined],
    ['result.tld', undefined],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('emailBasic', 200, mutate(EMAIL_DELIVERABLE, path, value))).toBe(false),
  );
  it.for(['platformName', 'domainName', 'breachDate'])('refuses a breach item missing %s', (field) =>
    expect(conforms('emailBasic', 200, mutate(EMAIL_BREACHED, `result.breach.breaches.0.${field}`, undefined))).toBe(false),
  );
  it('refuses a breach field missing from the record', () => {
    expect(conforms('emailBasic', 200, mutate(EMAIL_DELIVERABLE, 'result.breach.firstBreach', undefined))).toBe(false);
    bad('emailBasic/200.undeliverable.schema.json', mutate(EMAIL_UNDELIVERABLE, 'result.breach.breaches', undefined));
  });
  it('refuses an undeliverable address with domain dates, a tenure or a breach record', () => {
    for (const [path, value] of [
      ['result.updateTime', '2024-08-14T07:01:38Z'],
      ['result.expiryTime', '2025-08-13T04:00:00Z'],
      ['result.emailTenure', 1],
      ['result.breach', (EMAIL_BREACHED.result as Body).breach],
    ] as const) {
      bad('emailBasic/200.schema.json', mutate(EMAIL_UNDELIVERABLE, path, value));
      bad('emailBasic/200.undeliverable.schema.json', mutate(EMAIL_UNDELIVERABLE, path, value));
    }
  });
  it('refuses a breach record that says none but lists or counts some', () => {
    bad('emailBasic/200.schema.json', mutate(EMAIL_DELIVERABLE, 'result.breach.noOfBreaches', 1));
    bad('emailBasic/200.schema.json', mutate(EMAIL_DELIVERABLE, 'result.breach.lastBreach', '2021-04-03'));
  });
  it('refuses a breached variant with no breaches, a zero count or a non-string item field', () => {
    bad('emailBasic/200.breached.schema.json', mutate(EMAIL_BREACHED, 'result.breach.breaches', []));
    bad('emailBasic/200.breached.schema.json', mutate(EMAIL_BREACHED, 'result.breach.noOfBreaches', 0));
    bad('emailBasic/200.breached.schema.json', mutate(EMAIL_BREACHED, 'result.breach.breaches.0.breachDate', null));
  });
  it('marks the email of the request as personal data', () =>
    expect(marksFor('emailBasic/request.schema.json', { email: 'a@b.example' })).toEqual([
      { pointer: '/email', mark: { pii: 'email' }, value: 'a@b.example' },
    ]));
});

describe('prefillByMobile', () => {
  it('accepts the documented success, with empty identity arrays', () => ok('prefillByMobile/200.schema.json', PREFILL_FOUND));
  it.for(Object.keys(PREFILL_ERRORS).map(Number))('accepts the documented %i body', (status) =>
    expect(conforms('prefillByMobile', status, PREFILL_ERRORS[status])).toBe(true),
  );
  it('allows either statusCode form on errors, where the table leaves it open', () =>
    expect(conforms('prefillByMobile', 404, mutate(PREFILL_ERRORS[404] as Body, 'statusCode', '404'))).toBe(true));

  it('refuses the success statusCode flipped to an integer', () =>
    expect(conforms('prefillByMobile', 200, mutate(PREFILL_FOUND, 'statusCode', 200))).toBe(false));
  it.for([
    [200, PREFILL_FOUND],
    [400, PREFILL_ERRORS[400]],
    [404, PREFILL_ERRORS[404]],
    [422, PREFILL_ERRORS[422]],
  ] as const)('refuses %i with metaData renamed metadata', ([status, body]) =>
    expect(conforms('prefillByMobile', status, rename(body as Body, 'metaData', 'metadata'))).toBe(false),
  );
  it('refuses 400/422 with the message at the top instead of result.data.message, and 404 the other way round', () => {
    const flat = (b: Body): Body => ({ status: b.status, statusCode: b.statusCode, message: 'x', metaData: b.metaData });
    expect(conforms('prefillByMobile', 400, flat(PREFILL_ERRORS[400] as Body))).toBe(false);
    expect(conforms('prefillByMobile', 422, flat(PREFILL_ERRORS[422] as Body))).toBe(false);
    expect(
      conforms('prefillByMobile', 404, {
        ...rename(PREFILL_ERRORS[404] as Body, 'message', 'x'),
        result: { data: { message: 'm' } },
      }),
    ).toBe(false);
  });
  it.for([
    ['result.details.personal_info.dob', '1990-05-12'],
    ['result.details.personal_info.dob', '12/05/1990'],
    ['result.details.phone_info.0.reported_date', '2020-01-31'],
    ['result.details.address_info.0.reported_date', '2021-03-15T00:00:00Z'],
    ['result.details.email_info.0.reported_date', '32-01-2021'],
    ['result.details.phone_info.0.reported_date', '31-13-2020'],
  ] as const)('refuses %s in another date format (%s)', ([path, value]) =>
    expect(conforms('prefillByMobile', 200, mutate(PREFILL_FOUND, path, value))).toBe(false),
  );
  it.for([
    ['result.details.phone_info.0.type_code', 'Mobile'],
    ['result.details.personal_info.full_name', null],
    ['result.details.personal_info.age', 35],
    ['result.mobile', null],
    ['result.details.identity_info.pan_number', [{ number: 'XXXXX1234X' }]],
    ['result.details.identity_info.voter_id', null],
    ['result.details.identity_info.other_id', undefined],
    ['result.details.email_info', undefined],
    ['metaData.transactionId', undefined],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('prefillByMobile', 200, mutate(PREFILL_FOUND, path, value))).toBe(false),
  );
  it('keeps occupation nullable', () =>
    ok('prefillByMobile/200.schema.json', mutate(PREFILL_FOUND, 'result.details.personal_info.occupation', 'Engineer')));
  it('accepts a redacted body (stand-ins keep the shape of a date of birth)', () =>
    ok('prefillByMobile/200.schema.json', mutate(PREFILL_FOUND, 'result.details.personal_info.dob', '98-76-5432')));
  it('marks the personal data of the record', () => {
    const pointers = marksFor('prefillByMobile/200.schema.json', PREFILL_FOUND).map((m) => m.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/result/mobile',
        '/result/details/personal_info/full_name',
        '/result/details/personal_info/dob',
        '/result/details/phone_info/1/number',
        '/result/details/address_info/0/address',
        '/result/details/address_info/0/postal',
        '/result/details/email_info/0/email_address',
        '/result/details/identity_info/pan_number/0/id_number',
        '/result/details/identity_info/aadhaar_number/0/id_number',
      ]),
    );
    expect(marksFor('prefillByMobile/request.schema.json', { mobile: '9876543210' })).toEqual([
      { pointer: '/mobile', mark: { pii: 'phone' }, value: '9876543210' },
    ]);
  });
});

describe('fetchUpiIfsc', () => {
  it('accepts a valid and an invalid VPA in the general schema, the invalid one in its variant', () => {
    ok('fetchUpiIfsc/200.schema.json', UPI_VALID);
    ok('fetchUpiIfsc/200.schema.json', UPI_INVALID);
    ok('fetchUpiIfsc/200.invalid.schema.json', UPI_INVALID);
    bad('fetchUpiIfsc/200.invalid.schema.json', UPI_VALID);
  });
  it.for(Object.keys(UPI_ERRORS).map(Number))('accepts the documented %i body', (status) =>
    expect(conforms('fetchUpiIfsc', status, UPI_ERRORS[status])).toBe(true),
  );

  it('refuses INVALID with ifsc a string, in the general schema as well as the variant', () => {
    const body = mutate(UPI_INVALID, 'result.ifsc', 'HDFC0000001');
    bad('fetchUpiIfsc/200.schema.json', body);
    bad('fetchUpiIfsc/200.invalid.schema.json', body);
    expect(conforms('fetchUpiIfsc', 200, body)).toBe(false);
  });
  it.for(['nameAtBank', ...DETAIL_KEYS.map((k) => `ifscDetails.${k}`)])('refuses INVALID with %s not null', (field) =>
    expect(conforms('fetchUpiIfsc', 200, mutate(UPI_INVALID, `result.${field}`, 'x'))).toBe(false),
  );
  it.for([
    ['result.vpa', null],
    ['result.message', null],
    ['result.referenceId', undefined],
    ['result.ifscDetails.micr', undefined],
    ['result.ifscDetails', undefined],
    ['status', 'failure'],
    ['metaData.requestId', undefined],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('fetchUpiIfsc', 200, mutate(UPI_VALID, path, value))).toBe(false),
  );
  it('refuses metaData renamed metadata, on success and on errors', () => {
    expect(conforms('fetchUpiIfsc', 200, rename(UPI_VALID, 'metaData', 'metadata'))).toBe(false);
    for (const [status, body] of Object.entries(UPI_ERRORS))
      expect(conforms('fetchUpiIfsc', Number(status), rename(body, 'metaData', 'metadata'))).toBe(false);
  });
  it('refuses an error with the message under error, or a statusCode of another status', () => {
    expect(conforms('fetchUpiIfsc', 400, rename(UPI_ERRORS[400] as Body, 'message', 'error'))).toBe(false);
    expect(conforms('fetchUpiIfsc', 400, mutate(UPI_ERRORS[400] as Body, 'statusCode', 422))).toBe(false);
  });
  it('marks the VPA and the names as personal data', () => {
    expect(marksFor('fetchUpiIfsc/request.schema.json', { vpa: 'asha@okhdfc', name: 'Asha' })).toEqual([
      { pointer: '/vpa', mark: { pii: 'account' }, value: 'asha@okhdfc' },
      { pointer: '/name', mark: { pii: 'name' }, value: 'Asha' },
    ]);
    expect(
      marksFor('fetchUpiIfsc/200.schema.json', UPI_VALID)
        .map((m) => m.pointer)
        .sort(),
    ).toEqual(['/result/nameAtBank', '/result/vpa']);
  });
});
