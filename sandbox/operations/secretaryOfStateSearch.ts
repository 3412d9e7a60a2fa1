// POST /v1/secretaryOfStateSearch (spec › Endpoints › Secretary-of-state search; Errors › Secretary-of-state search).
// Order: credentials (401, `message`), the transactionId header (400, sandbox choice), businessLegalName (400),
// state (400), state supported (404), the 500 and 503 test names, then the record.
// Failures: `{status, statusCode (integer), error}`, except the credentials one, which uses `message`.
// Success: `statusCode` the INTEGER 200 and `metadata` spelled in lower case, as documented.
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { businessRecord } from '../records/index.js';
import { headerProblem, ids, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

const fail = (status: number, error: string): Reply => failure(status, { error });

// Sandbox choice: an empty or blank string is as good as missing; a non-string gets the same voice.
function fieldMessage(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return `${name} is required`;
  if (typeof value !== 'string') return `${name} must be a string`;
  return undefined;
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return failure(401, { message: 'Missing/Invalid credentials' });
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);
  const body = jsonFields(request.body) ?? {};
  const message = fieldMessage(body.businessLegalName, 'businessLegalName') ?? fieldMessage(body.state, 'state');
  if (message !== undefined) return fail(400, message);
  const values = context.values.secretaryOfState;
  const name = (body.businessLegalName as string).trim();
  // The format of `state` is not documented: the sandbox takes two-letter codes (any case); a full name is not one.
  const state = (body.state as string).trim().toUpperCase();
  if (!values.supportedStates.includes(state)) return fail(404, 'State currently not available for Search');
  if (name === values.serverErrorName) throw new Error(`sandbox test value ${name}: simulated fault`);
  if (name === values.downtimeName) return fail(503, 'External vendor downtime');
  const exact = name.toLowerCase() === values.found.businessLegalName.toLowerCase() && state === values.found.state;
  return {
    status: 200,
    body: { status: 'success', statusCode: 200, result: businessRecord(name, state, exact), metadata: ids(request) },
  };
}

export const secretaryOfStateSearch: Operation = {
  id: 'secretaryOfStateSearch',
  path: '/v1/secretaryOfStateSearch',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
