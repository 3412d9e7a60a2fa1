// POST /v1/prefillByMobile (spec › Endpoints › Prefill by mobile; Errors › Prefill by mobile).
// Order: credentials (401, `message`), the transactionId header (400, sandbox choice), the mobile format (400), the
// 500 / 503 / 422 test numbers, registered (404), then the record.
// Each row has its own shape, as documented: 400 and 422 put the text in `result.data.message`, 404 in `message`,
// all three with `metaData`; 401 uses `message`. 500 and 503 (shape not documented) use `message` plus `metaData`.
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { ageOn, maskMobile, PREFILL_RECORDS } from '../records/index.js';
import { headerProblem, ids, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

// The accepted format is not documented: the sandbox takes an Indian mobile number as 10 digits starting 6 to 9,
// without a country code (so "+919812345670" is an invalid mobile number).
const MOBILE = /^[6-9]\d{9}$/;

const inResult = (status: number, message: string, request: SeenRequest): Reply =>
  failure(status, { result: { data: { message } }, metaData: ids(request) });
const withMessage = (status: number, message: string, request: SeenRequest): Reply =>
  failure(status, { message, metaData: ids(request) });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return failure(401, { message: 'Missing/Invalid credentials' });
  if (problem === 'transactionId') return inResult(400, TRANSACTION_ID_REQUIRED, request);
  const { mobile } = jsonFields(request.body) ?? {};
  if (typeof mobile !== 'string' || !MOBILE.test(mobile)) return inResult(400, 'Invalid mobile number', request);
  const values = context.values.prefill;
  if (mobile === values.serverError) throw new Error(`sandbox test value ${mobile}: simulated fault`);
  if (mobile === values.busy) return withMessage(503, 'Server Busy', request);
  if (mobile === values.noBureau) return inResult(422, 'Data not found in Bureau', request);
  const record = PREFILL_RECORDS[mobile];
  if (record === undefined) return withMessage(404, 'Mobile number is not registered', request);
  const { full_name, dob, gender, total_income, occupation, phone_info, address_info, email_info, identity_info } = record;
  return {
    status: 200,
    body: {
      status: 'success',
      statusCode: '200',
      result: {
        mobile: maskMobile(mobile),
        details: {
          personal_info: { full_name, dob, gender, total_income, occupation, age: String(ageOn(dob)) },
          phone_info,
          address_info,
          email_info,
          identity_info,
        },
      },
      metaData: ids(request),
    },
  };
}

export const prefillByMobile: Operation = {
  id: 'prefillByMobile',
  path: '/v1/prefillByMobile',
  accepts: JSON_BODY,
  handle,
  internalError: (request) => withMessage(500, 'Internal Server Error', request),
  refused: ({ status, message }, request) => inResult(status, message, request),
};
