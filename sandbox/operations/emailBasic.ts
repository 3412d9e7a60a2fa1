// POST /v1/emailBasic (spec › Endpoints › Email risk and domain verification; Errors › Email risk and domain
// verification). Order: credentials (401), access (403), the transactionId header (400, sandbox choice), `email`
// missing or empty (400), malformed (400), `eventType` (400), the 500 test address, then the result.
// Failures: `{status, statusCode (integer), message}`. Success: `statusCode` the STRING "200", no metaData (none documented).
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import { BREACHES, domainFacts, emailTenure } from '../records/index.js';
import { headerProblem, TRANSACTION_ID_REQUIRED } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';

const fail = (status: number, message: string): Reply => failure(status, { message });

// A plain, common reading of "the standard format": one @, no spaces, a dot in the domain, no empty labels.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const emptyBreach = { isBreached: false, noOfBreaches: 0, firstBreach: null, lastBreach: null, breaches: [] };

function result(email: string, context: SandboxContext): Record<string, unknown> {
  const { emailBasic: values } = context.values;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const facts = domainFacts(domain);
  const deliverable = email !== values.undeliverable;
  const breached = email === values.breached;
  return {
    deliverable,
    domainName: domain,
    tld: domain.slice(domain.lastIndexOf('.') + 1),
    creationTime: facts.creationTime,
    updateTime: deliverable ? facts.updateTime : null,
    expiryTime: deliverable ? facts.expiryTime : null,
    registered: true,
    companyName: facts.companyName,
    disposable: facts.disposable,
    freeProvider: facts.freeProvider,
    dmarcCompliance: null,
    spfStrict: null,
    suspiciousTld: null,
    websiteExists: facts.websiteExists,
    acceptAll: facts.acceptAll,
    custom: null,
    breach: breached
      ? {
          isBreached: true,
          noOfBreaches: BREACHES.length,
          firstBreach: BREACHES[0]!.breachDate,
          lastBreach: BREACHES[BREACHES.length - 1]!.breachDate,
          breaches: BREACHES.map((b) => ({ ...b })),
        }
      : { ...emptyBreach, breaches: [] },
    emailTenure: deliverable ? emailTenure(email) : null,
  };
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized') return fail(401, 'Missing/Invalid credentials');
  if (problem === 'forbidden') return fail(403, 'Access Denied');
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);
  const body = jsonFields(request.body) ?? {};
  const { email, eventType } = body;
  if (email === undefined || email === null || email === '') return fail(400, 'Email cannot be empty');
  if (typeof email !== 'string' || !EMAIL.test(email)) return fail(400, 'Invalid Input');
  if (eventType !== undefined && !context.values.emailBasic.eventTypes.includes(eventType as string))
    return fail(400, 'Invalid event type');
  if (email === context.values.emailBasic.serverError) throw new Error(`sandbox test value ${email}: simulated fault`);
  return success('200', result(email, context));
}

export const emailBasic: Operation = {
  id: 'emailBasic',
  path: '/v1/emailBasic',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
