// Rules of POST {usa_url}/v1/secretaryOfStateSearch: a found business, each required field, unsupported state, downtime.
import type { RuleTable } from '../model/types.js';
import { jsonWithHeaderCredentials, withoutCredentials } from './header-credentials.js';
import { data, drop, set, unchanged } from './mutate.js';
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
const ENDPOINT = `${DOC} › Endpoints › Secretary-of-state search`;
const ERRORS = `${DOC} › Errors › Secretary-of-state search`;

const rows: Row[] = [
  {
    id: 'secretaryOfStateSearch.request.found',
    title: 'a registered business returns its record with lowercase metadata',
    source: `${ENDPOINT}; ${DOC} › Resources and fields › Business registration record (secretary-of-state \`result\`)`,
    request: unchanged,
    expect: { status: 200 },
  },
  {
    id: 'secretaryOfStateSearch.businessLegalName.missing',
    title: 'a missing businessLegalName is rejected',
    source: ERRORS,
    request: drop('businessLegalName'),
    expect: failing(400, 'businessLegalName is required', '/error'),
  },
  {
    id: 'secretaryOfStateSearch.state.missing',
    title: 'a missing state is rejected',
    source: ERRORS,
    request: drop('state'),
    expect: failing(400, 'state is required', '/error'),
  },
  {
    id: 'secretaryOfStateSearch.state.unsupported',
    title: 'an unsupported state gives 404',
    source: ERRORS,
    request: set({ state: data('sosUnsupportedState') }),
    expect: failing(404, 'State currently not available for Search', '/error'),
  },
  {
    id: 'secretaryOfStateSearch.credentials.missing',
    title: 'missing credentials are refused with 401 and a message',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('secretaryOfStateSearch', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  {
    id: 'secretaryOfStateSearch.vendor.downtime',
    title: 'upstream downtime answers 503 in the documented envelope',
    source: ERRORS,
    request: set({ businessLegalName: data('sosDowntimeBusinessName') }),
    expect: failing(503, 'External vendor downtime', '/error'),
  },
  {
    id: 'secretaryOfStateSearch.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ businessLegalName: data('sosServerErrorBusinessName') }),
    expect: failing(500, 'Internal Server Error', '/error'),
  },
  // "Format of `state` and the list of supported states: not shown."
  {
    id: 'secretaryOfStateSearch.state.full-name',
    title: 'a state written out ("California") instead of a code — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: set({ state: 'California' }),
  },
  transactionIdRequired('secretaryOfStateSearch'),
  contentTypeRequired('secretaryOfStateSearch', ENDPOINT),
];

export const secretaryOfStateSearchRules: RuleTable = {
  operation: 'secretaryOfStateSearch',
  baseline: jsonWithHeaderCredentials({ businessLegalName: data('sosBusinessName'), state: data('sosState') }),
  rules: rulesOf('secretaryOfStateSearch', rows),
  volatile: REQUEST_ID_POINTERS,
};
