// POST /v1/parseBankStatement (spec › Endpoints › Parse bank statements; States and transitions; Errors › Parse
// operation). Order: credentials (401), the transactionId header (400, the v1 choice), the body (400, parse-request.ts),
// then, only when minRequiredMonths is sent, the month validation before answering: the statements are fetched and
// read first, and an error is answered 400 (its status is not shown; settings.monthErrors may answer it after the
// 202). Then 202 with the header's transactionId, and the processing goes on in the background (flow/process.ts):
// results stored, event delivered.
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { missingMessage, monthProblem } from '../flow/months.js';
import { readParseRequest } from '../flow/parse-request.js';
import { periodsOf, readStatements, startParse } from '../flow/process.js';
import { dateOf, dayNumber } from '../statements/calendar.js';
import { header, headerProblem, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

export const CREDENTIALS_ERROR = 'Missing/Invalid credentials';

const fail = (status: number, message: string): Reply => failure(status, { message });
const accepted = (transactionId: string): Reply => ({
  status: 202,
  body: { status: 'success', statusCode: 202, result: { transactionId } },
});

/** D when dateOfApplication is not sent: today (UTC), the day the application reaches the sandbox. */
function today() {
  const now = new Date();
  return dateOf(dayNumber(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()));
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, CREDENTIALS_ERROR);
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);
  const parse = readParseRequest(jsonFields(request.body), context.settings);
  if (typeof parse === 'string') return fail(400, parse);
  // headerProblem has checked both headers are there.
  const key = { appId: header(request, 'appid')!, transactionId: header(request, 'transactionid')! };
  const { months } = context.settings;
  const n = parse.minRequiredMonths ?? (parse.dateOfApplication === undefined ? undefined : months.withoutMinRequiredMonths);
  if (n === undefined) {
    startParse(context, key, parse);
    return accepted(key.transactionId);
  }
  const started = performance.now();
  let statements;
  try {
    statements = await readStatements(parse.files, context);
  } catch {
    // A statement that cannot be fetched or read fails the parse, as it would after the 202: the failed event says so.
    startParse(context, key, parse, 'failed');
    return accepted(key.transactionId);
  }
  const message = monthProblem(periodsOf(statements), n, parse.dateOfApplication ?? today(), months);
  const { monthErrors } = context.settings;
  if (message !== undefined && monthErrors.answered === 'with-the-parse') return fail(400, message);
  // The other reading (or, for months that are met, a fault): accepted, then refused in the event and the results.
  const refused = message ?? (monthErrors.whenMet === 'fail-later' ? missingMessage(n) : undefined);
  if (refused !== undefined)
    startParse(context, key, parse, { refused: monthErrors.resultsSay === 'the-error' ? refused : undefined });
  else startParse(context, key, parse, { statements, started });
  return accepted(key.transactionId);
}

export const parseBankStatement: Operation = {
  id: 'parseBankStatement',
  path: '/v1/parseBankStatement',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
