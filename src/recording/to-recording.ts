// Builds a recording (not yet redacted) from an exchange: per step, one interaction per attempt that got a response.
import type { Exchange, ReceivedResponse, RequestBody, StepExchange } from '../model/types.js';
import type { Interaction, RecordingFile, RecordingMeta } from './file.js';
import { keptBucket } from './latency.js';
import { partsOf } from './multipart.js';

/** Response headers of the wire, not the stored body: fetch has decoded it (a kept `content-encoding: gzip` would fail
 * the replay) and redaction changes its length. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
/** A delivery's wire headers, and its `host`: the receiver's port of that run, not the event. */
const EVENT_WIRE_HEADERS = new Set([...WIRE_HEADERS, 'host']);

function recordedBody(body: RequestBody | undefined): unknown {
  if (body === undefined) return undefined;
  if (body.kind === 'json') return body.value;
  if (body.kind === 'raw') return body.text;
  return { multipart: partsOf(body.parts) };
}

/** Replay sends a string verbatim, so a JSON string value is kept as its JSON text and still parses as JSON. */
const recordedResponse = (r: ReceivedResponse): unknown =>
  r.json && typeof r.body === 'string' ? JSON.stringify(r.body) : r.body;

const withoutWireHeaders = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase())));

/** `before`: the same step's interactions in the recording this one replaces, whose latency buckets it may keep. */
function interactionsOfStep({ request, attempts }: StepExchange, before: readonly Interaction[] = []): Interaction[] {
  const reqheaders = { ...request.headers };
  // fetch writes a form's content type itself, with a fresh boundary; the recording keeps only the media type.
  if (request.body?.kind === 'multipart') reqheaders['content-type'] = 'multipart/form-data';
  const body = recordedBody(request.body);
  return attempts
    .filter((a) => a.response !== undefined)
    .flatMap(({ response, durationMs }, i) =>
      response === undefined
        ? []
        : [
            {
              scope: `{${request.host}}`,
              method: request.method,
              path: request.path,
              reqheaders,
              ...(body === undefined ? {} : { body }),
              status: response.status,
              response: recordedResponse(response),
              rawHeaders: withoutWireHeaders(response.headers),
              latency: keptBucket(durationMs, before[i]?.latency),
            },
          ],
    );
}

/** `before`: the recording this one replaces, if any (its latency buckets are kept while an answer's time is near them). */
export function toRecording(exchange: Exchange, meta: RecordingMeta, before?: RecordingFile): RecordingFile {
  return {
    ...meta,
    steps: exchange.steps.map((step, i) => ({ interactions: interactionsOfStep(step, before?.steps[i]?.interactions) })),
    events: exchange.events.map((e) => ({
      ...(e.afterStep === undefined ? {} : { afterStep: e.afterStep }),
      headers: Object.fromEntries(Object.entries(e.headers).filter(([name]) => !EVENT_WIRE_HEADERS.has(name.toLowerCase()))),
      body: e.body,
    })),
  };
}
