// POST /v1/cacBasic (spec › Endpoints › Company registry lookup; Errors › Company registry lookup).
// Order: credentials (401), the transactionId header (400, sandbox choice), RC missing (400, sandbox choice) or
// empty (400), the 500 test RC, then the lookup: an RC number matches exactly (an "RC" prefix is ignored), a name
// of 3+ characters matches any approved name containing it (case-insensitive); no match → 404.
// Every failure: `{status, statusCode (integer), message, metaData: {requestId, transactionId}}`.
// Success: `statusCode` the STRING "200"; result.timestamp is the lookup time, ISO 8601 with milliseconds.
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { COMPANIES } from '../records/index.js';
import { headerProblem, ids, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

const fail = (status: number, message: string, request: SeenRequest): Reply =>
  failure(status, { message, metaData: ids(request) });

const NO_MATCH = "We couldn't find any matching records based on the information you provided";

function lookup(input: string): typeof COMPANIES {
  const text = input.trim();
  const number = /^(?:RC\s*)?(\d{1,8})$/i.exec(text)?.[1];
  if (number !== undefined) return COMPANIES.filter((c) => c.rcNumber === number);
  if (text.length < 3) return [];
  const needle = text.toLowerCase();
  return COMPANIES.filter((c) => String(c.approvedName).toLowerCase().includes(needle));
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, 'Missing/Invalid credentials', request);
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED, request);
  const { RC } = jsonFields(request.body) ?? {};
  // Joi's voice, as the documented "RC is not allowed to be empty" is.
  if (RC === undefined || RC === null) return fail(400, 'RC is required', request);
  if (typeof RC !== 'string') return fail(400, 'RC must be a string', request);
  if (RC.trim() === '') return fail(400, 'RC is not allowed to be empty', request);
  if (RC.trim() === context.values.cac.serverError) throw new Error(`sandbox test value ${RC}: simulated fault`);
  const data = lookup(RC);
  if (data.length === 0) return fail(404, NO_MATCH, request);
  return {
    status: 200,
    body: {
      status: 'success',
      statusCode: '200',
      result: {
        status: 'success',
        message: `${data.length} matching record${data.length === 1 ? '' : 's'} found`,
        timestamp: new Date().toISOString(),
        data: data.map((c) => ({ ...c })),
      },
      metaData: ids(request),
    },
  };
}

export const cacBasic: Operation = {
  id: 'cacBasic',
  path: '/v1/cacBasic',
  accepts: JSON_BODY,
  handle,
  internalError: (request) => fail(500, 'Internal Server Error', request),
  refused: ({ status, message }, request) => fail(status, message, request),
};
