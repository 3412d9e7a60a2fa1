// Faults of the legacy login: one per gating rule. The three "missing credentials" rules share a message, so their
// faults key on which field the request lacks.
import { newToken } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import type { SeenRequest } from '../operations/operation.js';
import { answer, type Fault, field, isStatus, onReply, withBody, withStatus } from './kit.js';
import { expiryBoundFaults } from './expiry-bounds.js';

const op = 'login';
const MISSING = 'Missing/Invalid credentials';

// A 400 for missing credentials where exactly these fields are absent.
const missing =
  (appId: boolean, appKey: boolean) =>
  (reply: Reply, request: SeenRequest): boolean =>
    reply.status === 400 &&
    reply.body.error === MISSING &&
    (field(request, 'appId') === undefined) === appId &&
    (field(request, 'appKey') === undefined) === appKey;

const expiryIs = (status: number, test: (expiry: unknown) => boolean) => (reply: Reply, request: SeenRequest) =>
  reply.status === status && test(field(request, 'expiry'));

const renameToken = (reply: Reply): Reply => {
  const { token, ...rest } = reply.body.result as Record<string, unknown>;
  return { ...reply, body: { ...reply.body, result: { ...rest, authToken: token } } };
};

export const LOGIN_FAULTS: readonly Fault[] = [
  {
    id: 'login-valid-token-renamed',
    breaks: 'login.request.valid',
    describe: 'the valid request (expiry 3600) gets its token as result.authToken instead of result.token',
    apply: {
      reply: onReply(
        op,
        expiryIs(200, (e) => e === 3600),
        renameToken,
      ),
    },
  },
  {
    id: 'login-expiry-required',
    breaks: 'login.expiry.omitted',
    describe: 'an omitted expiry is rejected instead of defaulting to 43200',
    apply: {
      reply: onReply(
        op,
        expiryIs(200, (e) => e === undefined),
        answer(failure(400, { error: 'Expiry is required' })),
      ),
    },
  },
  {
    id: 'login-appId-missing-401',
    breaks: 'login.appId.missing',
    describe: 'a missing appId (appKey sent) is answered 401 instead of 400',
    apply: { reply: onReply(op, missing(true, false), withStatus(401)) },
  },
  {
    id: 'login-appKey-missing-message',
    breaks: 'login.appKey.missing',
    describe: 'a missing appKey (appId sent) is reported as "Missing appKey"',
    apply: { reply: onReply(op, missing(false, true), withBody({ error: 'Missing appKey' })) },
  },
  {
    id: 'login-both-missing-422',
    breaks: 'login.credentials.both-missing',
    describe: 'a body without appId and appKey is answered 422 instead of 400',
    apply: { reply: onReply(op, missing(true, true), withStatus(422)) },
  },
  {
    id: 'login-expiry-zero-message',
    breaks: 'login.expiry.zero',
    describe: 'expiry 0 is reported as "Expiry should be greater than zero"',
    apply: {
      reply: onReply(
        op,
        expiryIs(400, (e) => e === 0),
        withBody({ error: 'Expiry should be greater than zero' }),
      ),
    },
  },
  {
    id: 'login-expiry-negative-accepted',
    breaks: 'login.expiry.negative',
    describe: 'a negative expiry gets a token',
    apply: {
      reply: onReply(
        op,
        expiryIs(400, (e) => typeof e === 'number' && e < 0),
        answer(success(200, { token: newToken(0) })),
      ),
    },
  },
  ...expiryBoundFaults(op, { min: 'loginExpiryMin', max: 'loginExpiryMax' }),
  {
    id: 'login-wrong-credentials-message',
    breaks: 'login.credentials.wrong',
    describe: 'wrong credentials are reported as "Unauthorized" instead of "Missing/Invalid credentials"',
    apply: { reply: onReply(op, isStatus(401), withBody({ error: 'Unauthorized' })) },
  },
  {
    id: 'login-500-as-503',
    breaks: 'login.server.internal-error',
    describe: 'the server fault is answered 503, a status the legacy operation does not document',
    apply: { reply: onReply(op, isStatus(500), withStatus(503)) },
  },
];
