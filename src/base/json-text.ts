// JSON texts from outside (a vendor's answer, a webhook delivery) parsed only when the harness can walk the value: one
// nested thousands of levels deep parses, but every recursive walk after it (a schema, redaction, a dedup key, a
// report) would overflow the stack. The depth is counted on the text, before anything builds the value.
import { parseLean } from './lean-json.js';

/** A text longer than this is read with its empty containers shared (lean-json.ts); the largest recorded answer is 446 kB. */
const LEAN_ABOVE_CHARS = 1024 * 1024;

/** The deepest nesting of objects and arrays the harness walks; real answers nest about ten. */
export const MAX_JSON_DEPTH = 100;

/** What a report says of a text that nests deeper than the harness walks. */
export const TOO_DEEP = `nesting deeper than ${MAX_JSON_DEPTH}`;

/** Whether the text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
export const nestsDeeperThan = (text: string, max = MAX_JSON_DEPTH): boolean => overLimits(text, { depth: max }) === 'depth';

/** The first limit a JSON text passes, counted on the text (brackets in strings do not count): nesting deeper than
 * `depth`, or more than `containers` objects and arrays. Undefined when it passes neither; says nothing of validity. */
export function overLimits(
  text: string,
  { depth: maxDepth = MAX_JSON_DEPTH, containers: maxContainers = Infinity } = {},
): 'depth' | 'containers' | undefined {
  let depth = 0;
  let containers = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string's content, most of an answer, is skipped by a native search for its closing quote.
      i = closingQuote(text, i);
      if (i < 0) return undefined;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return 'depth';
      if (++containers > maxContainers) return 'containers';
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}

/** The quote that closes the string opened at `open`: the next one after an even run of backslashes; -1 if none. */
function closingQuote(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); q >= 0; q = text.indexOf('"', q + 1)) {
    let slashes = 0;
    while (q - slashes - 1 > open && text.charCodeAt(q - slashes - 1) === 0x5c) slashes++;
    if (slashes % 2 === 0) return q;
  }
  return -1;
}

/** The value of a JSON text the harness can walk; undefined when it is not JSON or nests deeper than MAX_JSON_DEPTH. */
export function walkableJson(text: string): { value: unknown } | undefined {
  if (nestsDeeperThan(text)) return undefined;
  try {
    return { value: text.length > LEAN_ABOVE_CHARS ? parseLean(text) : JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The start of a JSON value, copied as far as its JSON runs to about `chars` characters, the containers it reaches cut
 * short: what is made of an excerpt of a megabyte body then costs the excerpt, not the body. */
export function jsonPrefix(value: unknown, chars: number): unknown {
  // Characters still to copy, counted short (no quotes, colons or commas): the copy's JSON is at least `chars` long.
  let left = chars;
  const cut = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const kept = v.length > left ? v.slice(0, Math.max(0, left)) : v;
      left -= kept.length;
      return kept;
    }
    if (v === null || typeof v !== 'object') {
      left -= String(v).length;
      return v;
    }
    left -= 1;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const x of v) {
        if (left <= 0) break;
        out.push(cut(x));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (left <= 0) break;
      left -= k.length;
      // Defined, not assigned: a key "__proto__" stays a key.
      Object.defineProperty(out, k, { value: cut(x), writable: true, enumerable: true, configurable: true });
    }
    return out;
  };
  return cut(value);
}
