// POST /v1/PhilsysQRCheck (spec › Endpoints › National-ID QR check; Errors › National-ID QR check; Resources ›
// National-ID QR data). Multipart form with the text part `value`, the raw QR text; sandbox/qr/ reads it.
// Order: credentials (401, `message` only), access (403 for the no-access pair, `error` string), the transactionId
// header (400, sandbox choice), `value` missing, empty or blank (400), the 500 and 503 test values, then the QR:
// 200 with its documented data, or 422 when it is of no known format.
// Bodies: 400 and 422 `error.message`; 403, 500 and 503 `error` string; all with metaData {requestId, transactionId}.
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { readQr } from '../qr/parse.js';
import { headerProblem, ids, TRANSACTION_ID_REQUIRED } from './headers.js';
import type { Operation, SeenRequest } from './operation.js';

export const QR_ERRORS = {
  credentials: 'Missing/Invalid credentials',
  denied: 'Invalid credentials',
  required: 'The value field is required',
  invalid: 'Invalid QR code format',
  internal: 'Internal Server Error',
} as const;

// Not shown by the document: a QR code holds at most 2,953 bytes, so 16 KB is room for any real value.
const MAX_PART_BYTES = 16 * 1024;

/** `error: {message}`, as the 400 and 422 rows show it. */
const fail = (status: number, message: string, request: SeenRequest): Reply =>
  failure(status, { error: { message }, metaData: ids(request) });
/** `error` as a string, as the 403 and 500 rows show it. */
const failText = (status: number, error: string, request: SeenRequest): Reply =>
  failure(status, { error, metaData: ids(request) });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized') return failure(401, { message: QR_ERRORS.credentials });
  if (problem === 'forbidden') return failText(403, QR_ERRORS.denied, request);
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED, request);
  const fields: Readonly<Record<string, string>> = request.body.kind === 'multipart' ? request.body.fields : {};
  // Missing reads as empty; so does a blank value ("required" in the Laravel voice of the row, which trims).
  const value = fields.value?.trim() ?? '';
  if (value === '') return fail(400, QR_ERRORS.required, request);
  const { serverError, unavailable } = context.values.philsysQr;
  if (value === serverError) throw new Error(`sandbox test value ${value}: simulated fault`);
  // The row says "(text)": the sandbox keeps its JSON envelope, with the row's text in `error`.
  if (value === unavailable) return { ...failText(503, QR_ERRORS.internal, request), headers: { 'retry-after': '0' } };
  const qr = readQr(value);
  if (qr === undefined) return fail(422, QR_ERRORS.invalid, request);
  return {
    status: 200,
    body: { status: 'success', statusCode: 200, result: { data: qr.data, meta: { qrType: qr.qrType } }, metaData: ids(request) },
  };
}

export const philsysQRCheck: Operation = {
  id: 'philsysQRCheck',
  path: '/v1/PhilsysQRCheck',
  accepts: { kind: 'multipart', maxPartBytes: MAX_PART_BYTES },
  handle,
  internalError: (request) => failText(500, QR_ERRORS.internal, request),
  refused: ({ status, message }, request) => fail(status, message, request),
};
