// POST /v2/auth/token, the current token operation (spec › Endpoints › Generate access token (current method)).
// Order: body validation (400), then the caller's address (401), the credentials (401), the workflow (500 test value,
// 404), the transaction (409); a token is issued last, and its transactionId is then used. A missing expiry takes the
// documented default (43200) although the field is marked required: the Default column would mean nothing otherwise.
import { jsonFields } from '../body.js';
import { isWhitelisted } from '../caller.js';
import { isRegistered, isUsedTransactionId, newToken, type SandboxContext } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import { DEFAULT_EXPIRY_SECONDS } from '../settings.js';
import { invalidBodyMessage } from './authToken-body.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

// The 401 row gives one text for both conditions ("IP not whitelisted or authorization failed"); the sandbox sends it
// as written rather than inventing two wordings the document does not show.
const UNAUTHORIZED = 'IP not whitelisted or authorization failed';

// Errors › Current token operation: `statusCode` integer, `errorCode` always, `error` absent on 404 and 409.
const invalid = (error: string): Reply => failure(400, { error, errorCode: 'invalid_request_body' });
const unauthorized: Reply = failure(401, { error: UNAUTHORIZED, errorCode: 'unauthorized_access' });
const workflowNotFound: Reply = failure(404, { errorCode: 'workflow_not_found' });
const conflict: Reply = failure(409, { errorCode: 'unique_id_conflict' });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const { settings, values } = context;
  // No body at all reads as an empty object, so the caller learns the first missing field rather than "send a body".
  const absent = request.body.kind === 'json' && request.body.value === undefined;
  const body = absent ? {} : jsonFields(request.body);
  if (body === undefined) return invalid('"value" must be of type object');
  const message = invalidBodyMessage(body, settings);
  if (message !== undefined) return invalid(message);
  if (settings.whitelistEnforced && !isWhitelisted(request.caller, values)) return unauthorized;
  if (!isRegistered(values, body.appId, body.appKey)) return unauthorized;
  // The documented 500 test value: thrown, so it takes the same path as any real handler exception.
  if (body.workflowId === values.workflows.internalError)
    throw new Error(`sandbox test value ${body.workflowId}: simulated fault`);
  if (!values.workflows.known.includes(body.workflowId as string)) return workflowNotFound;
  const transactionId = body.transactionId as string;
  // A fault may leave an id first used under some workflow free for another (settings.reuseFreeAfter).
  const first = context.issuedTransactionIds.get(transactionId);
  const freed = first !== undefined && first !== body.workflowId && settings.reuseFreeAfter.includes(first);
  if (isUsedTransactionId(context, transactionId) && !freed) return conflict;
  if (first === undefined) context.issuedTransactionIds.add(transactionId, body.workflowId as string);
  // Success › statusCode is documented as a string here, unlike the integer of the errors.
  return success('200', { authToken: newToken((body.expiry as number | undefined) ?? DEFAULT_EXPIRY_SECONDS) });
}

export const authToken: Operation = {
  id: 'authToken',
  path: '/v2/auth/token',
  accepts: JSON_BODY,
  handle,
  internalError: failure(500, { error: 'Internal server error', errorCode: 'internal_server_error' }),
  // Its one documented 400 errorCode, for an over-long header it does not read too.
  refused: ({ status, message, errorCode }) =>
    failure(status, { error: message, errorCode: status === 400 ? 'invalid_request_body' : errorCode }),
};
