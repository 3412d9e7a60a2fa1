// Each operation's responses: every status a schema documents (its variants as anyOf), every status a documented rule
// expects whose body the documents do not show, and a 2XX where a flow needs any success the documents do not show
// (the webhook subscription). Each with its example, its documented messages, and text/plain where a row allows text.
import { STATUS_CODES } from 'node:http';
import type { OperationId } from '../model/operations.js';
import { allRules } from '../rules/index.js';
import { documentedStatuses, responseSchemaIds, schemaOf } from '../validators/registry.js';
import { refTo } from './components.js';
import { exampleOf } from './examples.js';
import { documentedMessages, expectedStatuses, textAllowed } from './messages.js';

export type Responses = Record<string, Record<string, unknown>>;

/** One schema, or its variants as anyOf: a variant refines its base (a 200 with a score is a 200 too), so oneOf would
 * refuse answers the harness takes. */
export function bodySchemaOf(schemaIds: readonly string[]): Record<string, unknown> {
  return schemaIds.length === 1 ? refTo(schemaIds[0] as string) : { anyOf: schemaIds.map(refTo) };
}

const titleOf = (schemaId: string): string => String(schemaOf(schemaId)?.title ?? schemaId);
const reason = (status: number): string => STATUS_CODES[status] ?? `HTTP ${status}`;

function responseOf(operation: OperationId, status: number): Record<string, unknown> {
  const ids = responseSchemaIds(operation, status);
  const messages = documentedMessages(operation, status);
  const text = textAllowed(operation, status) ? { 'text/plain': { schema: { type: 'string' } } } : {};
  const extras = messages.length > 0 ? { 'x-documented-messages': messages } : {};
  if (ids.length === 0)
    return {
      description: `${reason(status)}: the documents give this status, not its body.`,
      ...(Object.keys(text).length > 0 ? { content: text } : {}),
      ...extras,
    };
  const examples = exampleOf(operation, status);
  return {
    description: `${reason(status)}: ${ids.map(titleOf).join('; or ')}.`,
    content: { 'application/json': { schema: bodySchemaOf(ids), ...(examples ? { examples } : {}) }, ...text },
    ...extras,
  };
}

/** Whether a flow's step needs this operation to succeed with a status the documents do not show. */
const anySuccessNeeded = (operation: OperationId): boolean =>
  allRules().some((rule) =>
    (rule.before ?? []).some((step) => (step.operation ?? rule.operation) === operation && step.status === 'success'),
  );

export function responsesOf(operation: OperationId): Responses {
  const statuses = [...new Set([...documentedStatuses(operation), ...expectedStatuses(operation)])].sort((a, b) => a - b);
  const out: Responses = Object.fromEntries(statuses.map((s) => [String(s), responseOf(operation, s)]));
  if (!statuses.some((s) => s >= 200 && s < 300) && anySuccessNeeded(operation))
    out['2XX'] = { description: 'Success: the documents show neither its status nor its body (the flow goes on after any 2xx).' };
  return out;
}
