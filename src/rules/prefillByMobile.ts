// Rules of POST {ind_engine_url}/v1/prefillByMobile: a found number, invalid, unregistered, no bureau data, busy.
import type { RuleTable } from '../model/types.js';
import { jsonWithHeaderCredentials, withoutCredentials } from './header-credentials.js';
import { data, set, unchanged } from './mutate.js';
import {
  contentTypeRequired,
  failing,
  failingUnshaped,
  REQUEST_ID_POINTERS,
  type Row,
  rulesOf,
  transactionIdRequired,
  wrongAppKey,
} from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Prefill by mobile`;
const ERRORS = `${DOC} › Errors › Prefill by mobile`;

const INVALID = 'Invalid mobile number';

const rows: Row[] = [
  {
    id: 'prefillByMobile.request.found',
    title: 'a registered number returns the prefill record (identity arrays, some empty)',
    source: `${ENDPOINT}; ${DOC} › Resources and fields › Prefill record`,
    request: unchanged,
    expect: { status: 200 },
  },
  {
    id: 'prefillByMobile.mobile.invalid',
    title: 'a number missing digits is rejected with result.data.message',
    source: ERRORS,
    request: set({ mobile: '12345' }),
    expect: failing(400, INVALID, '/result/data/message'),
  },
  {
    id: 'prefillByMobile.mobile.empty',
    title: 'an empty number is rejected with result.data.message',
    source: ERRORS,
    request: set({ mobile: '' }),
    expect: failing(400, INVALID, '/result/data/message'),
  },
  {
    id: 'prefillByMobile.mobile.not-registered',
    title: 'an unregistered number gives 404 with message and metaData',
    source: ERRORS,
    request: set({ mobile: data('unregisteredMobile') }),
    expect: failing(404, 'Mobile number is not registered'),
  },
  {
    id: 'prefillByMobile.mobile.no-bureau-data',
    title: 'a number without bureau data gives 422 with result.data.message',
    source: ERRORS,
    request: set({ mobile: data('noBureauMobile') }),
    expect: failing(422, 'Data not found in Bureau', '/result/data/message'),
  },
  {
    id: 'prefillByMobile.credentials.missing',
    title: 'missing credentials are refused with 401 and a message',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('prefillByMobile', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  // The 503 and 500 rows name no body field (the others name `message` or `result.data.message`): the status gates.
  {
    id: 'prefillByMobile.server.busy',
    title: 'a busy service answers 503 Server Busy',
    source: ERRORS,
    request: set({ mobile: data('busyMobile') }),
    expect: failingUnshaped(503, 'Server Busy'),
  },
  {
    id: 'prefillByMobile.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ mobile: data('serverErrorMobile') }),
    expect: failingUnshaped(500, 'Internal Server Error'),
  },
  // "Accepted number format: not shown."
  {
    id: 'prefillByMobile.mobile.country-code',
    title: 'a registered number with a +91 prefix — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: set({ mobile: data('registeredMobile', '+91%s') }),
  },
  transactionIdRequired('prefillByMobile'),
  contentTypeRequired('prefillByMobile', ENDPOINT),
];

export const prefillByMobileRules: RuleTable = {
  operation: 'prefillByMobile',
  baseline: jsonWithHeaderCredentials({ mobile: data('registeredMobile') }),
  rules: rulesOf('prefillByMobile', rows),
  volatile: REQUEST_ID_POINTERS,
};
