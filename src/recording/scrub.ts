// Scrubbing known values (credentials, personal values already seen at a marked place) wherever else they appear.
import { REDACTED } from './redacted.js';

/** Known value → what replaces it: "<redacted>" for a secret, the stand-in for a personal value. */
export type Replacements = Map<string, string>;

/** Values found at marked places shorter than this are replaced there but not hunted elsewhere (too many false hits). */
export const MIN_SCRUBBED_LENGTH = 3;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);

/**
 * Returns a function that rewrites a JSON value: every occurrence of a known value inside a string or an object key,
 * also in its JSON-escaped and URL-encoded forms (a vendor may echo a key inside an embedded JSON text or a URL), and
 * a number whose digits are a known value. One pass, longest value first, so no replacement is rewritten again.
 */
export function scrubber(replacements: Replacements): <T>(value: T) => T {
  const table = new Map<string, string>();
  for (const [needle, replacement] of replacements) {
    if (needle.length === 0) continue;
    table.set(needle, replacement);
    table.set(jsonEscaped(needle), jsonEscaped(replacement));
    table.set(encodeURIComponent(needle), replacement === REDACTED ? REDACTED : encodeURIComponent(replacement));
  }
  if (table.size === 0) return (value) => value;
  const needles = [...table.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(needles.map(escapeRegExp).join('|'), 'g');
  const text = (s: string) => s.replace(pattern, (m) => table.get(m) ?? m);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (typeof value === 'number') {
      const replacement = table.get(String(value));
      if (replacement === undefined) return value;
      return replacement !== REDACTED && Number.isFinite(Number(replacement)) ? Number(replacement) : replacement;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [text(k), walk(v)]));
    return value;
  };
  return <T>(value: T) => walk(value) as T;
}

/** Merges replacement tables; a secret wins over a stand-in for the same value. */
export function merged(...tables: Replacements[]): Replacements {
  const out: Replacements = new Map();
  for (const t of tables) for (const [k, v] of t) if (out.get(k) !== REDACTED) out.set(k, v);
  return out;
}
