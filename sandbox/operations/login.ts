// POST /login, the legacy token operation (spec › Endpoints › Generate access token (legacy, deprecated)).
// Order follows the error table: credentials present (400), expiry (400), the 500 test appId, credentials valid
// (401), then a token.
// No transactionId, no workflowId, no whitelist: the legacy method lacks the features of the current one.
import { jsonFields } from '../body.js';
import { isRegistered, newToken, type SandboxContext } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import { DEFAULT_EXPIRY_SECONDS } from '../settings.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

// Errors › Legacy token operation: `status`, `statusCode`, `error`; no errorCode. The sandbox sends statusCode as an
// integer (the document allows string or integer).
const fail = (status: number, error: string): Reply => failure(status, { error });

const present = (value: unknown): boolean => typeof value === 'string' && value !== '';

// "greater than 0" and "within 24 hours" are the documented texts. Wrong types and fractions have no documented text,
// so the sandbox answers in the same voice (see sandbox/README.md › Choices on what the documents leave open).
function expiryMessage(expiry: unknown, context: SandboxContext): string | undefined {
  if (expiry === undefined) return undefined;
  if (typeof expiry !== 'number') return 'Expiry should be a number';
  if (!Number.isInteger(expiry)) return 'Expiry should be a whole number of seconds';
  if (expiry < context.settings.loginExpiryMin) return 'Expiry should be greater than 0';
  if (expiry > context.settings.loginExpiryMax) return 'Expiry should be within 24 hours from current time';
  return undefined;
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const body = jsonFields(request.body) ?? {};
  if (!present(body.appId) || !present(body.appKey)) return fail(400, 'Missing/Invalid credentials');
  const message = expiryMessage(body.expiry, context);
  if (message !== undefined) return fail(400, message);
  // The documented 500 test value: thrown, so it takes the same path as any real handler exception.
  if (body.appId === context.values.loginInternalErrorAppId) throw new Error(`sandbox test value ${body.appId}: simulated fault`);
  if (!isRegistered(context.values, body.appId, body.appKey)) return fail(401, 'Missing/Invalid credentials');
  return success(200, { token: newToken((body.expiry as number | undefined) ?? DEFAULT_EXPIRY_SECONDS) });
}

export const login: Operation = {
  id: 'login',
  path: '/login',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
