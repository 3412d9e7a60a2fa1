// Faults of emailBasic: one per gating rule. The three success rules key on their test address; the credential rules
// on the headers the request lacks or sends.
import { TEST_VALUES } from '../test-values.js';
import {
  type Fault,
  hasMessage,
  headerOf,
  isStatus,
  onReply,
  renamed,
  statusAndField,
  withBody,
  withResult,
  withStatus,
  unauthenticated,
} from './kit.js';

const op = 'emailBasic';
const V = TEST_VALUES.emailBasic;

export const EMAIL_BASIC_FAULTS: readonly Fault[] = [
  {
    id: 'emailBasic-deliverable-statusCode-integer',
    breaks: 'emailBasic.request.deliverable',
    describe: 'the deliverable test address gets statusCode 200 as an integer, documented the string "200"',
    apply: { reply: onReply(op, statusAndField(200, 'email', V.deliverable), withBody({ statusCode: 200 })) },
  },
  {
    id: 'emailBasic-deliverable-answered-undeliverable',
    breaks: 'emailBasic.request.deliverable',
    describe: 'the deliverable test address gets the undeliverable variant: deliverable false, nulls, an empty breach record',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'email', V.deliverable),
        withResult((r) => ({
          ...r,
          deliverable: false,
          updateTime: null,
          expiryTime: null,
          emailTenure: null,
          breach: { isBreached: false, noOfBreaches: 0, firstBreach: null, lastBreach: null, breaches: [] },
        })),
      ),
    },
  },
  {
    id: 'emailBasic-undeliverable-tenure-zero',
    breaks: 'emailBasic.request.undeliverable',
    describe: 'the undeliverable test address gets emailTenure 0 instead of null',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'email', V.undeliverable),
        withResult((r) => ({ ...r, emailTenure: 0 })),
      ),
    },
  },
  {
    id: 'emailBasic-breach-date-missing',
    breaks: 'emailBasic.request.breached',
    describe: 'the breached test address gets breach items without breachDate',
    apply: {
      reply: onReply(
        op,
        statusAndField(200, 'email', V.breached),
        withResult((r) => {
          const breach = r.breach as { breaches: Record<string, unknown>[] };
          breach.breaches = breach.breaches.map(({ breachDate: _dropped, ...item }) => item);
          return r;
        }),
      ),
    },
  },
  {
    id: 'emailBasic-missing-message-reworded',
    breaks: 'emailBasic.email.missing',
    describe: 'a missing email is reported as "Email is required" instead of "Email cannot be empty"',
    apply: { reply: onReply(op, hasMessage('Email cannot be empty'), withBody({ message: 'Email is required' })) },
  },
  {
    id: 'emailBasic-malformed-422',
    breaks: 'emailBasic.email.malformed',
    describe: 'a malformed email is answered 422 instead of 400',
    apply: { reply: onReply(op, hasMessage('Invalid Input'), withStatus(422)) },
  },
  {
    id: 'emailBasic-no-credentials-400',
    breaks: 'emailBasic.credentials.missing',
    describe: 'a request without the appid/appkey headers is answered 400 instead of 401',
    apply: { reply: onReply(op, unauthenticated, withStatus(400)) },
  },
  {
    id: 'emailBasic-wrong-credentials-in-error',
    breaks: 'emailBasic.credentials.wrong',
    describe: 'wrong credentials get their text in `error` instead of `message`',
    apply: {
      reply: onReply(
        op,
        (reply, request) => reply.status === 401 && headerOf(request, 'appkey') !== undefined,
        renamed('message', 'error'),
      ),
    },
  },
  {
    id: 'emailBasic-access-denied-401',
    breaks: 'emailBasic.access.denied',
    describe: 'credentials without access are answered 401 instead of 403',
    apply: { reply: onReply(op, isStatus(403), withStatus(401)) },
  },
  {
    id: 'emailBasic-500-statusCode-string',
    breaks: 'emailBasic.server.internal-error',
    describe: 'the 500 carries statusCode "500" as a string, documented integer',
    apply: { reply: onReply(op, isStatus(500), withBody({ statusCode: '500' })) },
  },
];
