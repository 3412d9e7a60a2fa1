// What a report shows of an exchange: redacted as a recording is, multipart as its part list (never the bytes).
import type { OperationId } from '../../operations.js';
import { partsOf } from '../../recording/multipart.js';
import { isSecretHeader, redactBody, redactParts } from '../../recording/redact.js';
import { REDACTED } from '../../recording/redacted.js';
import { redactionFor } from '../../targets/redaction.js';
import type { ReceivedResponse, SentRequest } from '../../types.js';

// Headers that say nothing about the contract and may carry session state.
const HIDDEN_RESPONSE_HEADERS = new Set(['set-cookie', 'date']);

const headersView = (headers: Record<string, string>, hidden = new Set<string>()): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([k]) => !hidden.has(k.toLowerCase()))
      .map(([k, v]) => [k, isSecretHeader(k) && v !== '' ? REDACTED : v]),
  );

/** The request as sent, addressed by its host placeholder (never the target's base URL). */
export function requestView(operation: OperationId, request: SentRequest): unknown {
  const redaction = redactionFor(operation, []);
  const body = request.body;
  return {
    method: request.method,
    url: `{${request.host}}${request.path}`,
    headers: headersView(request.headers),
    ...(body === undefined
      ? {}
      : body.kind === 'json'
        ? { body: redactBody('request', undefined, body.value, redaction) }
        : body.kind === 'raw'
          ? { rawBody: redactBody('request', undefined, body.text, redaction) }
          : { multipart: redactParts(partsOf(body.parts), redaction) }),
  };
}

export function responseView(operation: OperationId, response: ReceivedResponse): unknown {
  return {
    status: response.status,
    headers: headersView(response.headers, HIDDEN_RESPONSE_HEADERS),
    body: redactBody('response', response.status, response.body, redactionFor(operation, [])),
  };
}
