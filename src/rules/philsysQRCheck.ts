// Rules of POST {philsys_url}/v1/PhilsysQRCheck: the raw text of a national-ID QR code, as form-data.
import type { Expectation, RuleTable } from '../model/types.js';
import { credentialsFrom, dropParts, formWithHeaderCredentials, setParts } from './form.js';
import { withoutCredentials } from './header-credentials.js';
import {
  failing,
  failingUnshaped,
  REQUEST_ID_POINTERS,
  refusal,
  type Row,
  rulesOf,
  transactionIdRequired,
  wrongAppKey,
} from './table.js';
import { data, fake } from './mutate.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › National-ID QR check`;
const ERRORS = `${DOC} › Errors › National-ID QR check`;
const QR_DATA = `${DOC} › Resources and fields › National-ID QR data (\`result\`)`;

/** Each qrType's 200 variant (schemas/philsysQRCheck/200.<variant>.schema.json holds its field set). */
const decoded = (qrType: string, variant: string): Expectation => ({
  status: 200,
  variant,
  pins: [{ pointer: '/result/meta/qrType', equals: qrType }],
});

const INVALID = 'Invalid QR code format';

const rows: Row[] = [
  {
    id: 'philsysQRCheck.qr.digital-id',
    title: 'a Digital ID QR decodes to data.digitalId',
    source: `${ENDPOINT}; ${QR_DATA}`,
    request: setParts({ value: data('qrDigitalId') }),
    expect: decoded('Digital ID', 'digital-id'),
  },
  {
    id: 'philsysQRCheck.qr.philsys-card',
    title: 'a Philsys Card QR decodes to its eleven fields',
    source: QR_DATA,
    request: setParts({ value: data('qrPhilsysCard') }),
    expect: decoded('Philsys Card', 'philsys-card'),
  },
  {
    id: 'philsysQRCheck.qr.ephilid',
    title: 'an ePhilId QR decodes to the Philsys Card fields plus image',
    source: QR_DATA,
    request: setParts({ value: data('qrEphilId') }),
    expect: decoded('ePhilId', 'ephilid'),
  },
  {
    id: 'philsysQRCheck.qr.national-id-signed',
    title: 'a National ID Signed QR decodes to its seventeen fields (bestFingerCaptured may be empty)',
    source: QR_DATA,
    request: setParts({ value: data('qrNationalIdSigned') }),
    expect: decoded('National ID Signed', 'national-id-signed'),
  },
  {
    id: 'philsysQRCheck.value.empty',
    title: 'an empty value is refused with error.message and metaData',
    source: ERRORS,
    request: setParts({ value: '' }),
    expect: failing(400, 'The value field is required', '/error/message'),
  },
  // The row's condition is "`value` empty"; a form without the required part is refused in a form not shown.
  {
    id: 'philsysQRCheck.value.missing',
    title: 'no value part is refused (required; the row covers an empty one: any 4xx)',
    source: ERRORS,
    request: dropParts('value'),
    expect: refusal(400),
  },
  // No QR code holds 7,090 characters or more: an invalid value (422) under any size limit, or a limit's own refusal
  // ("size limits … not shown", Limits). Every reading refuses it; 16,385 passes the sandbox's 16 KB.
  {
    id: 'philsysQRCheck.value.over-qr-capacity',
    title: 'a value longer than any QR code holds (16,385 characters) is refused (422, or a size limit not shown: any 4xx)',
    source: `${ERRORS}; ${DOC} › Limits`,
    request: setParts({ value: fake('string.alpha', [16_385]) }),
    expect: refusal(413),
  },
  {
    id: 'philsysQRCheck.qr.invalid',
    title: 'a text that is no national-ID QR is refused with 422',
    source: ERRORS,
    request: setParts({ value: data('qrInvalid') }),
    expect: failing(422, INVALID, '/error/message'),
  },
  {
    id: 'philsysQRCheck.qr.truncated',
    title: 'a QR value cut short is refused with 422',
    source: ERRORS,
    request: setParts({ value: data('qrTruncated') }),
    expect: failing(422, INVALID, '/error/message'),
  },
  {
    id: 'philsysQRCheck.credentials.missing',
    title: 'missing credentials are refused with 401 and a message',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('philsysQRCheck', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  {
    id: 'philsysQRCheck.access.denied',
    title: 'credentials without access to the operation get 403 with an error string and metaData',
    source: `${ERRORS}; ${DOC} › Authentication`,
    request: credentialsFrom('qrNoAccessAppId', 'qrNoAccessAppKey'),
    expect: failing(403, 'Invalid credentials', '/error'),
  },
  {
    id: 'philsysQRCheck.server.internal-error',
    title: 'a server fault answers 500 with an error string and metaData',
    source: ERRORS,
    request: setParts({ value: data('serverErrorQrValue') }),
    expect: failing(500, 'Internal Server Error', '/error'),
  },
  // "Internal Server Error (text)": the body may not even be JSON; the status gates.
  {
    id: 'philsysQRCheck.upstream.unavailable',
    title: 'an upstream outage answers 503',
    source: ERRORS,
    request: setParts({ value: data('unavailableQrValue') }),
    expect: { ...failingUnshaped(503, 'Internal Server Error (text)'), textAllowed: true },
  },
  transactionIdRequired('philsysQRCheck'),
];

export const philsysQRCheckRules: RuleTable = {
  operation: 'philsysQRCheck',
  baseline: formWithHeaderCredentials([['value', data('qrDigitalId')]], { transactionId: true }),
  rules: rulesOf('philsysQRCheck', rows),
  volatile: REQUEST_ID_POINTERS,
};
