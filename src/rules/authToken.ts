// Rules of POST {auth_url}/v2/auth/token: every documented validation, boundary, scenario and error row.
import type { Expectation, RuleTable } from '../model/types.js';
import {
  all,
  body,
  credential,
  data,
  drop,
  fake,
  header,
  sameRequestAs,
  set,
  unchanged,
  uuid,
  wrongCredential,
} from './mutate.js';
import { contentTypeRequired, type Row, rulesOf } from './table.js';

const DOC = 'verification-and-token-services.md';
const ENDPOINT = `${DOC} › Endpoints › Generate access token (current method)`;
const ERRORS = `${DOC} › Errors › Current token operation`;
const LIMITS = `${DOC} › Limits`;

const OK: Expectation = { status: 200 };
const invalid = (text: string): Expectation => ({
  status: 400,
  errorCode: 'invalid_request_body',
  message: { kind: 'literal', pointer: '/error', text },
});
const mobile = fake('string.numeric', [9], '9%s');
const email = fake('internet.email');

// The 404 row: `workflow_not_found`, and no `error` ("absent on 404 and 409").
const NOT_FOUND: Expectation = { status: 404, errorCode: 'workflow_not_found', absent: ['/error'] };

const rows: Row[] = [
  { id: 'authToken.request.valid', title: 'a valid request returns a token', source: ENDPOINT, request: unchanged, expect: OK },
  ...(['appId', 'appKey', 'transactionId'] as const).map((field): Row => ({
    id: `authToken.${field}.missing`,
    title: `a missing ${field} is rejected`,
    source: ERRORS,
    request: drop(field),
    expect: invalid(`${field} is required`),
  })),
  // Both rows name it: the 400 message list ("`workflowId` is required") and the 404 ("workflowId missing or incorrect").
  {
    id: 'authToken.workflowId.missing',
    title: 'a missing workflowId is rejected (400 "is required", or 404 workflow_not_found: the document gives both)',
    source: ERRORS,
    request: drop('workflowId'),
    expect: invalid('workflowId is required'),
    alternatives: [
      {
        reading: '404 workflow_not_found ("workflowId missing or incorrect", Errors › Current token operation)',
        expect: NOT_FOUND,
      },
    ],
  },
  {
    id: 'authToken.authenticateOnResume.missing',
    title: 'a missing authenticateOnResume is rejected (listed optional, documented as rejected)',
    source: ERRORS,
    request: drop('authenticateOnResume'),
    expect: invalid('authenticateOnResume is required'),
  },
  {
    id: 'authToken.authenticateOnResume.not-in-enum',
    title: 'authenticateOnResume "maybe" is rejected',
    source: ERRORS,
    request: set({ authenticateOnResume: 'maybe' }),
    expect: invalid('authenticateOnResume must be one of [yes, no]'),
  },
  {
    id: 'authToken.mobileNumber.not-a-string',
    title: 'a numeric mobileNumber is rejected',
    source: ERRORS,
    request: set({ authenticateOnResume: 'yes', mobileNumber: { ...mobile, as: 'number' } }),
    expect: invalid('mobileNumber must be a string'),
  },
  {
    id: 'authToken.email.not-a-string',
    title: 'a numeric email is rejected',
    source: ERRORS,
    request: set({ authenticateOnResume: 'yes', email: 42 }),
    expect: invalid('email must be a string'),
  },
  {
    id: 'authToken.contact.both-sent',
    title: 'mobileNumber and email together are rejected',
    source: ERRORS,
    request: set({ authenticateOnResume: 'yes', mobileNumber: mobile, email: email }),
    // The document paraphrases the condition ("(both present)"); a validator words it its own way.
    expect: {
      status: 400,
      errorCode: 'invalid_request_body',
      message: {
        kind: 'condition',
        pointer: '/error',
        text: 'only one of mobileNumber or email should be sent (both present)',
        names: ['mobileNumber', 'email'],
      },
    },
  },
  {
    id: 'authToken.expiry.below-min',
    title: 'expiry 0 is rejected',
    source: LIMITS,
    request: set({ expiry: 0 }),
    expect: invalid('expiry must be greater than or equal to 1'),
  },
  { id: 'authToken.expiry.min', title: 'expiry 1 is accepted', source: LIMITS, request: set({ expiry: 1 }), expect: OK },
  { id: 'authToken.expiry.max', title: 'expiry 86400 is accepted', source: LIMITS, request: set({ expiry: 86400 }), expect: OK },
  {
    id: 'authToken.expiry.above-max',
    title: 'expiry 86401 is rejected',
    source: LIMITS,
    request: set({ expiry: 86401 }),
    expect: invalid('expiry must be less than or equal to 86400'),
  },
  {
    id: 'authToken.expiry.not-a-number',
    title: 'expiry "soon" is rejected',
    source: ERRORS,
    request: set({ expiry: 'soon' }),
    expect: invalid('expiry must be a number'),
  },
  {
    id: 'authToken.resume.no-without-contact',
    title: 'scenario 1: "no" without contact data returns a token',
    source: ENDPOINT,
    request: set({ authenticateOnResume: 'no', expiry: 600 }),
    expect: OK,
  },
  {
    id: 'authToken.resume.yes-with-mobile',
    title: 'scenario 2: "yes" with a mobileNumber returns a token',
    source: ENDPOINT,
    request: set({ authenticateOnResume: 'yes', mobileNumber: mobile }),
    expect: OK,
  },
  {
    id: 'authToken.resume.yes-with-email',
    title: 'scenario 2: "yes" with an email returns a token',
    source: ENDPOINT,
    request: set({ authenticateOnResume: 'yes', email: email }),
    expect: OK,
  },
  {
    id: 'authToken.resume.yes-without-contact',
    title: 'scenario 3: "yes" without contact data returns a token',
    source: ENDPOINT,
    request: set({ authenticateOnResume: 'yes' }),
    expect: OK,
  },
  {
    id: 'authToken.credentials.wrong',
    title: 'a wrong appKey is refused with unauthorized_access',
    source: ERRORS,
    request: set({ appKey: wrongCredential }),
    expect: { status: 401, errorCode: 'unauthorized_access' },
  },
  {
    id: 'authToken.caller.not-whitelisted',
    title: 'a caller address that is not whitelisted is refused with unauthorized_access',
    source: `${ENDPOINT}; ${ERRORS}`,
    request: header('x-forwarded-for', data('nonWhitelistedCaller')),
    expect: { status: 401, errorCode: 'unauthorized_access' },
  },
  {
    id: 'authToken.workflowId.unknown',
    title: 'an unknown workflowId gives 404 workflow_not_found without error',
    source: ERRORS,
    request: set({ workflowId: data('unknownWorkflowId') }),
    expect: NOT_FOUND,
  },
  {
    id: 'authToken.transactionId.reused',
    title: 'a reused transactionId gives 409 unique_id_conflict without error, or (regenerated) a token',
    source: `${ERRORS}; ${DOC} › States and transitions`,
    // Two steps: a token with a fresh transactionId, then the same request again, so no account data is needed. The
    // 409 row says "conflicts with an existing transaction", but a token "must be regenerated" for the same journey
    // (its transactionId "must equal the value given at SDK initialization"): a second token conforms too.
    before: [{ title: 'issue a token with a fresh transactionId', request: unchanged, status: 200 }],
    request: sameRequestAs(0),
    expect: { status: 409, errorCode: 'unique_id_conflict', absent: ['/error'] },
    reading: 'a conflict',
    alternatives: [{ reading: 'the token regenerated for the same journey', expect: OK }],
  },
  // Both readings of the reuse agree here: a token regenerated "for the same journey" is one of the same workflow, so
  // a transactionId first used under another workflowId conflicts under either (docs/readings.md › One request both
  // readings agree on).
  {
    id: 'authToken.transactionId.other-workflow',
    title: 'a transactionId first used under another workflowId gives 409 unique_id_conflict without error',
    source: `${ERRORS}; ${DOC} › States and transitions`,
    before: [{ title: 'issue a token with a fresh transactionId under workflowId', request: unchanged, status: 200 }],
    request: all(sameRequestAs(0), set({ workflowId: data('otherWorkflowId') })),
    expect: { status: 409, errorCode: 'unique_id_conflict', absent: ['/error'] },
  },
  {
    id: 'authToken.server.internal-error',
    title: 'a server fault answers 500 internal_server_error in the documented envelope',
    source: ERRORS,
    request: set({ workflowId: data('serverErrorWorkflowId') }),
    expect: { status: 500, errorCode: 'internal_server_error' },
  },
  // "expiry" is listed as required yet has a default of 43200: what an omitted expiry does is not settled by the document.
  {
    id: 'authToken.expiry.omitted',
    title: 'an omitted expiry (required, yet defaulted to 43200) — observed',
    source: ENDPOINT,
    strength: 'probe',
    request: drop('expiry'),
    expect: OK,
  },
  {
    id: 'authToken.expiry.fractional',
    title: 'expiry 1.5 (integer seconds, but only "must be a number" is documented) — observed',
    source: LIMITS,
    strength: 'probe',
    request: set({ expiry: 1.5 }),
  },
  contentTypeRequired('authToken', ENDPOINT),
  // "transactionId is required" and a string; whether "" passes (a string, though it ties to no journey) is not shown.
  {
    id: 'authToken.transactionId.empty',
    title: 'an empty transactionId (required; whether "" passes is not shown) — observed',
    source: `${ENDPOINT}; ${ERRORS}`,
    strength: 'probe',
    request: set({ transactionId: '' }),
    expect: { status: 400, errorCode: 'invalid_request_body' },
  },
];

export const authTokenRules: RuleTable = {
  operation: 'authToken',
  baseline: [
    ...header('content-type', 'application/json'),
    ...body({
      appId: credential('appId'),
      appKey: credential('appKey'),
      expiry: 3600,
      transactionId: uuid(),
      workflowId: data('workflowId'),
      authenticateOnResume: 'no',
    }),
  ],
  rules: rulesOf('authToken', rows),
};
