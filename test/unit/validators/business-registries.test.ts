// secretaryOfStateSearch and cacBasic envelopes: every file compiles, the documented bodies conform, and what a vendor
// upgrade would break is refused (verification-and-token-services.md › Resources and fields, Endpoints, Errors).
import { describe, expect, it } from 'vitest';
import { type Body, clone, conforms } from './bodies.js';
import { requestMarks, responseMarks } from '../../../src/validators/annotations.js';
import { allSchemaIds, documentedStatuses, validateAgainst, validateResponse } from '../../../src/validators/registry.js';

const without = (o: Body, key: string): Body => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
const pointers = (marks: { pointer: string }[]) => marks.map((m) => m.pointer).sort();

// Business registration record, every field of the table with its documented type and form.
const RECORD = {
  businessName: 'Acme Widgets LLC',
  activeStatus: 'Active',
  latestFilingDate: '03/15/2024',
  filingDate: '2019-06-01T00:00:00.000Z',
  state: 'CA',
  confidenceLevel: 90,
  url: 'https://bizfileonline.sos.ca.gov/search/business/201915210123',
  physicalAddressStreet: '1 Main St',
  physicalAddressCity: 'San Jose',
  physicalAddressState: 'CA',
  physicalAddressZip: '95113',
  mailingAddressStreet: 'PO Box 12',
  mailingAddressCity: 'San Jose',
  mailingAddressState: 'CA',
  mailingAddressZip: '95113',
  stateAddressStreet: '1 Main St',
  stateAddressCity: 'San Jose',
  stateAddressState: 'CA',
  stateAddressZip: '95113',
  entityType: 'Limited Liability Company',
  EIN: '12-3456789',
};
const SOS: Record<number, Body> = {
  200: {
    status: 'success',
    statusCode: 200,
    result: RECORD,
    metadata: { requestId: 'req-1', transactionId: 'txn-1' },
  },
  400: { status: 'failure', statusCode: 400, error: 'businessLegalName is required' },
  401: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
  404: { status: 'failure', statusCode: 404, error: 'State currently not available for Search' },
  500: { status: 'failure', statusCode: 500, error: 'Internal Server Error' },
  503: { status: 'failure', statusCode: 503, error: 'External vendor downtime' },
};

// Company record item, every listed field with its documented type.
const COMPANY = {
  classificationId: 2,
  natureOfBusinessName: 'General Trading',
  delistingStatus: 'NOT_DELISTED',
  companyTypeName: 'Private Company Limited by Shares',
  id: 1234567,
  headOfficeAddress: '12 Marina Road, Lagos',
  active: true,
  businessCommencementDate: '2015-01-10',
  registrationApproved: true,
  objectives: 'Trading',
  branchAddress: '4 Broad Street, Lagos',
  registrationDate: '2015-01-12T09:30:00.000Z',
  approvedName: 'ACME NIGERIA LIMITED',
  classification: 'COMPANY',
  city: 'Lagos',
  lga: 'Lagos Island',
  rcNumber: '1234567',
  email: 'info@acme.example',
  address: '12 Marina Road, Lagos',
  state: 'Lagos',
};
const META = { requestId: 'req-2', transactionId: 'txn-2' };
const CAC: Record<number, Body> = {
  200: {
    status: 'success',
    statusCode: '200',
    result: { status: 'success', message: 'Record found', timestamp: '2024-05-02T10:11:12.345Z', data: [COMPANY] },
    metaData: META,
  },
  400: { message: 'RC is not allowed to be empty', statusCode: 400, status: 'failure', metaData: META },
  401: { message: 'Missing/Invalid credentials', statusCode: 401, status: 'failure', metaData: META },
  404: {
    message: "We couldn't find any matching records based on the information you provided",
    statusCode: 404,
    status: 'failure',
    metaData: META,
  },
  500: { message: 'Internal Server Error', statusCode: 500, status: 'failure', metaData: META },
};

