// Rules of POST {ind_engine_url}/v1/emailBasic: deliverable, undeliverable and breached addresses, and every error row.
import type { RuleTable } from '../model/types.js';
import { jsonWithHeaderCredentials, withoutCredentials } from './header-credentials.js';
import { all, body, data, header, set } from './mutate.js';
import {
  contentTypeRequired,
  failing,
  REQUEST_ID_POINTERS,
  type Row,
  rulesOf,
  transactionIdRequired,
  wrongAppKey,
} from './table.js';

const DOC = 'verification-and-token-services.md';
const RESOURCE = `${DOC} › Resources and fields › Email verification result (\`result\`)`;
const ENDPOINT = `${DOC} › Endpoints › Email risk and domain verification`;
const ERRORS = `${DOC} › Errors › Email risk and domain verification`;

const CREDENTIALS = 'Missing/Invalid credentials';

const rows: Row[] = [
  {
    id: 'emailBasic.request.deliverable',
    title: 'a deliverable address returns every result field with its type',
    source: `${ENDPOINT}; ${RESOURCE}`,
    request: set({ email: data('deliverableEmail') }),
    // Not the undeliverable variant, which has the same envelope (a deliverable address may also be breached).
    expect: { status: 200, pins: [{ pointer: '/result/deliverable', equals: true }] },
  },
  {
    id: 'emailBasic.request.undeliverable',
    title: 'an undeliverable address returns 200 with deliverable false, the nulls and an empty breach record',
    source: RESOURCE,
    request: set({ email: data('undeliverableEmail') }),
    expect: { status: 200, variant: 'undeliverable' },
  },
  {
    id: 'emailBasic.request.breached',
    title: 'a breached address returns its breach list items',
    source: `${ENDPOINT}; ${RESOURCE}`,
    request: set({ email: data('breachedEmail') }),
    expect: { status: 200, variant: 'breached' },
  },
  {
    id: 'emailBasic.email.missing',
    title: 'a missing email is rejected',
    source: ERRORS,
    request: body({}),
    expect: failing(400, 'Email cannot be empty'),
  },
  {
    id: 'emailBasic.email.malformed',
    title: 'a malformed email is rejected',
    source: ERRORS,
    request: set({ email: 'not-an-email' }),
    expect: failing(400, 'Invalid Input'),
  },
  {
    id: 'emailBasic.credentials.missing',
    title: 'missing credentials are refused with 401',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, CREDENTIALS),
  },
  wrongAppKey('emailBasic', ERRORS, { expect: failing(401, CREDENTIALS) }),
  {
    id: 'emailBasic.access.denied',
    title: 'credentials without access to the operation are refused with 403',
    source: `${ERRORS}; ${DOC} › Authentication`,
    request: all(header('appid', data('noAccessAppId')), header('appkey', data('noAccessAppKey'))),
    expect: failing(403, 'Access Denied'),
  },
  {
    id: 'emailBasic.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ email: data('serverErrorEmail') }),
    expect: failing(500, 'Internal Server Error'),
  },
  // The error table lists "Invalid event type", but the request documents no event type field.
  {
    id: 'emailBasic.eventType.invalid',
    title: 'an unknown eventType (no such field is documented) — observed',
    source: ERRORS,
    strength: 'probe',
    request: set({ email: data('deliverableEmail'), eventType: 'unknown' }),
    expect: failing(400, 'Invalid event type'),
  },
  transactionIdRequired('emailBasic'),
  contentTypeRequired('emailBasic', ENDPOINT),
];

export const emailBasicRules: RuleTable = {
  operation: 'emailBasic',
  baseline: jsonWithHeaderCredentials({ email: data('deliverableEmail') }),
  rules: rulesOf('emailBasic', rows),
  volatile: REQUEST_ID_POINTERS,
};
