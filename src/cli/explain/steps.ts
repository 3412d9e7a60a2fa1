// Part 2 of `vts explain`: every step's request, redacted as a recording keeps it: a secret header or value becomes
// "<redacted>", a file its name, type, size and sha256. Personal test data stays: it is what the rule varies.
import type { OperationId } from '../../model/operations.js';
import type { CanonicalPart, RequestSpec } from '../../model/types.js';
import { partsOf } from '../../recording/multipart.js';
import { createScrubber, credentialSecrets, redactHeaders, redactionFor, secretHeaderValues } from '../../redaction/index.js';
import { fieldMarks, leavesOf } from '../../redaction/marks.js';
import { type Scrubber } from '../../redaction/scrubber.js';
import { REDACTED } from '../../redaction/placeholder.js';
import type { BuiltRequests } from './requests.js';

export type ShownBody = { json: unknown } | { raw: string } | { parts: CanonicalPart[] };

export interface ShownStep {
  step: number;
  title: string;
  operation: OperationId;
  /** "POST {ind_engine_url}/v1/emailBasic". */
  request: string;
  headers: Record<string, string>;
  body?: ShownBody;
  needs?: number | 'success';
}

export interface ShownRequests {
  steps: ShownStep[];
  after: string[];
  problem?: string;
}

/** The values the operation's request schema marks secret (x-secret): a password, credentials sent in the body. */
function markedSecrets(operation: OperationId, spec: RequestSpec): string[] {
  const { marks } = redactionFor(operation, []);
  const body = spec.body;
  if (body?.kind === 'json')
    return marks({ side: 'request' }, body.value).flatMap(({ mark, value }) => (mark.secret ? leavesOf(value) : []));
  if (body?.kind !== 'multipart') return [];
  const byName = fieldMarks(body.parts, marks);
  return body.parts.flatMap((p) => ('value' in p && byName.get(p.name)?.secret ? [p.value] : []));
}

function shownBody(spec: RequestSpec, scrubber: Scrubber): ShownBody | undefined {
  const body = spec.body;
  if (body === undefined) return undefined;
  if (body.kind === 'json') return { json: scrubber.value(body.value) };
  if (body.kind === 'raw') return { raw: scrubber.text(body.text) };
  return {
    parts: partsOf(body.parts).map((p) =>
      'value' in p ? { name: p.name, value: scrubber.text(p.value) } : { ...p, filename: scrubber.text(p.filename) },
    ),
  };
}

export function shownRequests(built: BuiltRequests): ShownRequests {
  const secrets = [
    ...credentialSecrets(built.credentials),
    ...built.steps.flatMap((s) => [...secretHeaderValues(s.spec.headers), ...markedSecrets(s.operation, s.spec)]),
  ];
  const scrubber = createScrubber(new Map(secrets.filter((s) => s !== '').map((s) => [s, REDACTED])));
  const steps = built.steps.map(({ title, operation, host, path, spec, needs }, i): ShownStep => {
    const body = shownBody(spec, scrubber);
    return {
      step: i + 1,
      title,
      operation,
      request: `POST {${host}}${path}`,
      headers: redactHeaders(spec.headers, scrubber.text),
      ...(body === undefined ? {} : { body }),
      ...(needs === undefined ? {} : { needs }),
    };
  });
  return { steps, after: built.after, ...(built.problem === undefined ? {} : { problem: built.problem }) };
}

// A text part over twice this (a 16 KB value) is shown by its start and its length: the line stays readable.
const SHOWN_CHARS = 80;
const shownText = (value: string): string =>
  value.length <= 2 * SHOWN_CHARS
    ? JSON.stringify(value)
    : `${JSON.stringify(`${value.slice(0, SHOWN_CHARS)}…`)} (${value.length.toLocaleString('en-US')} characters)`;

const partLine = (p: CanonicalPart): string =>
  'value' in p
    ? `${p.name} = ${shownText(p.value)}`
    : `${p.name}: file ${p.filename}, ${p.type}, ${p.size} bytes, sha256 ${p.sha256}`;

/** A line per field, a short array or object of plain values on one line (newlines in JSON are only between tokens). */
const jsonText = (value: unknown): string =>
  (JSON.stringify(value, null, 2) ?? 'undefined').replace(/[[{][^[\]{}]*[\]}]/g, (block) => {
    const line = block
      .replace(/\n\s*/g, ' ')
      .replace(/([[{]) /, '$1')
      .replace(/ ([\]}])$/, '$1');
    return line.length <= 80 ? line : block;
  });

function bodyLines(body: ShownBody | undefined): string[] {
  if (body === undefined) return ['    body: none'];
  if ('raw' in body) return [`    body (raw): ${JSON.stringify(body.raw)}`];
  if ('parts' in body) return ['    body (form-data):', ...body.parts.map((p) => `      ${partLine(p)}`)];
  const text = jsonText(body.json);
  if (!text.includes('\n')) return [`    body (json): ${text}`];
  return ['    body (json):', ...text.split('\n').map((l) => `      ${l}`)];
}

const stepNote = (s: ShownStep): string =>
  s.needs === undefined ? s.title : `${s.title}; must get ${s.needs === 'success' ? 'a 2xx' : s.needs}`;

export function requestLines(shown: ShownRequests, seed: number): string[] {
  if (shown.problem !== undefined) return [`  not built: ${shown.problem}`];
  // Nothing is sent, so no answer exists: a step that reads one (the parse's transactionId) gets what was sent instead.
  const flow =
    shown.steps.length > 1
      ? ["  a value a step takes from an earlier answer is the one its request sent, else the baseline's"]
      : [];
  return [
    `  built with fixtures/targets/sandbox.json and seed ${seed}; secrets shown as ${REDACTED}`,
    ...flow,
    ...shown.steps.flatMap((s) => [
      `  step ${s.step}${shown.steps.length > 1 ? ` (${stepNote(s)})` : ''}: ${s.request}`,
      ...Object.entries(s.headers).map(([name, value]) => `    ${name}: ${value}`),
      ...bodyLines(s.body),
    ]),
    ...shown.after.map((a) => `  then, when accepted: ${a}`),
  ];
}
