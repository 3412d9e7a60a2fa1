// Rules of the legacy POST {legacy_auth_url}/login: credentials only, expiry optional, deprecated but still served.
import type { Expectation, RuleTable } from '../model/types.js';
import { body, credential, data, drop, header, set, unchanged, wrongCredential } from './mutate.js';
import { contentTypeRequired, failing, type Row, rulesOf } from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Generate access token (legacy, deprecated)`;
const ERRORS = `${DOC} › Errors › Legacy token operation`;

const OK: Expectation = { status: 200 };
const refused = (status: number, text: string): Expectation => failing(status, text, '/error');
const CREDENTIALS = 'Missing/Invalid credentials';
const EXPIRY_LOW = 'Expiry should be greater than 0';
const EXPIRY_HIGH = 'Expiry should be within 24 hours from current time';

const rows: Row[] = [
  {
    id: 'login.request.valid',
    title: 'credentials and expiry alone (no transactionId, no workflowId) return a token',
    source: ENDPOINT,
    request: unchanged,
    expect: OK,
  },
  {
    id: 'login.expiry.omitted',
    title: 'an omitted expiry is accepted (default 43200)',
    source: ENDPOINT,
    request: drop('expiry'),
    expect: OK,
  },
  {
    id: 'login.appId.missing',
    title: 'a missing appId is rejected',
    source: ERRORS,
    request: drop('appId'),
    expect: refused(400, CREDENTIALS),
  },
  {
    id: 'login.appKey.missing',
    title: 'a missing appKey is rejected',
    source: ERRORS,
    request: drop('appKey'),
    expect: refused(400, CREDENTIALS),
  },
  {
    id: 'login.credentials.both-missing',
    title: 'missing appId and appKey are rejected',
    source: ERRORS,
    request: drop('appId', 'appKey'),
    expect: refused(400, CREDENTIALS),
  },
  {
    id: 'login.expiry.zero',
    title: 'expiry 0 is rejected',
    source: ERRORS,
    request: set({ expiry: 0 }),
    expect: refused(400, EXPIRY_LOW),
  },
  {
    id: 'login.expiry.negative',
    title: 'expiry -1 is rejected',
    source: ERRORS,
    request: set({ expiry: -1 }),
    expect: refused(400, EXPIRY_LOW),
  },
  { id: 'login.expiry.min', title: 'expiry 1 is accepted', source: `${DOC} › Limits`, request: set({ expiry: 1 }), expect: OK },
  {
    id: 'login.expiry.max',
    title: 'expiry 86400 is accepted',
    source: `${DOC} › Limits`,
    request: set({ expiry: 86400 }),
    expect: OK,
  },
  {
    id: 'login.expiry.above-max',
    title: 'expiry 86401 is rejected',
    source: ERRORS,
    request: set({ expiry: 86401 }),
    expect: refused(400, EXPIRY_HIGH),
  },
  {
    id: 'login.credentials.wrong',
    title: 'a wrong appKey is refused with 401',
    source: ERRORS,
    request: set({ appKey: wrongCredential }),
    expect: refused(401, CREDENTIALS),
  },
  {
    id: 'login.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ appId: data('legacyServerErrorAppId') }),
    expect: refused(500, 'Internal Server Error'),
  },
  contentTypeRequired('login', ENDPOINT),
  // Only "integer seconds" is documented: no error is listed for a non-numeric expiry.
  {
    id: 'login.expiry.not-a-number',
    title: 'expiry "soon" (no documented error) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: set({ expiry: 'soon' }),
  },
];

export const loginRules: RuleTable = {
  operation: 'login',
  baseline: [
    ...header('content-type', 'application/json'),
    ...body({ appId: credential('appId'), appKey: credential('appKey'), expiry: 3600 }),
  ],
  rules: rulesOf('login', rows),
};