const FILES = allSchemaIds().filter((id) => /^(secretaryOfStateSearch|cacBasic)\//.test(id));

describe('schema files', () => {
  it('exist for every documented status and the request of both operations', () => {
    expect(FILES).toEqual([
      'cacBasic/200.schema.json',
      'cacBasic/400.schema.json',
      'cacBasic/401.schema.json',
      'cacBasic/404.schema.json',
      'cacBasic/500.schema.json',
      'cacBasic/request.schema.json',
      'secretaryOfStateSearch/200.schema.json',
      'secretaryOfStateSearch/400.schema.json',
      'secretaryOfStateSearch/401.schema.json',
      'secretaryOfStateSearch/404.schema.json',
      'secretaryOfStateSearch/500.schema.json',
      'secretaryOfStateSearch/503.schema.json',
      'secretaryOfStateSearch/request.schema.json',
    ]);
    expect(documentedStatuses('secretaryOfStateSearch')).toEqual([200, 400, 401, 404, 500, 503]);
    expect(documentedStatuses('cacBasic')).toEqual([200, 400, 401, 404, 500]);
  });
  it.for(FILES)('%s compiles through the registry', (id) => expect(() => validateAgainst(id, {})).not.toThrow());
});

describe.each([
  ['secretaryOfStateSearch', SOS],
  ['cacBasic', CAC],
] as const)('%s envelopes', (op, bodies) => {
  const statuses = Object.keys(bodies).map(Number);
  it.for(statuses)('the documented %i body conforms', (status) =>
    expect(validateResponse(op, status, bodies[status])).toContainEqual(expect.objectContaining({ errors: [] })),
  );
  it.for(statuses)('%i: a missing status or statusCode, or a flipped success/failure, is refused', (status) => {
    const body = bodies[status] as Body;
    expect(conforms(op, status, without(body, 'status'))).toBe(false);
    expect(conforms(op, status, without(body, 'statusCode'))).toBe(false);
    expect(conforms(op, status, { ...body, status: status === 200 ? 'failure' : 'success' })).toBe(false);
    expect(conforms(op, status, { ...body, statusCode: status + 1 })).toBe(false);
  });
  it.for(statuses)('%i: a null message field is refused', (status) => {
    const body = bodies[status] as Body;
    const key = status === 200 ? 'result' : 'error' in body ? 'error' : 'message';
    expect(conforms(op, status, { ...body, [key]: null })).toBe(false);
  });
  it('allows extra fields: a vendor adding one is drift, not a break', () => {
    expect(conforms(op, 200, { ...bodies[200], extra: 1 })).toBe(true);
    for (const status of statuses.filter((s) => s !== 200))
      expect(conforms(op, status, { ...bodies[status], errorCode: 'x' })).toBe(true);
  });
  it('refuses a success without its result', () => expect(conforms(op, 200, without(bodies[200] as Body, 'result'))).toBe(false));
});

describe('secretaryOfStateSearch: what a vendor upgrade breaks', () => {
  const ok = SOS[200] as Body & { result: typeof RECORD };
  const withResult = (patch: Partial<Record<keyof typeof RECORD, unknown>>) => ({ ...ok, result: { ...ok.result, ...patch } });
  it('statusCode is an integer on the success: the string form is refused', () =>
    expect(conforms('secretaryOfStateSearch', 200, { ...ok, statusCode: '200' })).toBe(false));
  it('metadata is lowercase: renamed metaData, or missing, it is refused', () => {
    expect(conforms('secretaryOfStateSearch', 200, { ...without(ok, 'metadata'), metaData: ok.metadata })).toBe(false);
    expect(conforms('secretaryOfStateSearch', 200, without(ok, 'metadata'))).toBe(false);
  });
  it('metadata carries requestId and transactionId strings', () => {
    expect(conforms('secretaryOfStateSearch', 200, { ...ok, metadata: { requestId: 'r' } })).toBe(false);
    expect(conforms('secretaryOfStateSearch', 200, { ...ok, metadata: { requestId: 'r', transactionId: null } })).toBe(false);
  });
  it('latestFilingDate is MM/DD/YYYY', () => {
    for (const v of ['2024-03-15', '15/03/2024', '3/15/2024', '03/15/24', '13/01/2024'])
      expect(conforms('secretaryOfStateSearch', 200, withResult({ latestFilingDate: v })), v).toBe(false);
  });
  it('filingDate is YYYY-MM-DDTHH:mm:ss.sssZ', () => {
    for (const v of ['2019-06-01', '2019-06-01T00:00:00Z', '2019-06-01T00:00:00.000+00:00', '06/01/2019'])
      expect(conforms('secretaryOfStateSearch', 200, withResult({ filingDate: v })), v).toBe(false);
  });
  it('confidenceLevel is an integer', () => {
    expect(conforms('secretaryOfStateSearch', 200, withResult({ confidenceLevel: '90' }))).toBe(false);
    expect(conforms('secretaryOfStateSearch', 200, withResult({ confidenceLevel: 0.9 }))).toBe(false);
  });
  it.for(Object.keys(RECORD).filter((k) => k !== 'confidenceLevel'))('%s: a null where a string is required is refused', (k) =>
    expect(conforms('secretaryOfStateSearch', 200, withResult({ [k]: null }))).toBe(false),
  );
  it.for(Object.keys(RECORD))('%s: a missing field of the record is refused', (k) =>
    expect(conforms('secretaryOfStateSearch', 200, { ...ok, result: without(ok.result, k) })).toBe(false),
  );
  it('the credentials error uses message, the others error', () => {
    expect(
      conforms('secretaryOfStateSearch', 401, { status: 'failure', statusCode: 401, error: 'Missing/Invalid credentials' }),
    ).toBe(false);
    expect(conforms('secretaryOfStateSearch', 400, { status: 'failure', statusCode: 400, message: 'state is required' })).toBe(
      false,
    );
    expect(conforms('secretaryOfStateSearch', 400, { status: 'failure', statusCode: 400, error: { message: 'x' } })).toBe(false);
  });
  it('the errors do not pin statusCode (the document leaves it open): "503" conforms too', () =>
    expect(conforms('secretaryOfStateSearch', 503, { ...SOS[503], statusCode: '503' })).toBe(true));
});

describe('cacBasic: what a vendor upgrade breaks', () => {
  const ok = CAC[200] as Body & { result: Body & { data: (typeof COMPANY)[] } };
  const withItem = (patch: Partial<Record<keyof typeof COMPANY, unknown>>) => {
    const body = clone(ok);
    body.result.data = [{ ...COMPANY, ...patch } as typeof COMPANY];
    return body;
  };
  it('statusCode is a string on the success: the integer form is refused', () =>
    expect(conforms('cacBasic', 200, { ...ok, statusCode: 200 })).toBe(false));
  it('metaData is camel-case with requestId and transactionId on the success', () => {
    expect(conforms('cacBasic', 200, { ...without(ok, 'metaData'), metadata: META })).toBe(false);
    expect(conforms('cacBasic', 200, { ...ok, metaData: { requestId: 'r' } })).toBe(false);
  });
  it('an empty data array conforms (no item is documented as always present)', () =>
    expect(conforms('cacBasic', 200, { ...ok, result: { ...ok.result, data: [] } })).toBe(true));
  it('result.timestamp is ISO 8601 with milliseconds and Z', () => {
    for (const v of ['2024-05-02T10:11:12Z', '2024-05-02 10:11:12.345', '02/05/2024', '2024-05-02'])
      expect(conforms('cacBasic', 200, { ...ok, result: { ...ok.result, timestamp: v } }), v).toBe(false);
  });
  it('registrationDate is ISO 8601 (date, or date and time)', () => {
    // ISO 8601's other forms too (issue 17, item 11): basic, without an offset, an hour-only offset, a comma fraction.
    for (const v of [
      '2015-01-12',
      '2015-01-12T09:30:00Z',
      '2015-01-12T09:30:00.000+01:00',
      '20150112',
      '20150112T093000Z',
      '2015-01-12T09:30:00',
      '2015-01-12T09:30:00+01',
      '2015-01-12T09:30:00,5Z',
    ])
      expect(conforms('cacBasic', 200, withItem({ registrationDate: v })), v).toBe(true);
    for (const v of ['12/01/2015', '12-01-2015', 'Jan 12 2015'])
      expect(conforms('cacBasic', 200, withItem({ registrationDate: v })), v).toBe(false);
  });
  it('items keep their documented types', () => {
    expect(conforms('cacBasic', 200, withItem({ classificationId: '2' }))).toBe(false);
    expect(conforms('cacBasic', 200, withItem({ id: '1234567' }))).toBe(false);
    expect(conforms('cacBasic', 200, withItem({ active: 'true' }))).toBe(false);
    expect(conforms('cacBasic', 200, withItem({ registrationApproved: 1 }))).toBe(false);
  });
  it.for(
    Object.entries(COMPANY)
      .filter(([, v]) => typeof v === 'string')
      .map(([k]) => k),
  )('%s: a null where a string is required is refused', (k) =>
    expect(conforms('cacBasic', 200, withItem({ [k]: null }))).toBe(false),
  );
  it.for([400, 401, 404, 500])('%i: metaData is required, with a requestId', (status) => {
    const body = CAC[status] as Body;
    expect(conforms('cacBasic', status, without(body, 'metaData'))).toBe(false);
    expect(conforms('cacBasic', status, { ...body, metaData: {} })).toBe(false);
    expect(conforms('cacBasic', status, { ...body, metaData: { requestId: 'r' } })).toBe(true);
    expect(conforms('cacBasic', status, { ...body, message: { text: 'x' } })).toBe(false);
  });
});

describe('x-pii marks', () => {
  it('mark the request fields that can carry personal data', () => {
    expect(pointers(requestMarks('secretaryOfStateSearch', { businessLegalName: 'Jane Roe', state: 'CA' }))).toEqual([
      '/businessLegalName',
    ]);
    expect(pointers(requestMarks('cacBasic', { RC: '1234567' }))).toEqual(['/RC']);
  });
  it('mark the EIN, name and addresses of the business record', () => {
    const marks = responseMarks('secretaryOfStateSearch', 200, SOS[200]);
    expect(marks).toContainEqual(expect.objectContaining({ pointer: '/result/EIN', mark: { pii: 'idNumber' } }));
    expect(marks).toContainEqual(expect.objectContaining({ pointer: '/result/businessName', mark: { pii: 'name' } }));
    expect(marks).toContainEqual(expect.objectContaining({ pointer: '/result/physicalAddressStreet', mark: { pii: 'address' } }));
    expect(pointers(marks)).not.toContain('/result/filingDate');
  });
  it('mark the company items', () =>
    expect(pointers(responseMarks('cacBasic', 200, CAC[200]))).toEqual([
      '/result/data/0/address',
      '/result/data/0/approvedName',
      '/result/data/0/branchAddress',
      '/result/data/0/email',
      '/result/data/0/headOfficeAddress',
      '/result/data/0/rcNumber',
    ]));
});
