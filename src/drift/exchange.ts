// A recording turned back into the exchange it stores, so judge() can give it a verdict without replaying it.
import type { HostPlaceholder } from '../model/operations.js';
import { type Interaction, type RecordingFile, recordedParts } from '../recording/file.js';
import type { Exchange, Part, ReceivedEvent, ReceivedResponse, RequestBody, SentRequest } from '../model/types.js';

/** Files are stored by their hash: their bytes are gone, so a file part is rebuilt empty. */
function requestBodyOf(it: Interaction): RequestBody | undefined {
  const parts = recordedParts(it);
  if (parts)
    return {
      kind: 'multipart',
      parts: parts.map((p): Part =>
        'value' in p
          ? { name: p.name, value: p.value }
          : { name: p.name, filename: p.filename, type: p.type, data: new Uint8Array() },
      ),
    };
  if (it.body === undefined) return undefined;
  if (typeof it.body === 'string') return { kind: 'raw', text: it.body };
  return { kind: 'json', value: it.body };
}

function requestOf(it: Interaction): SentRequest {
  const host = it.scope.replace(/^\{|\}$/g, '') as HostPlaceholder;
  const body = requestBodyOf(it);
  return {
    method: 'POST',
    host,
    base: `https://${host.replace(/_/g, '-')}.recorded.invalid`,
    path: it.path,
    headers: { ...it.reqheaders },
    ...(body === undefined ? {} : { body }),
  };
}

/** A stored text is a body that was not JSON (a JSON string value is stored as its JSON text). */
const responseOf = (it: Interaction): ReceivedResponse => ({
  status: it.status,
  headers: Object.fromEntries(Object.entries(it.rawHeaders).map(([k, v]) => [k.toLowerCase(), v])),
  body: it.response,
  json: typeof it.response !== 'string',
});

// Recordings keep no arrival time: a fixed one, like the volatile stand-ins.
const RECEIVED_AT = '2000-01-01T00:00:00.000Z';

/** The exchange a recording stores: each step's request (its first attempt's) and every attempt's response. */
export function exchangeOf(file: RecordingFile): Exchange {
  return {
    steps: file.steps.flatMap((step) => {
      const [first] = step.interactions;
      if (first === undefined) return [];
      return [
        {
          request: requestOf(first),
          attempts: step.interactions.map((it) => ({ response: responseOf(it), durationMs: 0, waitedMs: 0 })),
        },
      ];
    }),
    events: file.events.map((e): ReceivedEvent => ({
      receivedAt: RECEIVED_AT,
      headers: { ...e.headers },
      body: e.body,
      ...(e.afterStep === undefined ? {} : { afterStep: e.afterStep }),
    })),
  };
}
