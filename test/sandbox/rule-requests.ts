// The request of every gating rule, as the harness's rule table describes it (sandbox test values, fresh transaction
// ids). Written here from that description, not imported from src/: the sandbox stays an independent reading.
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { type Body, CREDENTIALS, omit, v1Headers, validAuthToken, validLogin, WRONG_KEY } from './helpers.js';
import type { FormPart } from './input-files.js';

export interface RuleRequest {
  path: string;
  body: Body;
  /** A multipart form instead of the JSON body (the upload operations): sent with formOf(), `body` ignored. */
  parts?: readonly FormPart[];
  headers?: Record<string, string>;
  /** Sent first, its answer not compared: the step a two-step rule takes before the request it judges. */
  before?: RuleRequest;
}

const token = (mutate: (b: Body) => Body, headers?: Record<string, string>) => (): RuleRequest => ({
  path: '/v2/auth/token',
  body: mutate(validAuthToken()),
  headers,
});
const login = (mutate: (b: Body) => Body) => (): RuleRequest => ({ path: '/login', body: mutate(validLogin()) });
const yes = (b: Body, contact: Body = {}): Body => ({ ...b, authenticateOnResume: 'yes', ...contact });

const V = TEST_VALUES;
const NO_CREDENTIALS = { appid: undefined, appkey: undefined };
const NO_TRANSACTION_ID = { transactionid: undefined };
// A v1 request: registered credentials and a fresh transactionid header unless `headers` overrides them.
const v1 =
  (operation: string, body: Body, headers: Record<string, string | undefined> = {}) =>
  (): RuleRequest => ({ path: `/v1/${operation}`, body, headers: v1Headers(headers) });
const email = (body: Body, headers?: Record<string, string | undefined>) => v1('emailBasic', body, headers);
const sos = (body: Body, headers?: Record<string, string | undefined>) => v1('secretaryOfStateSearch', body, headers);
const sosFound = { businessLegalName: V.secretaryOfState.found.businessLegalName, state: V.secretaryOfState.found.state };
const prefill = (body: Body, headers?: Record<string, string | undefined>) => v1('prefillByMobile', body, headers);
const upi = (body: Body, headers?: Record<string, string | undefined>) => v1('fetchUpiIfsc', body, headers);
const upiValid = { vpa: V.upi.valid.vpa, name: V.upi.valid.name };
const cac = (body: Body, headers?: Record<string, string | undefined>) => v1('cacBasic', body, headers);

/** The gating rules of the five JSON verification operations (src/rules/<operation>.ts): each has a fault. */
export const V1_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'emailBasic.request.deliverable': email({ email: V.emailBasic.deliverable }),
  'emailBasic.request.undeliverable': email({ email: V.emailBasic.undeliverable }),
  'emailBasic.request.breached': email({ email: V.emailBasic.breached }),
  'emailBasic.email.missing': email({}),
  'emailBasic.email.malformed': email({ email: 'not-an-email' }),
  'emailBasic.credentials.missing': email({ email: V.emailBasic.deliverable }, NO_CREDENTIALS),
  'emailBasic.credentials.wrong': email({ email: V.emailBasic.deliverable }, WRONG_KEY),
  'emailBasic.access.denied': email({ email: V.emailBasic.deliverable }, { appid: V.noAccess.appId, appkey: V.noAccess.appKey }),
  'emailBasic.server.internal-error': email({ email: V.emailBasic.serverError }),
  'secretaryOfStateSearch.request.found': sos(sosFound),
  'secretaryOfStateSearch.businessLegalName.missing': sos(omit(sosFound, 'businessLegalName')),
  'secretaryOfStateSearch.state.missing': sos(omit(sosFound, 'state')),
  'secretaryOfStateSearch.state.unsupported': sos({ ...sosFound, state: V.secretaryOfState.unsupportedExample }),
  'secretaryOfStateSearch.credentials.missing': sos(sosFound, NO_CREDENTIALS),
  'secretaryOfStateSearch.credentials.wrong': sos(sosFound, WRONG_KEY),
  'secretaryOfStateSearch.vendor.downtime': sos({ ...sosFound, businessLegalName: V.secretaryOfState.downtimeName }),
  'secretaryOfStateSearch.server.internal-error': sos({ ...sosFound, businessLegalName: V.secretaryOfState.serverErrorName }),
  'prefillByMobile.request.found': prefill({ mobile: V.prefill.registered[0] }),
  'prefillByMobile.mobile.invalid': prefill({ mobile: '12345' }),
  'prefillByMobile.mobile.empty': prefill({ mobile: '' }),
  'prefillByMobile.mobile.not-registered': prefill({ mobile: V.prefill.unregisteredExample }),
  'prefillByMobile.mobile.no-bureau-data': prefill({ mobile: V.prefill.noBureau }),
  'prefillByMobile.credentials.missing': prefill({ mobile: V.prefill.registered[0] }, NO_CREDENTIALS),
  'prefillByMobile.credentials.wrong': prefill({ mobile: V.prefill.registered[0] }, WRONG_KEY),
  'prefillByMobile.server.busy': prefill({ mobile: V.prefill.busy }),
  'prefillByMobile.server.internal-error': prefill({ mobile: V.prefill.serverError }),
  'fetchUpiIfsc.request.valid': upi(upiValid),
  'fetchUpiIfsc.vpa.invalid-returns-200': upi({ vpa: V.upi.invalid, name: 'Some Name' }),
  'fetchUpiIfsc.vpa.missing': upi({ name: V.upi.valid.name }),
  'fetchUpiIfsc.vpa.malformed': upi({ vpa: 'no-at-sign', name: V.upi.valid.name }),
  'fetchUpiIfsc.credentials.missing': upi(upiValid, NO_CREDENTIALS),
  'fetchUpiIfsc.credentials.wrong': upi(upiValid, WRONG_KEY),
  'fetchUpiIfsc.server.internal-error': upi({ vpa: V.upi.serverError, name: V.upi.valid.name }),
  'cacBasic.rc.by-number': cac({ RC: V.cac.rcNumber }),
  'cacBasic.rc.by-name': cac({ RC: V.cac.companyName }),
  'cacBasic.rc.empty': cac({ RC: '' }),
  'cacBasic.rc.no-match': cac({ RC: V.cac.unknownRc }),
  'cacBasic.credentials.missing': cac({ RC: V.cac.rcNumber }, NO_CREDENTIALS),
  'cacBasic.credentials.wrong': cac({ RC: V.cac.rcNumber }, WRONG_KEY),
  'cacBasic.server.internal-error': cac({ RC: V.cac.serverError }),
};

