// The request of every gating rule, as the harness's rule table describes it (sandbox test values, fresh transaction
// ids). Written here from that description, not imported from src/: the sandbox stays an independent reading.
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { type Body, CREDENTIALS, omit, validAuthToken, validLogin } from './helpers.js';

export interface RuleRequest {
  path: string;
  body: Body;
  headers?: Record<string, string>;
}

const token = (mutate: (b: Body) => Body, headers?: Record<string, string>) => (): RuleRequest => ({
  path: '/v2/auth/token',
  body: mutate(validAuthToken()),
  headers,
});
const login = (mutate: (b: Body) => Body) => (): RuleRequest => ({ path: '/login', body: mutate(validLogin()) });
const yes = (b: Body, contact: Body = {}): Body => ({ ...b, authenticateOnResume: 'yes', ...contact });

export const RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
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
  'authToken.transactionId.reused': token((b) => ({ ...b, transactionId: TEST_VALUES.usedTransactionIds[0] })),
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
