// Rules of POST {zaf_url}/v1/cacBasic: lookup by RC number and by company name, empty RC, no match.
import type { Expectation, RuleTable } from '../model/types.js';
import { jsonWithHeaderCredentials, withoutCredentials } from './header-credentials.js';
import { body, data, set, unchanged } from './mutate.js';
import {
  contentTypeRequired,
  failing,
  REQUEST_ID_POINTERS,
  refusal,
  type Row,
  rulesOf,
  transactionIdRequired,
  wrongAppKey,
} from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Company registry lookup`;
const ERRORS = `${DOC} › Errors › Company registry lookup`;

// A lookup that finds the company returns it; no match is the documented 404, not an empty 200.
const FOUND: Expectation = { status: 200, pins: [{ pointer: '/result/data', nonEmpty: true }] };

const rows: Row[] = [
  {
    id: 'cacBasic.rc.by-number',
    title: 'an RC number returns the company record',
    source: `${ENDPOINT}; ${DOC} › Resources and fields › Company record (\`result\`)`,
    request: unchanged,
    expect: FOUND,
  },
  {
    id: 'cacBasic.rc.by-name',
    title: 'a company name returns the company record',
    source: ENDPOINT,
    request: set({ RC: data('companyName') }),
    expect: FOUND,
  },
  {
    id: 'cacBasic.rc.empty',
    title: 'an empty RC is rejected',
    source: ERRORS,
    request: set({ RC: '' }),
    expect: failing(400, 'RC is not allowed to be empty'),
  },
  {
    id: 'cacBasic.rc.no-match',
    title: 'an RC that matches nothing gives 404',
    source: ERRORS,
    request: set({ RC: data('unknownRc') }),
    expect: failing(404, "We couldn't find any matching records based on the information you provided"),
  },
  {
    id: 'cacBasic.credentials.missing',
    title: 'missing credentials are refused with 401',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('cacBasic', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  {
    id: 'cacBasic.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ RC: data('serverErrorRc') }),
    expect: failing(500, 'Internal Server Error'),
  },
  // Only an empty RC has a documented error; an absent one does not.
  {
    id: 'cacBasic.rc.missing',
    title: 'an absent RC is refused (required; only the empty one has a row: any 4xx)',
    source: ERRORS,
    request: body({}),
    expect: refusal(400),
  },
  transactionIdRequired('cacBasic'),
  contentTypeRequired('cacBasic', ENDPOINT),
];

export const cacBasicRules: RuleTable = {
  operation: 'cacBasic',
  baseline: jsonWithHeaderCredentials({ RC: data('rcNumber') }),
  rules: rulesOf('cacBasic', rows),
  volatile: [...REQUEST_ID_POINTERS, '/result/timestamp'],
};
