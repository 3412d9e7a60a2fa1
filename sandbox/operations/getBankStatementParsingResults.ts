// POST /v1/getBankStatementParsingResults (spec › Endpoints › Retrieve results; Results resource). Order: credentials
// (401), the transactionId header (400, the v1 choice), then the job of that appId and transactionId. Only the 200
// is documented; the sandbox's answers for the rest (not shown): 202 while processing, 422 after a failed parse, 404
// for an id it never saw (or has forgotten: flow/jobs.ts). The body (documented `{}`) is not read.
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { header, headerProblem, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';
import { CREDENTIALS_ERROR } from './parseBankStatement.js';

export const RESULTS_ANSWERS = {
  notReady: 'Results not ready',
  failed: 'Bank statement parsing failed',
  unknown: 'No results for transactionId',
} as const;

const fail = (status: number, message: string): Reply => failure(status, { message });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, CREDENTIALS_ERROR);
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);
  const key = { appId: header(request, 'appid')!, transactionId: header(request, 'transactionid')! };
  const { jobs } = context.flow;
  const job =
    jobs.find(key) ??
    (context.settings.resultsOfTheAccount
      ? undefined
      : jobs.findOfAny(
          context.values.credentials.map((c) => c.appId),
          key.transactionId,
        ));
  if (job === undefined) return fail(404, RESULTS_ANSWERS.unknown);
  if (job.state === 'processing')
    return { status: 202, body: { status: 'success', statusCode: 202, message: RESULTS_ANSWERS.notReady } };
  if (job.state === 'failed') return fail(422, job.reason ?? RESULTS_ANSWERS.failed);
  if (job.served && !context.settings.resultsServedAgain) throw new Error('sandbox fault: results served once already');
  jobs.served(key);
  return {
    status: 200,
    body: { status: 'success', statusCode: 200, result: { details: job.details, summary: { action: '', details: [] } } },
  };
}

export const getBankStatementParsingResults: Operation = {
  id: 'getBankStatementParsingResults',
  path: '/v1/getBankStatementParsingResults',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
