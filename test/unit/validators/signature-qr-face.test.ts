// The signatureMatching, philsysQRCheck and matchFace schemas: each compiles, accepts the documented bodies, and refuses
// what a vendor upgrade would break (verification-and-token-services.md › Resources, Endpoints, Errors).
import { describe, expect, it } from 'vitest';
import { bad, type Body, conforms, mutate, ok, rename } from './bodies.js';
import { redactBody, redactionFor } from '../../../src/redaction/index.js';
import { requestMarks, responseMarks } from '../../../src/validators/annotations.js';
import { allSchemaIds, documentedStatuses, responseSchemaIds, validateAgainst } from '../../../src/validators/registry.js';

const pointers = (marks: { pointer: string }[]) => marks.map((m) => m.pointer).sort();

// ---- signatureMatching ---------------------------------------------------------------------------------------------

const SIG_200: Body = { status: 'success', statusCode: 200, result: { score: 0.93, match: 'yes', to_be_reviewed: 'no' } };
const SIG_ERRORS: Record<number, Body[]> = {
  400: [
    { status: 'failure', statusCode: 400, error: 'Unsupported Document Format' },
    { status: 'failure', statusCode: 400, error: { message: 'Multiple signatures detected' } },
  ],
  401: [{ status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' }],
  429: [
    { status: 'failure', statusCode: 429, error: 'Rate limit exceeded' },
    { status: 'failure', statusCode: 429, error: { message: 'Rate limit exceeded' } },
  ],
  500: [
    { status: 'failure', statusCode: 500, error: 'Internal Server Error' },
    { status: 'failure', statusCode: 500, error: { message: 'Internal Server Error' } },
  ],
};
const NO_SIGNATURE: Body[] = [
  { status: 'failure', statusCode: 400, error: 'No signature detected', metaData: { requestId: 'req-1' } },
  { status: 'failure', statusCode: 400, error: { message: 'No signature detected' }, metaData: { requestId: 'req-1' } },
];

// ---- philsysQRCheck ------------------------------------------------------------------------------------------------

const PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAw0lEQVR42mM4d+0eVdCoQcPQIBMVGWREpkFopuA3C6dBcJ0Ptk2DIPxmYTcIzQhkhMssnAZhNQVuFt0NwmMKBBFn0PIuiOpfv3645dnANQPZQBGoQcu7SDAIn4vIM2jf7AayDMIIIywG0TewUc3aEBICQXhMIcogYpxDINMSbwrhYoRIU/AZpOHWA0SnlrQjI4ggdoO2rFqAjCBK4QirQXCErBFhEJoiYgxCNg5qEFYVRBoEMQtkEC5pkhADVUwZ3gYBAEm+EjeLPt/2AAAAAElFTkSuQmCC';
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
const SIGNED = {
  issuer: 'PSA',
  version: '2.0',
  digitalId: '4407-1234-5678-9012',
  pcn: '0000-1111-2222-3333',
  firstName: 'JUANA',
  lastName: 'DELA CRUZ',
  birthDate: 'March 03, 1990',
  issuedAt: '2022-06-14T00:00:00Z',
  middleName: 'SANDBOX',
  suffix: null,
  sex: 'Female',
  bloodType: 'O+',
  maritalStatus: 'Single',
  placeOfBirth: 'Quezon City,Metro Manila',
  bestFingerCaptured: [],
  photo: PHOTO,
  fullName: 'JUANA SANDBOX DELA CRUZ',
};
const QR_META = { requestId: 'req-2', transactionId: 'txn-2' };
const qrBody = (qrType: string, data: Body): Body => ({
  status: 'success',
  statusCode: 200,
  result: { data, meta: { qrType } },
  metaData: QR_META,
});
/** Variant name → the documented body of that qrType. */
const QR: Record<string, Body> = {
  'digital-id': qrBody('Digital ID', { digitalId: '4407-1234-5678-9012' }),
  'philsys-card': qrBody('Philsys Card', CARD),
  ephilid: qrBody('ePhilId', { ...CARD, image: PHOTO }),
  'national-id-signed': qrBody('National ID Signed', SIGNED),
};
const qrFields = (variant: string) => Object.keys((QR[variant] as { result: { data: Body } }).result.data);
const QR_ERRORS: Record<number, Body> = {
  400: { status: 'failure', statusCode: 400, error: { message: 'The value field is required' }, metaData: QR_META },
  401: { status: 'failure', statusCode: 401, message: 'Missing/Invalid credentials' },
  403: { status: 'failure', statusCode: 403, error: 'Invalid credentials', metaData: QR_META },
  422: { status: 'failure', statusCode: 422, error: { message: 'Invalid QR code format' }, metaData: QR_META },
  500: { status: 'failure', statusCode: 500, error: 'Internal Server Error', metaData: { requestId: 'req-3' } },
  503: { status: 'failure', statusCode: 503, error: 'Internal Server Error' },
};

// ---- matchFace -----------------------------------------------------------------------------------------------------

const FACE_200: Body = {
  status: 'success',
  statusCode: 200,
  result: { details: { match: { value: 'yes', confidence: 'high' } }, summary: { action: 'pass', details: [] } },
  metaData: { requestId: 'req-4', transactionId: 'txn-4' },
};
const FACE_SCORED = mutate(FACE_200, 'result.details.match', { value: 'no', score: 12.5, confidence: 'low' });
const FACE_STATUSES = [400, 401, 423, 429, 500, 501, 503];
const faceError = (status: number): Body => ({ status: 'failure', statusCode: status, error: 'Internal Server Error' });
const faceSummary = (status: number): Body => ({
  status: 'failure',
  statusCode: status,
  metadata: { requestId: 'req-5', transactionId: 'txn-5' },
  result: {
    error: 'Face not detected in Selfie image',
    summary: { action: 'fail', details: [{ code: '400', message: 'Bad Request' }] },
  },
});

// ---- Tests ---------------------------------------------------------------------------------------------------------

describe('signatureMatching, philsysQRCheck and matchFace schema files', () => {
  const ids = allSchemaIds().filter((id) => /^(signatureMatching|philsysQRCheck|matchFace)\//.test(id));
  it('exist for every documented status, variant and request form', () =>
    expect(ids).toEqual(
      [
        'matchFace/200.schema.json',
        'matchFace/200.with-score.schema.json',
        'matchFace/request.schema.json',
        ...FACE_STATUSES.flatMap((s) => [`matchFace/${s}.schema.json`, `matchFace/${s}.summary.schema.json`]),
        'philsysQRCheck/200.digital-id.schema.json',
        'philsysQRCheck/200.ephilid.schema.json',
        'philsysQRCheck/200.national-id-signed.schema.json',
        'philsysQRCheck/200.philsys-card.schema.json',
        'philsysQRCheck/400.schema.json',
        'philsysQRCheck/401.schema.json',
        'philsysQRCheck/403.schema.json',
        'philsysQRCheck/422.schema.json',
        'philsysQRCheck/500.schema.json',
        'philsysQRCheck/503.schema.json',
        'philsysQRCheck/request.schema.json',
        'signatureMatching/200.schema.json',
        'signatureMatching/400.no-signature.schema.json',
        'signatureMatching/400.schema.json',
        'signatureMatching/401.schema.json',
        'signatureMatching/429.schema.json',
        'signatureMatching/500.schema.json',
        'signatureMatching/request.schema.json',
      ].sort(),
    ));
  it.for(ids)('%s compiles through the registry', (id) => expect(() => validateAgainst(id, {})).not.toThrow());
  it('document every status of the three error tables and the success', () => {
    expect(documentedStatuses('signatureMatching')).toEqual([200, 400, 401, 429, 500]);
    expect(documentedStatuses('philsysQRCheck')).toEqual([200, 400, 401, 403, 422, 500, 503]);
    expect(documentedStatuses('matchFace')).toEqual([200, ...FACE_STATUSES]);
    expect(responseSchemaIds('signatureMatching', 400).sort()).toEqual([
      'signatureMatching/400.no-signature.schema.json',
      'signatureMatching/400.schema.json',
    ]);
    // philsysQRCheck's 200 has only per-qrType variants: the status is documented by them, and any one conforms.
    expect(responseSchemaIds('philsysQRCheck', 200).sort()).toEqual(
      ['digital-id', 'ephilid', 'national-id-signed', 'philsys-card'].map((v) => `philsysQRCheck/200.${v}.schema.json`),
    );
  });
});

describe('signatureMatching', () => {
  it('accepts the documented success', () => ok('signatureMatching/200.schema.json', SIG_200));
  it.for(Object.keys(SIG_ERRORS).map(Number))('accepts the documented %i bodies, error in either form', (status) => {
    for (const body of SIG_ERRORS[status] as Body[]) expect(conforms('signatureMatching', status, body)).toBe(true);
  });
  it('accepts the no-signature error in either form, in its variant and in the 400 status', () => {
    for (const body of NO_SIGNATURE) {
      ok('signatureMatching/400.no-signature.schema.json', body);
      expect(conforms('signatureMatching', 400, body)).toBe(true);
    }
  });

  it('refuses the success statusCode as a string: the Endpoint says integer', () =>
    expect(conforms('signatureMatching', 200, mutate(SIG_200, 'statusCode', '200'))).toBe(false));
  it.for([
    ['result.score', undefined],
    ['result.match', undefined],
    ['result.to_be_reviewed', undefined],
    ['result.score', '0.93'],
    ['result.match', true],
    ['result.to_be_reviewed', null],
    ['result', undefined],
    ['status', 'failure'],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('signatureMatching', 200, mutate(SIG_200, path, value))).toBe(false),
  );
  it('refuses a no-signature error without metaData.requestId in its variant (the plain 400 still conforms)', () => {
    const body = NO_SIGNATURE[0] as Body;
    bad('signatureMatching/400.no-signature.schema.json', mutate(body, 'metaData', undefined));
    bad('signatureMatching/400.no-signature.schema.json', mutate(body, 'metaData', {}));
    bad('signatureMatching/400.no-signature.schema.json', mutate(body, 'metaData.requestId', 17));
    bad('signatureMatching/400.no-signature.schema.json', rename(body, 'metaData', 'metadata'));
    bad('signatureMatching/400.no-signature.schema.json', rename(body, 'error', 'message'));
    expect(conforms('signatureMatching', 400, mutate(body, 'metaData', undefined))).toBe(true);
  });
  it.for([400, 429, 500])('%i: the text as message, an error without message or a null error is refused', (status) => {
    const body = (SIG_ERRORS[status] as Body[])[0] as Body;
    expect(conforms('signatureMatching', status, rename(body, 'error', 'message'))).toBe(false);
    expect(conforms('signatureMatching', status, mutate(body, 'error', { text: 'x' }))).toBe(false);
    expect(conforms('signatureMatching', status, mutate(body, 'error', null))).toBe(false);
    expect(conforms('signatureMatching', status, mutate(body, 'statusCode', status + 1))).toBe(false);
    expect(conforms('signatureMatching', status, mutate(body, 'status', 'success'))).toBe(false);
  });
  it('401 uses message: without it, or with error instead, it is refused', () => {
    const body = (SIG_ERRORS[401] as Body[])[0] as Body;
    expect(conforms('signatureMatching', 401, mutate(body, 'message', undefined))).toBe(false);
    expect(conforms('signatureMatching', 401, rename(body, 'message', 'error'))).toBe(false);
  });
  it('allows either statusCode form on errors, where the section leaves it open', () =>
    expect(conforms('signatureMatching', 429, mutate((SIG_ERRORS[429] as Body[])[0] as Body, 'statusCode', '429'))).toBe(true));
  it('marks none of the form text fields', () =>
    expect(
      requestMarks('signatureMatching', {
        disableCompliance1: 'yes',
        disableCompliance2: 'no',
        enableSignatureDetection: 'true',
      }),
    ).toEqual([]));
});

describe('philsysQRCheck', () => {
  const variants = Object.keys(QR);
  it.for(variants)('the %s body conforms to its variant and the 200 status', (variant) => {
    ok(`philsysQRCheck/200.${variant}.schema.json`, QR[variant]);
    expect(conforms('philsysQRCheck', 200, QR[variant])).toBe(true);
  });
  it.for(variants)('the %s variant refuses the bodies of the other qrTypes', (variant) => {
    for (const other of variants.filter((v) => v !== variant)) bad(`philsysQRCheck/200.${variant}.schema.json`, QR[other]);
  });
  it.for(variants.flatMap((v) => qrFields(v).map((f) => [v, f] as const)))('%s: data without %s is refused', ([v, field]) =>
    expect(conforms('philsysQRCheck', 200, mutate(QR[v] as Body, `result.data.${field}`, undefined))).toBe(false),
  );
  it.for(
    variants.flatMap((v) =>
      qrFields(v)
        .filter((f) => f !== 'bestFingerCaptured' && f !== 'suffix')
        .map((f) => [v, f] as const),
    ),
  )('%s: %s as a number or null is refused (all strings)', ([v, field]) => {
    expect(conforms('philsysQRCheck', 200, mutate(QR[v] as Body, `result.data.${field}`, 7))).toBe(false);
    expect(conforms('philsysQRCheck', 200, mutate(QR[v] as Body, `result.data.${field}`, null))).toBe(false);
  });
  it.for(['philsys-card', 'ephilid', 'national-id-signed'])(
    '%s: suffix may be null or a string, bestFingerCaptured is an array',
    (v) => {
      const body = QR[v] as Body;
      expect(conforms('philsysQRCheck', 200, mutate(body, 'result.data.suffix', 'JR'))).toBe(true);
      expect(conforms('philsysQRCheck', 200, mutate(body, 'result.data.suffix', 3))).toBe(false);
      expect(conforms('philsysQRCheck', 200, mutate(body, 'result.data.bestFingerCaptured', '[1,6]'))).toBe(false);
      expect(conforms('philsysQRCheck', 200, mutate(body, 'result.data.bestFingerCaptured', null))).toBe(false);
    },
  );
  it('National ID Signed: bestFingerCaptured may be empty, photo may be a URL', () => {
    ok('philsysQRCheck/200.national-id-signed.schema.json', QR['national-id-signed']);
    ok(
      'philsysQRCheck/200.national-id-signed.schema.json',
      mutate(QR['national-id-signed'] as Body, 'result.data.photo', 'https://photos.example/4407.png'),
    );
  });
  it('ePhilId without image is refused (it is not a Philsys Card either: the qrType differs)', () =>
    expect(conforms('philsysQRCheck', 200, mutate(QR.ephilid as Body, 'result.data.image', undefined))).toBe(false));
  it.for([
    ['result.meta.qrType', 'Philsys ID'],
    ['result.meta', undefined],
    ['result.data', undefined],
    ['metaData.transactionId', undefined],
    ['metaData.requestId', 5],
    ['metaData', undefined],
    ['status', 'failure'],
    ['statusCode', 201],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('philsysQRCheck', 200, mutate(QR['digital-id'] as Body, path, value))).toBe(false),
  );
  it('refuses metaData renamed metadata; allows either statusCode form (the Endpoint leaves it open)', () => {
    expect(conforms('philsysQRCheck', 200, rename(QR['philsys-card'] as Body, 'metaData', 'metadata'))).toBe(false);
    expect(conforms('philsysQRCheck', 200, mutate(QR['philsys-card'] as Body, 'statusCode', '200'))).toBe(true);
  });

  it.for(Object.keys(QR_ERRORS).map(Number))('accepts the documented %i body', (status) =>
    expect(conforms('philsysQRCheck', status, QR_ERRORS[status])).toBe(true),
  );
  it.for([400, 422])('%i: error.message flattened to a string, or message at the top, is refused', (status) => {
    const body = QR_ERRORS[status] as Body;
    expect(conforms('philsysQRCheck', status, mutate(body, 'error', 'Invalid QR code format'))).toBe(false);
    expect(conforms('philsysQRCheck', status, rename(body, 'error', 'message'))).toBe(false);
  });
  it.for([403, 500])('%i: error as an object with message, instead of a string, is refused', (status) =>
    expect(conforms('philsysQRCheck', status, mutate(QR_ERRORS[status] as Body, 'error', { message: 'x' }))).toBe(false),
  );
  it.for([400, 403, 422, 500])('%i: metaData is required, with a requestId', (status) => {
    const body = QR_ERRORS[status] as Body;
    expect(conforms('philsysQRCheck', status, mutate(body, 'metaData', undefined))).toBe(false);
    expect(conforms('philsysQRCheck', status, mutate(body, 'metaData', {}))).toBe(false);
    expect(conforms('philsysQRCheck', status, rename(body, 'metaData', 'metadata'))).toBe(false);
  });
  it('401 uses message: without it, or with error instead, it is refused', () => {
    expect(conforms('philsysQRCheck', 401, mutate(QR_ERRORS[401] as Body, 'message', undefined))).toBe(false);
    expect(conforms('philsysQRCheck', 401, rename(QR_ERRORS[401] as Body, 'message', 'error'))).toBe(false);
  });
  it('503 accepts a JSON text, and an envelope with any failure text form', () => {
    expect(conforms('philsysQRCheck', 503, 'Internal Server Error')).toBe(true);
    for (const text of [{ message: 'x' }, { error: 'x' }, { error: { message: 'x' } }])
      expect(conforms('philsysQRCheck', 503, { status: 'failure', statusCode: 503, ...text })).toBe(true);
  });
  it('503 refuses an envelope with no failure text, no status, or another statusCode', () => {
    expect(conforms('philsysQRCheck', 503, { status: 'failure', statusCode: 503 })).toBe(false);
    expect(conforms('philsysQRCheck', 503, mutate(QR_ERRORS[503] as Body, 'status', undefined))).toBe(false);
    expect(conforms('philsysQRCheck', 503, mutate(QR_ERRORS[503] as Body, 'statusCode', 500))).toBe(false);
  });

  it('marks the raw QR text of the request as personal data', () =>
    expect(requestMarks('philsysQRCheck', { value: 'PSA-DID:4407-1234-5678-9012' })).toEqual([
      { pointer: '/value', mark: { pii: 'idNumber' }, value: 'PSA-DID:4407-1234-5678-9012' },
    ]));
  it('marks image and photo as images, and the identity of every qrType', () => {
    expect(responseMarks('philsysQRCheck', 200, QR.ephilid)).toContainEqual(
      expect.objectContaining({ pointer: '/result/data/image', mark: { pii: 'image' } }),
    );
    expect(responseMarks('philsysQRCheck', 200, QR['national-id-signed'])).toContainEqual(
      expect.objectContaining({ pointer: '/result/data/photo', mark: { pii: 'image' } }),
    );
    expect(pointers(responseMarks('philsysQRCheck', 200, QR['digital-id']))).toEqual(['/result/data/digitalId']);
    expect(pointers(responseMarks('philsysQRCheck', 200, QR['philsys-card']))).toEqual(
      ['birthDate', 'firstName', 'fullName', 'lastName', 'middleName', 'pcn', 'placeOfBirth', 'suffix'].map(
        (f) => `/result/data/${f}`,
      ),
    );
    expect(pointers(responseMarks('philsysQRCheck', 200, QR['national-id-signed']))).toEqual(
      ['birthDate', 'digitalId', 'firstName', 'fullName', 'lastName', 'middleName', 'pcn', 'photo', 'placeOfBirth', 'suffix'].map(
        (f) => `/result/data/${f}`,
      ),
    );
  });
  it('a redacted success keeps no photo bytes and still conforms to its variant', () => {
    for (const v of ['ephilid', 'national-id-signed']) {
      const redacted = redactBody('response', 200, QR[v], redactionFor('philsysQRCheck', [])) as Body;
      const data = (redacted as { result: { data: Record<string, unknown> } }).result.data;
      const stored = String(data.image ?? data.photo);
      expect(stored.length).toBeLessThan(PHOTO.length);
      expect(JSON.stringify(redacted)).not.toContain(PHOTO.slice(0, 16));
      expect(JSON.stringify(redacted)).not.toContain('JUANA');
      ok(`philsysQRCheck/200.${v}.schema.json`, redacted);
    }
  });
});

describe('matchFace', () => {
  it('accepts a success without score, and one with score in both schemas', () => {
    ok('matchFace/200.schema.json', FACE_200);
    ok('matchFace/200.schema.json', FACE_SCORED);
    ok('matchFace/200.with-score.schema.json', FACE_SCORED);
  });
  it('the with-score variant refuses a success without score', () => bad('matchFace/200.with-score.schema.json', FACE_200));
  it('allows either statusCode form on the success, where the document leaves it open', () => {
    expect(conforms('matchFace', 200, mutate(FACE_200, 'statusCode', '200'))).toBe(true);
    expect(conforms('matchFace', 200, mutate(FACE_200, 'statusCode', 201))).toBe(false);
  });
  it.for([
    ['result.details.match.confidence', 'medium'],
    ['result.details.match.value', 'maybe'],
    ['result.details.match.value', true],
    ['result.details.match.score', '12.5'],
    ['result.details.match.confidence', undefined],
    ['result.details.match', undefined],
    ['result.summary.action', 'review'],
    ['result.summary.details', undefined],
    ['result.summary.details', null],
    ['result.summary', undefined],
    ['metaData.transactionId', undefined],
    ['metaData', undefined],
    ['status', 'failure'],
  ] as const)('refuses %s = %j', ([path, value]) =>
    expect(conforms('matchFace', 200, mutate(FACE_200, path, value))).toBe(false),
  );
  it('refuses the success with metaData renamed metadata', () =>
    expect(conforms('matchFace', 200, rename(FACE_200, 'metaData', 'metadata'))).toBe(false));
  it.for(['pass', 'fail', 'manualReview'])('accepts summary.action %s', (action) =>
    ok('matchFace/200.schema.json', mutate(FACE_200, 'result.summary.action', action)),
  );

  it.for(FACE_STATUSES)('%i: both failure forms conform, each in its own file', (status) => {
    ok(`matchFace/${status}.schema.json`, faceError(status));
    ok(`matchFace/${status}.summary.schema.json`, faceSummary(status));
    bad(`matchFace/${status}.schema.json`, faceSummary(status));
    bad(`matchFace/${status}.summary.schema.json`, faceError(status));
    expect(conforms('matchFace', status, mutate(faceError(status), 'statusCode', String(status)))).toBe(true);
    expect(conforms('matchFace', status, mutate(faceSummary(status), 'statusCode', String(status)))).toBe(true);
  });
  // Issue 17 item 11: the sample's code is a three-digit string (a sample), and metadata carries transactionId "on most".
  it.for(FACE_STATUSES)('%i: the summary form takes a numeric code and metadata without transactionId', (status) => {
    ok(`matchFace/${status}.summary.schema.json`, mutate(faceSummary(status), 'result.summary.details.0.code', 400));
    ok(`matchFace/${status}.summary.schema.json`, mutate(faceSummary(status), 'metadata.transactionId', undefined));
  });
  it.for(FACE_STATUSES)('%i: what breaks the failure forms is refused', (status) => {
    const summary = faceSummary(status);
    for (const body of [
      mutate(summary, 'result.summary.action', 'pass'),
      mutate(summary, 'result.summary.details.0.code', undefined),
      mutate(summary, 'result.summary.details.0.message', undefined),
      mutate(summary, 'result.summary.details.0.code', true),
      mutate(summary, 'result.summary.details', undefined),
      mutate(summary, 'result.error', undefined),
      mutate(summary, 'metadata.requestId', undefined),
      rename(summary, 'metadata', 'metaData'),
      mutate(summary, 'statusCode', status + 1),
      mutate(faceError(status), 'error', { message: 'x' }),
      rename(faceError(status), 'error', 'message'),
      mutate(faceError(status), 'status', 'success'),
      mutate(faceError(status), 'statusCode', undefined),
    ])
      expect(conforms('matchFace', status, body)).toBe(false);
  });
  it('marks no form text field (the images are files, matched by hash)', () =>
    expect(requestMarks('matchFace', { 'preferences.returnScore': 'yes' })).toEqual([]));
  it('marks nothing in the result: it carries no personal data', () =>
    expect(responseMarks('matchFace', 200, FACE_SCORED)).toEqual([]));
});
