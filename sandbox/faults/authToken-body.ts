// Faults of the current token operation's body validation: one per documented 400 rule. Each keys on the message of
// its own check (or moves the bound it enforces), so no other rule's answer changes.
import { newToken } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import { answer, type Fault, hasError, onReply, withBody, withStatus } from './kit.js';
import { expiryBoundFaults } from './expiry-bounds.js';

const op = 'authToken';
const token = (): Reply => success('200', { authToken: newToken(3600) });

export const AUTH_TOKEN_BODY_FAULTS: readonly Fault[] = [
  {
    id: 'authToken-appId-message-reworded',
    breaks: 'authToken.appId.missing',
    describe: 'a missing appId is reported as "appId" is mandatory',
    apply: { reply: onReply(op, hasError('"appId" is required'), withBody({ error: '"appId" is mandatory' })) },
  },
  {
    id: 'authToken-appKey-missing-401',
    breaks: 'authToken.appKey.missing',
    describe: 'a missing appKey is answered 401 unauthorized_access instead of a 400',
    apply: {
      reply: onReply(
        op,
        hasError('"appKey" is required'),
        answer(failure(401, { error: 'Unauthorized', errorCode: 'unauthorized_access' })),
      ),
    },
  },
  {
    id: 'authToken-transactionId-optional',
    breaks: 'authToken.transactionId.missing',
    describe: 'a missing transactionId is accepted and a token issued',
    apply: { reply: onReply(op, hasError('"transactionId" is required'), answer(token())) },
  },
  {
    // Not a 404 workflow_not_found: the documents allow that reading too (Errors › Current token operation, 404 row).
    id: 'authToken-workflowId-optional',
    breaks: 'authToken.workflowId.missing',
    describe: 'a missing workflowId is accepted and a token issued',
    apply: { reply: onReply(op, hasError('"workflowId" is required'), answer(token())) },
  },
  {
    id: 'authToken-resume-optional',
    breaks: 'authToken.authenticateOnResume.missing',
    describe: 'a missing authenticateOnResume takes its default "no" instead of being rejected',
    apply: { settings: { resumeRequired: false } },
  },
  {
    id: 'authToken-resume-enum-422',
    breaks: 'authToken.authenticateOnResume.not-in-enum',
    describe: 'an authenticateOnResume outside [yes, no] is answered 422 instead of 400',
    apply: { reply: onReply(op, hasError('authenticateOnResume must be one of [yes, no]'), withStatus(422)) },
  },
  {
    id: 'authToken-mobileNumber-message-field-renamed',
    breaks: 'authToken.mobileNumber.not-a-string',
    describe: 'a non-string mobileNumber is reported as "mobile" must be a string',
    apply: { reply: onReply(op, hasError('"mobileNumber" must be a string'), withBody({ error: '"mobile" must be a string' })) },
  },
  {
    id: 'authToken-email-errorCode-wrong',
    breaks: 'authToken.email.not-a-string',
    describe: 'a non-string email gets errorCode invalid_email instead of invalid_request_body',
    apply: { reply: onReply(op, hasError('"email" must be a string'), withBody({ errorCode: 'invalid_email' })) },
  },
  {
    id: 'authToken-contact-both-accepted',
    breaks: 'authToken.contact.both-sent',
    describe: 'mobileNumber and email together are accepted',
    apply: { settings: { contactExclusive: false } },
  },
  {
    id: 'authToken-expiry-zero-accepted',
    breaks: 'authToken.expiry.below-min',
    describe: 'the lower bound is 0 instead of 1: expiry 0 gets a token',
    apply: { settings: { authTokenExpiryMin: 0 } },
  },
  ...expiryBoundFaults(op, { min: 'authTokenExpiryMin', max: 'authTokenExpiryMax' }),
  {
    id: 'authToken-expiry-type-message-wrong',
    breaks: 'authToken.expiry.not-a-number',
    describe: 'a non-number expiry is reported as "expiry" must be an integer',
    apply: { reply: onReply(op, hasError('"expiry" must be a number'), withBody({ error: '"expiry" must be an integer' })) },
  },
];
