// Applying the schema's marks to a body: a secret value becomes "<redacted>", a personal value its stand-in.
import { lookup, tokensOf } from '../json-pointer.js';
import { REDACTED } from './redacted.js';
import { MIN_SCRUBBED_LENGTH, type Replacements } from './scrub.js';
import { standIn, standInNumber } from './stand-in.js';

export type Side = 'request' | 'response';
export type Where = { side: Side; status?: number };
export interface Mark {
  pii?: string;
  secret?: boolean;
}
export type Marks = (where: Where, body: unknown) => { pointer: string; mark: Mark }[];

// An empty or null value is kept as it is: a rule that sends an empty key must replay as empty, not as "any value".
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';
const worthScrubbing = (s: string) => s.length >= MIN_SCRUBBED_LENGTH;

/** Every leaf of a secret value becomes a known secret. */
function collectSecret(value: unknown, found: Replacements): void {
  if (typeof value === 'string' || typeof value === 'number') {
    if (worthScrubbing(String(value))) found.set(String(value), REDACTED);
  } else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) collectSecret(v, found);
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
    collectSecret(value, found);
    return REDACTED;
  }
  return mark.pii === undefined ? value : standInDeep(value, mark.pii, found);
}

function setAt(root: unknown, pointer: string, next: unknown): unknown {
  const tokens = tokensOf(pointer);
  const last = tokens.pop();
  if (last === undefined) return next;
  let parent = root as Record<string, unknown>;
  for (const t of tokens) parent = parent[t] as Record<string, unknown>;
  parent[last] = next;
  return root;
}

/** A copy of a JSON value with its marked values replaced (marks are read from the original). */
function applyMarks(where: Where, body: unknown, marks: Marks, found: Replacements): unknown {
  let out = structuredClone(body);
  for (const { pointer, mark } of marks(where, body)) {
    const at = lookup(out, pointer);
    if (at.found) out = setAt(out, pointer, markedValue(at.value, mark, found));
  }
  return out;
}

/** Marks applied; a JSON text (a raw body, a JSON string response) is parsed for it and re-serialised by `finish`. */
export function marked(
  where: Where,
  body: unknown,
  marks: Marks,
  found: Replacements,
): { value: unknown; finish: (v: unknown) => unknown } {
  const same = (v: unknown) => v;
  if (typeof body !== 'string') return { value: applyMarks(where, body, marks, found), finish: same };
  try {
    return { value: applyMarks(where, JSON.parse(body), marks, found), finish: (v) => JSON.stringify(v) };
  } catch {
    return { value: body, finish: same };
  }
}
