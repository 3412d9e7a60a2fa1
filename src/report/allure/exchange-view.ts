// What a report shows of an exchange: redacted as a recording is, multipart as its part list (never the bytes).
import type { OperationId } from '../../model/operations.js';
import { partsOf } from '../../recording/multipart.js';
import { redactBody, redactHeaders, redactionFor, redactParts, redactResponseHeaders } from '../../redaction/index.js';
import type { ReceivedResponse, SentRequest } from '../../model/types.js';

// The report's scrubber runs over the whole view after this: here only what names say is secret.
const same = (s: string) => s;

/** The request as sent, addressed by its host placeholder (never the target's base URL). */
export function requestView(operation: OperationId, request: SentRequest): unknown {
  const redaction = redactionFor(operation, []);
  const body = request.body;
  return {
    method: request.method,
    url: `{${request.host}}${request.path}`,
    ...(request.region === undefined ? {} : { region: request.region }),
    headers: redactHeaders(request.headers, same),
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
    headers: redactResponseHeaders(response.headers, same),
    body: redactBody('response', response.status, response.body, redactionFor(operation, [])),
  };
}
