// Rules of POST {ind_engine_url}/v1/fetchUpiIfsc: a valid VPA, the INVALID VPA answered 200, and every error row.
import type { RuleTable } from '../model/types.js';
import { jsonWithHeaderCredentials, withoutCredentials } from './header-credentials.js';
import { body, data, set, unchanged } from './mutate.js';
import {
  contentTypeRequired,
  failing,
  refusal,
  REQUEST_ID_POINTERS,
  type Row,
  rulesOf,
  transactionIdRequired,
  wrongAppKey,
} from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Fetch IFSC from UPI handle`;
const ERRORS = `${DOC} › Errors › Fetch IFSC from UPI handle`;

const echoesVpa = [{ request: '/vpa', response: '/result/vpa' }];

const rows: Row[] = [
  {
    id: 'fetchUpiIfsc.request.valid',
    title: 'a valid VPA returns the holder name and branch details',
    source: `${ENDPOINT}; ${DOC} › Resources and fields › VPA / IFSC record (\`result\`)`,
    request: unchanged,
    // Not the INVALID variant, which has the same envelope; the other values of result.status are not shown.
    expect: { status: 200, echo: echoesVpa, pins: [{ pointer: '/result/status', not: 'INVALID' }] },
  },
  {
    id: 'fetchUpiIfsc.vpa.invalid-returns-200',
    title: 'an invalid but well-formed VPA returns 200 with result.status INVALID, every bank field null, vpa echoed',
    source: ENDPOINT,
    request: set({ vpa: data('invalidVpa') }),
    expect: {
      status: 200,
      variant: 'invalid',
      echo: echoesVpa,
      message: { kind: 'condition', pointer: '/result/message', text: 'result.message stating the VPA is invalid' },
    },
  },
  {
    id: 'fetchUpiIfsc.vpa.missing',
    title: 'a missing vpa is rejected',
    source: ERRORS,
    request: body({ name: data('vpaHolderName') }),
    expect: failing(400, 'vpa is missing in the request'),
  },
  {
    id: 'fetchUpiIfsc.vpa.malformed',
    title: 'a VPA without <handle>@<provider> is rejected',
    source: ERRORS,
    request: set({ vpa: 'no-at-sign' }),
    expect: failing(400, 'vpa should be valid'),
  },
  {
    id: 'fetchUpiIfsc.credentials.missing',
    title: 'missing credentials are refused with 401',
    source: ERRORS,
    request: withoutCredentials,
    expect: failing(401, 'Missing/Invalid credentials'),
  },
  wrongAppKey('fetchUpiIfsc', ERRORS, { expect: failing(401, 'Missing/Invalid credentials') }),
  {
    id: 'fetchUpiIfsc.server.internal-error',
    title: 'a server fault answers 500 in the documented envelope',
    source: ERRORS,
    request: set({ vpa: data('serverErrorVpa') }),
    expect: failing(500, 'Internal Server Error'),
  },
  // "Error for a missing `name`: not shown."
  {
    id: 'fetchUpiIfsc.name.missing',
    title: 'a missing name is refused (required; its error is not shown: any 4xx)',
    source: `${ERRORS}; ${ENDPOINT}`,
    request: body({ vpa: data('validVpa') }),
    expect: refusal(400),
  },
  transactionIdRequired('fetchUpiIfsc'),
  contentTypeRequired('fetchUpiIfsc', ENDPOINT),
];

export const fetchUpiIfscRules: RuleTable = {
  operation: 'fetchUpiIfsc',
  baseline: jsonWithHeaderCredentials({ vpa: data('validVpa'), name: data('vpaHolderName') }),
  rules: rulesOf('fetchUpiIfsc', rows),
  volatile: [...REQUEST_ID_POINTERS, '/result/referenceId'],
};
