// contract/types.d.ts in use, checked by `npm run typecheck`: recorded answers (copied from the recordings of the rules
// named; types.test.ts holds them equal) typed by the generated types, and answers the types must refuse.
import type { components, operations, webhooks } from '../../../contract/types.js';

/** The JSON body the contract gives an operation's status. */
type Answer<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;
type Event = webhooks['webhookEvent']['post']['requestBody'] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** By rule id: the judged answer of its recording (the event it received, for a webhookEvent rule). */
export const RECORDED = {
  'authToken.request.valid': {
    status: 200,
    body: { result: { authToken: '<redacted>' }, status: 'success', statusCode: '200' } satisfies Answer<'authToken', 200>,
  },
  'matchFace.score.requested': {
    status: 200,
    body: {
      metaData: {
        requestId: 'sbx_req_00000000-0000-4000-8000-000000000000',
        transactionId: '600c49ef-e5c1-4726-a4f6-a84b31fb9f71',
      },
      result: {
        details: { match: { confidence: 'high', score: 0.8701, value: 'yes' } },
        summary: { action: 'pass', details: [] },
      },
      status: 'success',
      statusCode: 200,
    } satisfies Answer<'matchFace', 200>,
  },
  'emailBasic.email.missing': {
    status: 400,
    body: { message: 'Email cannot be empty', status: 'failure', statusCode: 400 } satisfies Answer<'emailBasic', 400>,
  },
  'parseBankStatement.request.accepted': {
    status: 202,
    body: {
      result: { transactionId: 'bb4407dc-6f42-4a23-afed-9f77849353d4' },
      status: 'success',
      statusCode: 202,
    } satisfies Answer<'parseBankStatement', 202>,
  },
  'webhookEvent.parsed.delivered': {
    status: 200,
    body: {
      appId: '<redacted>',
      id: '00000000-0000-4000-8000-000000000001',
      timestamp: '2000-01-01T00:00:00.000Z',
      transactionId: '396e84e8-63d2-4683-b25c-a245c04347f1',
      type: 'BANK_STATEMENT_PARSED_SUCCESSFULLY',
      version: '1.0',
    } satisfies Event,
  },
};

// The types say no, where the schemas do: were they `any` or `unknown`, these directives would be unused, an error.
// @ts-expect-error a token answer without its result
export const noResult: components['schemas']['authToken.200'] = { status: 'success', statusCode: '200' };
// @ts-expect-error face match's value is yes or no
export const maybe: components['schemas']['matchFace.200']['result']['details']['match']['value'] = 'maybe';
