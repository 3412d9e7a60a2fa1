// Redaction before anything is written: secrets become "<redacted>", personal data format-preserving stand-ins.
// The replay matcher runs the same functions over a live request, so the two compare like for like.
import { tokensOf } from '../json-pointer.js';
import { type Interaction, interactionsOf, type RecordingFile, recordedParts } from './file.js';
import { type Mark, type Marks, marked, markedValue, type Side } from './marks.js';
import type { CanonicalPart } from './multipart.js';
import { REDACTED } from './redacted.js';
import { merged, type Replacements, scrubber } from './scrub.js';

export type { Mark, Marks, Side } from './marks.js';
export { standIn } from './stand-in.js';

export interface RedactOptions {
  /** Known secret values (the credentials sent), scrubbed wherever they appear. */
  secrets: string[];
  /** Where the schema marks secret or personal values in a body. */
  marks: Marks;
}

/** Credential headers by name, plus any header whose name says it carries a token, key or secret. */
export const isSecretHeader = (name: string): boolean =>
  /^(appid|appkey|authorization|proxy-authorization|cookie)$|token|key|secret/i.test(name);
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'date', 'set-cookie']);

const secretTable = (secrets: string[]): Replacements => new Map(secrets.filter((s) => s.length > 0).map((s) => [s, REDACTED]));
const onlySecrets = (t: Replacements): Replacements => new Map([...t].filter(([, v]) => v === REDACTED));

/** A body redacted as the recording's was: marks, then every secret and marked value scrubbed throughout. */
export function redactBody(side: Side, status: number | undefined, body: unknown, options: RedactOptions): unknown {
  const found: Replacements = new Map();
  const m = marked({ side, status }, body, options.marks, found);
  return m.finish(scrubber(merged(secretTable(options.secrets), found))(m.value));
}

/** A form's text fields are marked like a JSON object of name → value (the request schema describes them so). */
function markParts(parts: CanonicalPart[], marks: Marks, found: Replacements): CanonicalPart[] {
  const fields = Object.fromEntries(parts.flatMap((p) => ('value' in p ? [[p.name, p.value]] : [])));
  const byName = new Map<string, Mark>();
  for (const { pointer, mark } of marks({ side: 'request' }, fields)) {
    const tokens = tokensOf(pointer);
    if (tokens.length === 1) byName.set(tokens[0] as string, mark);
  }
  return parts.map((p) => {
    const mark = byName.get(p.name);
    return 'value' in p && mark !== undefined ? { ...p, value: markedValue(p.value, mark, found) as string } : p;
  });
}

/** Scrubs what a person or a key could be in: names, text values and file names; never a file's hash or size. */
function scrubParts(parts: CanonicalPart[], scrub: <T>(v: T) => T): CanonicalPart[] {
  return parts.map((p) =>
    'value' in p ? { name: scrub(p.name), value: scrub(p.value) } : { ...p, name: scrub(p.name), filename: scrub(p.filename) },
  );
}

/** A form's parts redacted as the recording's were: text values by their marks, then the secrets scrubbed. */
export function redactParts(parts: CanonicalPart[], options: RedactOptions): CanonicalPart[] {
  const found: Replacements = new Map();
  const out = markParts(parts, options.marks, found);
  return scrubParts(out, scrubber(merged(secretTable(options.secrets), found)));
}

function redactHeaders(headers: Record<string, string>, scrub: <T>(v: T) => T): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, isSecretHeader(k) && v !== '' ? REDACTED : scrub(v)]));
}

/**
 * Redacts a whole recording. A request is scrubbed of the secrets and of what its own marks found (exactly what
 * `redactBody` does on replay, so the two agree); responses and test data also of what any response's marks found.
 * Request headers lose only secrets: the header matchers on replay cannot see the body's marks.
 */
export function redactRecording(file: RecordingFile, options: RedactOptions): RecordingFile {
  const requestFound: Replacements = new Map();
  const responseFound: Replacements = new Map();
  const firstPass = interactionsOf(file).map((it) => {
    const parts = recordedParts(it);
    return {
      it,
      parts: parts && markParts(parts, options.marks, requestFound),
      request: parts || it.body === undefined ? undefined : marked({ side: 'request' }, it.body, options.marks, requestFound),
      response: marked({ side: 'response', status: it.status }, it.response, options.marks, responseFound),
    };
  });
  const requestTable = merged(secretTable(options.secrets), requestFound);
  const allTable = merged(requestTable, responseFound);
  const [scrubRequest, scrubAll, scrubSecrets] = [requestTable, allTable, onlySecrets(allTable)].map(scrubber);
  const redacted = firstPass.map(({ it, parts, request, response }): Interaction => {
    const rawHeaders = Object.fromEntries(
      Object.entries(it.rawHeaders).filter(([k]) => !DROPPED_RESPONSE_HEADERS.has(k.toLowerCase())),
    );
    const body = parts ? { multipart: scrubParts(parts, scrubRequest) } : request?.finish(scrubRequest(request.value));
    return {
      ...it,
      reqheaders: redactHeaders(it.reqheaders, scrubSecrets),
      ...(body === undefined ? {} : { body }),
      response: response.finish(scrubAll(response.value)),
      rawHeaders: redactHeaders(rawHeaders, scrubAll),
    };
  });
  let next = 0;
  const steps = file.steps.map((step) => ({ interactions: step.interactions.map(() => redacted[next++] as Interaction) }));
  const events = file.events.map((e) => {
    const body = marked({ side: 'response' }, e.body, options.marks, responseFound);
    return { headers: redactHeaders(e.headers, scrubAll), body: body.finish(scrubAll(body.value)) };
  });
  return { ...file, data: scrubAll(file.data), steps, events };
}
