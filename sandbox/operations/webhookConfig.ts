// POST /api/v1/config (spec › Endpoints › Subscribe webhook): one subscription per appId, the latest replacing the
// earlier. The response is not shown; the sandbox answers 200 `{status, statusCode, result: {webhookUrl, events}}`.
// Order: credentials (401; no transactionId header is documented for it), webhookUrl (an http or https URL:
// loopback and plain http included, the harness's receiver is one), events (a non-empty array of the two types).
import { jsonFields } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply, success } from '../envelope.js';
import { EVENT_TYPES } from '../flow/events.js';
import { httpUrl } from '../flow/fetch-statement.js';
import { header, headerProblem } from './headers.js';
import { JSON_BODY, type Operation, type SeenRequest } from './operation.js';
import { CREDENTIALS_ERROR } from './parseBankStatement.js';

const TYPES: readonly string[] = Object.values(EVENT_TYPES);

export const WEBHOOK_CONFIG_ERRORS = {
  webhookUrl: 'Input Validation Error: requires property webhookUrl',
  notUrl: 'Input Validation Error: webhookUrl must be an http or https URL',
  events: 'Input Validation Error: requires property events',
  eventList: `Input Validation Error: events must be a non-empty array of event types: ${TYPES.join(', ')}`,
  eventType: (i: number) => `Input Validation Error: events[${i}] must be one of ${TYPES.join(', ')}`,
} as const;

const fail = (status: number, message: string): Reply => failure(status, { message });

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, CREDENTIALS_ERROR);
  const { webhookUrl, events } = jsonFields(request.body) ?? {};
  if (webhookUrl === undefined) return fail(400, WEBHOOK_CONFIG_ERRORS.webhookUrl);
  if (typeof webhookUrl !== 'string' || httpUrl(webhookUrl) === undefined) return fail(400, WEBHOOK_CONFIG_ERRORS.notUrl);
  if (events === undefined) return fail(400, WEBHOOK_CONFIG_ERRORS.events);
  if (!Array.isArray(events) || events.length === 0) return fail(400, WEBHOOK_CONFIG_ERRORS.eventList);
  const unknown = events.findIndex((type) => typeof type !== 'string' || !TYPES.includes(type));
  if (unknown >= 0) return fail(400, WEBHOOK_CONFIG_ERRORS.eventType(unknown));
  const subscription = { webhookUrl, events: events as string[] };
  context.flow.subscriptions.subscribe(header(request, 'appid')!, subscription);
  return success(200, { ...subscription, events: [...subscription.events] });
}

export const webhookConfig: Operation = {
  id: 'webhookConfig',
  path: '/api/v1/config',
  accepts: JSON_BODY,
  handle,
  internalError: fail(500, 'Internal Server Error'),
  refused: ({ status, message }) => fail(status, message),
};