/** Probes of issue 4: the harness only observes these answers, so they have no fault; no fault may change them. */
export const PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'emailBasic.eventType.invalid': email({ email: V.emailBasic.deliverable, eventType: 'unknown' }),
  'emailBasic.transactionId.missing': email({ email: V.emailBasic.deliverable }, NO_TRANSACTION_ID),
  'secretaryOfStateSearch.state.full-name': sos({ ...sosFound, state: 'California' }),
  'secretaryOfStateSearch.transactionId.missing': sos(sosFound, NO_TRANSACTION_ID),
  'prefillByMobile.mobile.country-code': prefill({ mobile: `+91${V.prefill.registered[0]}` }),
  'prefillByMobile.transactionId.missing': prefill({ mobile: V.prefill.registered[0] }, NO_TRANSACTION_ID),
  'fetchUpiIfsc.name.missing': upi({ vpa: V.upi.valid.vpa }),
  'fetchUpiIfsc.transactionId.missing': upi(upiValid, NO_TRANSACTION_ID),
  'cacBasic.rc.missing': cac({}),
  'cacBasic.transactionId.missing': cac({ RC: V.cac.rcNumber }, NO_TRANSACTION_ID),
};

export const TOKEN_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'authToken.request.valid': token((b) => b),
  'authToken.appId.missing': token((b) => omit(b, 'appId')),
  'authToken.appKey.missing': token((b) => omit(b, 'appKey')),
  'authToken.transactionId.missing': token((b) => omit(b, 'transactionId')),
  'authToken.workflowId.missing': token((b) => omit(b, 'workflowId')),
  'authToken.authenticateOnResume.missing': token((b) => omit(b, 'authenticateOnResume')),
  'authToken.authenticateOnResume.not-in-enum': token((b) => ({ ...b, authenticateOnResume: 'maybe' })),
  'authToken.mobileNumber.not-a-string': token((b) => yes(b, { mobileNumber: 9876543210 })),
  'authToken.email.not-a-string': token((b) => yes(b, { email: 12345 })),
  'authToken.contact.both-sent': token((b) => yes(b, { mobileNumber: '9876543210', email: 'a@example.com' })),
  'authToken.expiry.below-min': token((b) => ({ ...b, expiry: 0 })),
  'authToken.expiry.min': token((b) => ({ ...b, expiry: 1 })),
  'authToken.expiry.max': token((b) => ({ ...b, expiry: 86_400 })),
  'authToken.expiry.above-max': token((b) => ({ ...b, expiry: 86_401 })),
  'authToken.expiry.not-a-number': token((b) => ({ ...b, expiry: 'soon' })),
  'authToken.resume.no-without-contact': token((b) => ({ ...b, expiry: 600 })),
  'authToken.resume.yes-with-mobile': token((b) => yes(b, { mobileNumber: '9876543210' })),
  'authToken.resume.yes-with-email': token((b) => yes(b, { email: 'a@example.com' })),
  'authToken.resume.yes-without-contact': token((b) => yes(b)),
  'authToken.credentials.wrong': token((b) => ({ ...b, appKey: TEST_VALUES.wrongAppKey })),
  'authToken.caller.not-whitelisted': token((b) => b, { 'x-forwarded-for': TEST_VALUES.callers.notWhitelistedExample }),
  'authToken.workflowId.unknown': token((b) => ({ ...b, workflowId: TEST_VALUES.workflows.unknownExample })),
  // Two steps, as the harness now runs it: a token for a fresh transactionId, then the same body again.
  'authToken.transactionId.reused': () => {
    const issue = token((b) => b)();
    return { ...issue, before: issue };
  },
  'authToken.server.internal-error': token((b) => ({ ...b, workflowId: TEST_VALUES.workflows.internalError })),
  'login.request.valid': login((b) => b),
  'login.expiry.omitted': login(() => ({ ...CREDENTIALS })),
  'login.appId.missing': login((b) => omit(b, 'appId')),
  'login.appKey.missing': login((b) => omit(b, 'appKey')),
  'login.credentials.both-missing': login((b) => omit(b, 'appId', 'appKey')),
  'login.expiry.zero': login((b) => ({ ...b, expiry: 0 })),
  'login.expiry.negative': login((b) => ({ ...b, expiry: -1 })),
  'login.expiry.min': login((b) => ({ ...b, expiry: 1 })),
  'login.expiry.max': login((b) => ({ ...b, expiry: 86_400 })),
  'login.expiry.above-max': login((b) => ({ ...b, expiry: 86_401 })),
  'login.credentials.wrong': login((b) => ({ ...b, appKey: TEST_VALUES.wrongAppKey })),
  'login.server.internal-error': login((b) => ({ ...b, appId: TEST_VALUES.loginInternalErrorAppId })),
};

/** Every gating rule: each has a fault that changes its answer and no other. */
export const RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = { ...TOKEN_RULE_REQUESTS, ...V1_RULE_REQUESTS };
