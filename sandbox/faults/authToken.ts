// Faults of the current token operation beyond body validation (that is authToken-body.ts): the success scenarios and
// the 401/404/409/500 outcomes. A fault keyed on a request keys on what only that rule's request has (its expiry, its
// authenticateOnResume and contact fields), never on generated transaction ids.
import { isWhitelisted } from '../caller.js';
import { newToken } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import type { SeenRequest } from '../operations/operation.js';
import { TEST_VALUES } from '../test-values.js';
import { answer, type Fault, field, isStatus, onReply, withBody, withStatus } from './kit.js';

const op = 'authToken';
const invalid = (error: string): Reply => failure(400, { error, errorCode: 'invalid_request_body' });

// The answer is a 200 and the request has this resume value and these contact fields (and expiry, when given).
const succeeded =
  (resume: string, contact: 'none' | 'mobileNumber' | 'email', expiry?: number) =>
  (reply: Reply, request: SeenRequest): boolean =>
    reply.status === 200 &&
    field(request, 'authenticateOnResume') === resume &&
    (expiry === undefined || field(request, 'expiry') === expiry) &&
    (contact === 'none'
      ? field(request, 'mobileNumber') === undefined && field(request, 'email') === undefined
      : field(request, contact) !== undefined);

export const AUTH_TOKEN_FAULTS: readonly Fault[] = [
  {
    id: 'authToken-valid-statusCode-integer',
    breaks: 'authToken.request.valid',
    describe: 'the plain valid request (expiry 3600, resume "no", no contact) gets statusCode 200 as an integer',
    apply: { reply: onReply(op, succeeded('no', 'none', 3600), withBody({ statusCode: 200 })) },
  },
  {
    id: 'authToken-resume-no-token-not-a-string',
    breaks: 'authToken.resume.no-without-contact',
    describe: 'resume "no" without contact at expiry 600 gets result.authToken as a number',
    apply: { reply: onReply(op, succeeded('no', 'none', 600), withBody({ result: { authToken: 600 } })) },
  },
  {
    id: 'authToken-resume-yes-mobile-rejected',
    breaks: 'authToken.resume.yes-with-mobile',
    describe: 'resume "yes" with a mobileNumber is rejected as "mobileNumber" is not allowed',
    apply: { reply: onReply(op, succeeded('yes', 'mobileNumber'), answer(invalid('"mobileNumber" is not allowed'))) },
  },
  {
    id: 'authToken-resume-yes-email-statusCode-integer',
    breaks: 'authToken.resume.yes-with-email',
    describe: 'resume "yes" with an email gets statusCode 200 as an integer',
    apply: { reply: onReply(op, succeeded('yes', 'email'), withBody({ statusCode: 200 })) },
  },
  {
    id: 'authToken-resume-yes-contact-required',
    breaks: 'authToken.resume.yes-without-contact',
    describe: 'resume "yes" without contact data is rejected (scenario 3 forgotten)',
    apply: { reply: onReply(op, succeeded('yes', 'none'), answer(invalid('mobileNumber or email is required'))) },
  },
  {
    id: 'authToken-wrong-credentials-403',
    breaks: 'authToken.credentials.wrong',
    describe: 'wrong credentials from a whitelisted caller are answered 403 instead of 401',
    apply: {
      reply: onReply(op, (reply, request) => reply.status === 401 && isWhitelisted(request.caller, TEST_VALUES), withStatus(403)),
    },
  },
  {
    id: 'authToken-whitelist-ignored',
    breaks: 'authToken.caller.not-whitelisted',
    describe: 'the caller address is not checked: a non-whitelisted caller gets a token',
    apply: { settings: { whitelistEnforced: false } },
  },
  {
    id: 'authToken-404-with-error',
    breaks: 'authToken.workflowId.unknown',
    describe: 'the 404 carries an `error` field, documented absent',
    apply: { reply: onReply(op, isStatus(404), withBody({ error: 'workflowId missing or incorrect' })) },
  },
  {
    id: 'authToken-409-with-error',
    breaks: 'authToken.transactionId.reused',
    // Every 409 is held to the row's shape, the one under another workflowId too.
    alsoBreaks: ['authToken.transactionId.other-workflow'],
    describe: 'the 409 carries an `error` field, documented absent',
    apply: { reply: onReply(op, isStatus(409), withBody({ error: 'transactionId conflicts with an existing transaction' })) },
  },
  {
    id: 'authToken-409-errorCode-wrong',
    breaks: 'authToken.transactionId.reused',
    // Every 409 is held to the row's shape, the one under another workflowId too.
    alsoBreaks: ['authToken.transactionId.other-workflow'],
    describe: 'the 409 carries errorCode transaction_conflict instead of unique_id_conflict',
    apply: { reply: onReply(op, isStatus(409), withBody({ errorCode: 'transaction_conflict' })) },
  },
  {
    // Keyed on the second workflow, which only that rule's repeated request names: a reuse under the same workflow
    // still conflicts, so only the reading both documents' readings agree on is broken.
    id: 'authToken-reuse-other-workflow-accepted',
    breaks: 'authToken.transactionId.other-workflow',
    describe: 'a transactionId first used under another workflowId is accepted: a second token instead of the 409',
    apply: {
      reply: onReply(
        op,
        (reply, request) => reply.status === 409 && field(request, 'workflowId') === TEST_VALUES.workflows.known[1],
        answer(success('200', { authToken: newToken(3600) })),
      ),
    },
  },
  {
    id: 'authToken-500-statusCode-string',
    breaks: 'authToken.server.internal-error',
    describe: 'the 500 carries statusCode "500" as a string, documented integer',
    apply: { reply: onReply(op, isStatus(500), withBody({ statusCode: '500' })) },
  },
];
