// A captured exchange as the judge reads a case's: the request as sent (JSON, raw text or a form with its files) and
// the answer as received (JSON when it parses, else text; a compressed body inflated first, as fetch does).
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { walkableJson } from '../base/json-text.js';
import { sha256Of } from '../base/digest.js';
import type { OperationId, Region } from '../model/operations.js';
import { OPERATIONS } from '../model/operations.js';
import type { CanonicalPart, FilePart, Part, ReceivedEvent, ReceivedResponse, RequestBody, SentRequest } from '../model/types.js';
import { formParts } from '../recording/multipart.js';
import { committedBySha } from '../uploads/statement-facts.js';
import type { CapturedExchange } from '../capture/types.js';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A body's bytes with its content-encoding undone; the bytes as they are when it cannot be (a truncated capture). */
function decoded(bytes: Uint8Array, encoding: string | undefined): Uint8Array {
  const how = encoding?.trim().toLowerCase();
  try {
    if (how === 'gzip' || how === 'x-gzip') return gunzipSync(bytes);
    if (how === 'deflate') return inflateSync(bytes);
    if (how === 'br') return brotliDecompressSync(bytes);
  } catch {
    return bytes;
  }
  return bytes;
}

/** What identifies a sent file: its bytes' size and sha256, or what the capture kept of them. */
export const fileDigest = (part: FilePart): { size: number; sha256: string } =>
  part.kept ?? { size: part.data.byteLength, sha256: sha256Of(part.data) };

/** A committed statement sent as a file carries its facts, as the run's own upload of it does. */
const withFacts = (part: FilePart): FilePart => {
  const { size, sha256 } = fileDigest(part);
  const known = size > 0 ? committedBySha(sha256) : undefined;
  return known === undefined ? part : { ...part, facts: known };
};

/** A form kept as its parts: a file by its digest alone, with no bytes. */
const keptParts = (form: CanonicalPart[]): Part[] =>
  form.map((p) =>
    'value' in p
      ? p
      : withFacts({
          name: p.name,
          filename: p.filename,
          type: p.type,
          data: new Uint8Array(),
          kept: { size: p.size, sha256: p.sha256 },
        }),
  );

function requestBody(exchange: CapturedExchange): RequestBody | undefined {
  const { body, headers, form } = exchange.request;
  if (form !== undefined) return { kind: 'multipart', parts: keptParts(form) };
  if (body === undefined || body.byteLength === 0) return undefined;
  const bytes = decoded(body, headers['content-encoding']);
  if (/^multipart\/form-data\b/i.test(headers['content-type'] ?? ''))
    // A view of the bytes, not a copy: an upload is 6 MB.
    return {
      kind: 'multipart',
      parts: formParts(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).map((p) =>
        'data' in p ? withFacts(p) : p,
      ),
    };
  const raw = text(bytes);
  const json = walkableJson(raw);
  return json === undefined ? { kind: 'raw', text: raw } : { kind: 'json', value: json.value };
}

/** The request as the checks read a sent one: `base` is the vendor's base URL it went to. */
export function sentRequest(exchange: CapturedExchange, operation: OperationId, base: string, region?: Region): SentRequest {
  const op = OPERATIONS[operation];
  const body = requestBody(exchange);
  return {
    method: 'POST',
    host: op.host,
    base,
    ...(region ? { region } : {}),
    path: op.path,
    headers: exchange.request.headers,
    ...(body ? { body } : {}),
  };
}

/** The answer as the checks read a received one; undefined when the capture holds none. */
export function receivedResponse(exchange: CapturedExchange): ReceivedResponse | undefined {
  const r = exchange.response;
  if (r === undefined) return undefined;
  const bytes = decoded(r.body ?? new Uint8Array(), r.headers['content-encoding']);
  const body = text(bytes);
  const parsed = walkableJson(body);
  return parsed
    ? { status: r.status, headers: r.headers, body: parsed.value, json: true }
    : { status: r.status, headers: r.headers, body, json: false };
}

/** A delivery to the team's receiver as the judge reads a received event: JSON when it parses, else its text. */
export function receivedEvent(exchange: CapturedExchange): ReceivedEvent {
  const { body, headers } = exchange.request;
  const raw = text(decoded(body ?? new Uint8Array(), headers['content-encoding']));
  const parsed = walkableJson(raw);
  return { receivedAt: exchange.startedAt ?? '', headers, body: parsed === undefined ? raw : parsed.value };
}
