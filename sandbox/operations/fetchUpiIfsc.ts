// POST /v1/fetchUpiIfsc (spec › Endpoints › Fetch IFSC from UPI handle; Errors › Fetch IFSC from UPI handle).
// Order: credentials (401), the transactionId header (400, sandbox choice), vpa missing (400), malformed (400),
// name missing, blank or not text (400, sandbox choice), the 500 test VPA, then the record: VALID for a VPA in the
// sandbox bank directory, INVALID (still a 200 success) for any other well-formed VPA.
// Every failure: `{status, statusCode (integer), message, metaData: {requestId}}`, the 401 and 500 too.
// Success `statusCode`: the integer 200 (the document says "string" where it means one; it does not here).
import { randomUUID } from 'node:crypto';
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { IFSC_DETAIL_FIELDS, UPI_ACCOUNTS } from '../records/index.js';
import { headerProblem, newRequestId, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

const fail = (status: number, message: string): Reply => failure(status, { message, metaData: { requestId: newRequestId() } });

// <handle>@<provider>: letters, digits, dot, hyphen, underscore in the handle; letters in the provider.
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, 'Missing/Invalid credentials');
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);
  const { vpa, name } = jsonFields(request.body) ?? {};
  if (vpa === undefined || vpa === null || vpa === '') return fail(400, 'vpa is missing in the request');
  if (typeof vpa !== 'string' || !VPA.test(vpa)) return fail(400, 'vpa should be valid');
  // Not documented: the same voice as the vpa row. `name` is a string (Endpoint); a blank one names no holder.
  if (name === undefined || name === null || (typeof name === 'string' && name.trim() === ''))
    return fail(400, 'name is missing in the request');
  if (typeof name !== 'string') return fail(400, 'name should be a string');
  if (vpa === context.values.upi.serverError) throw new Error(`sandbox test value ${vpa}: simulated fault`);
  const account = UPI_ACCOUNTS[vpa.toLowerCase()];
  const referenceId = `sbx_ref_${randomUUID()}`;
  const result =
    account === undefined
      ? {
          referenceId,
          status: 'INVALID',
          message: 'VPA is invalid',
          ifsc: null,
          vpa,
          nameAtBank: null,
          ifscDetails: Object.fromEntries(IFSC_DETAIL_FIELDS.map((f) => [f, null])),
        }
      : {
          referenceId,
          status: 'VALID',
          message: 'VPA is valid',
          ifsc: account.ifsc,
          vpa,
          nameAtBank: account.nameAtBank,
          ifscDetails: { ...account.ifscDetails },
        };
  return { status: 200, body: { status: 'success', statusCode: 200, result, metaData: { requestId: newRequestId() } } };
}

export const fetchUpiIfsc: Operation = {
  id: 'fetchUpiIfsc',
  path: '/v1/fetchUpiIfsc',
  accepts: JSON_BODY,
  handle,
  internalError: () => fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
