// Applying the schema's marks to a body: a secret value becomes "<redacted>", a personal value its stand-in.
import { tokensOf } from '../base/json-pointer.js';
import { walkableJson } from '../base/json-text.js';
import { REDACTED } from './placeholder.js';
import { MIN_SCRUBBED_LENGTH, type Replacements } from './scrubber.js';
import { standIn, standInNumber } from './stand-in.js';

/** An event (a webhook delivery) is a request the service sends: it is marked by the event's own schema. */
export type Side = 'request' | 'response' | 'event';
export type Where = { side: Side; status?: number };
export interface Mark {
  pii?: string;
  secret?: boolean;
  /** A field no schema describes: stood in where it is, and not learnt (an extra field's "SUCCESS" must not be
   * scrubbed out of the documented ones). */
  undocumented?: boolean;
}
/** The marked places of a body, each with the value found there. */
export type Marks = (where: Where, body: unknown) => { pointer: string; mark: Mark; value: unknown }[];

// An empty or null value is kept as it is: a rule that sends an empty key must replay as empty, not as "any value".
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';
const worthScrubbing = (s: string) => s.length >= MIN_SCRUBBED_LENGTH;

/** Every string or number under a value, as text: a marked object or array is sensitive throughout. */
export function leavesOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leavesOf);
  return [];
}

function standInDeep(value: unknown, kind: string, found: Replacements): unknown {
  if (typeof value === 'string') {
    const s = standIn(value, kind);
    if (worthScrubbing(value)) found.set(value, s);
    return s;
  }
  if (typeof value === 'number') {
    const n = standInNumber(value, kind);
    if (worthScrubbing(String(value))) found.set(String(value), String(n));
    return n;
  }
  if (Array.isArray(value)) return value.map((v) => standInDeep(v, kind, found));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, standInDeep(v, kind, found)]));
  return value;
}

/** The value a mark puts in place of a present value; `found` learns what the original became, to scrub it elsewhere. */
export function markedValue(value: unknown, mark: Mark, found: Replacements): unknown {
  if (!present(value)) return value;
  if (mark.secret) {
    for (const leaf of leavesOf(value)) if (worthScrubbing(leaf)) found.set(leaf, REDACTED);
    return REDACTED;
  }
  if (mark.pii !== undefined) return standInDeep(value, mark.pii, found);
  return mark.undocumented ? standInDeep(value, 'undocumented', new Map()) : value;
}

/** A copy of a JSON value with its marked values replaced (marks are read from the original). */
function applyMarks(where: Where, body: unknown, marks: Marks, found: Replacements): unknown {
  let out = structuredClone(body);
  for (const { pointer, mark } of marks(where, body)) {
    const tokens = tokensOf(pointer);
    const last = tokens.at(-1);
    if (last === undefined) {
      out = markedValue(out, mark, found);
      continue;
    }
    // One walk to the value's parent; a place the copy does not have is left alone.
    let parent: unknown = out;
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i] as string;
      parent = isRecord(parent) && Object.hasOwn(parent, t) ? parent[t] : undefined;
    }
    if (isRecord(parent) && Object.hasOwn(parent, last)) parent[last] = markedValue(parent[last], mark, found);
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** Marks applied; a JSON text (a raw body, a JSON string response) is parsed for it and re-serialised by `finish`. */
export function marked(
  where: Where,
  body: unknown,
  marks: Marks,
  found: Replacements,
): { value: unknown; finish: (v: unknown) => unknown } {
  const same = (v: unknown) => v;
  if (typeof body !== 'string') return { value: applyMarks(where, body, marks, found), finish: same };
  const json = walkableJson(body);
  return json
    ? { value: applyMarks(where, json.value, marks, found), finish: (v) => JSON.stringify(v) }
    : { value: body, finish: same };
}

type FormPart = { name: string; value: string } | { name: string; filename: string };

/** A form's text fields are marked like a JSON object of name → value (the request schema describes them so). */
export function fieldMarks(parts: readonly FormPart[], marks: Marks): Map<string, Mark> {
  const fields = Object.fromEntries(parts.flatMap((p) => ('value' in p ? [[p.name, p.value]] : [])));
  const byName = new Map<string, Mark>();
  for (const { pointer, mark } of marks({ side: 'request' }, fields)) {
    const [name, ...deeper] = tokensOf(pointer);
    if (name !== undefined && deeper.length === 0) byName.set(name, mark);
  }
  return byName;
}
