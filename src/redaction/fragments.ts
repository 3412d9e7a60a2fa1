// A secret cut short: a text that ends in the beginning of one of a secret's forms (a vendor's clipped echo, or a text
// the harness cut) loses that beginning too, once it holds FRAGMENT_CHARS characters of the secret.
import { formsOf, hexOf } from './forms.js';
import { REDACTED } from './placeholder.js';

/** Characters of a secret a text's end must hold to be taken for a piece of it; hex writes each in two digits. */
export const FRAGMENT_CHARS = 4;

/** What may stand after a cut-off secret at a text's end: closing quotes and brackets, spaces, before them an ellipsis. */
const CLOSERS = new Set(['"', "'", '`', ')', ']', '}', ' ', '\t', '\n', '\r']);

/** Where a text's closing run (CLOSERS, an ellipsis before them) starts: read from the end, no regular expression. */
function closedAt(s: string): number {
  let end = s.length;
  while (end > 0 && CLOSERS.has(s[end - 1] as string)) end--;
  if (s.endsWith('…', end)) return end - 1;
  if (s.endsWith('...', end)) return end - 3;
  return end;
}

/** A secret's forms' beginnings by their last two code units, longest first. */
type Beginnings = ReadonlyMap<number, readonly string[]>;

const pairBefore = (s: string, end: number): number => s.charCodeAt(end - 2) * 0x10000 + s.charCodeAt(end - 1);

function beginningsOf(secret: string): Beginnings {
  const hex = new Set(hexOf(secret).flatMap((h) => [h, h.toLowerCase()]));
  const byPair = new Map<number, string[]>();
  for (const form of formsOf(secret, REDACTED).keys()) {
    const least = hex.has(form) ? 2 * FRAGMENT_CHARS : FRAGMENT_CHARS;
    // The whole form is the scrubber's own; a beginning is anything shorter.
    for (let n = least; n < form.length; n++) {
      const beginning = form.slice(0, n);
      const key = pairBefore(beginning, n);
      const list = byPair.get(key);
      if (list === undefined) byPair.set(key, [beginning]);
      else list.push(beginning);
    }
  }
  for (const list of byPair.values()) list.sort((a, b) => b.length - a.length);
  return byPair;
}

// A run meets the same few secrets in every case: their beginnings are indexed once (bounded, like the forms).
const CACHE_LIMIT = 64;
const cache = new Map<string, Beginnings>();

const cachedBeginnings = (secret: string): Beginnings => {
  let found = cache.get(secret);
  if (found === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    found = beginningsOf(secret);
    cache.set(secret, found);
  }
  return found;
};

/** The longest beginning of any of the secrets' forms that ends `s` at `end`: its length, 0 when none does. */
function longestEndingAt(all: readonly Beginnings[], s: string, end: number): number {
  if (end < 2) return 0;
  let longest = 0;
  for (const beginnings of all)
    for (const b of beginnings.get(pairBefore(s, end)) ?? [])
      if (b.length > longest && s.startsWith(b, end - b.length)) {
        longest = b.length;
        break;
      }
  return longest;
}

/** Drops what of a secret ends a text (before an ellipsis or closing quotes), leaving the placeholder in its place. */
export function fragmentDropper(secrets: readonly string[]): (s: string) => string {
  const long = secrets.filter((s) => s.length > FRAGMENT_CHARS);
  if (long.length === 0) return (s) => s;
  let all: Beginnings[] | undefined;
  return (s) => {
    if (s.length < FRAGMENT_CHARS) return s;
    all ??= long.map(cachedBeginnings);
    const closed = closedAt(s);
    for (const end of closed === s.length ? [closed] : [s.length, closed]) {
      const n = longestEndingAt(all, s, end);
      if (n > 0) return `${s.slice(0, end - n)}${REDACTED}${s.slice(end)}`;
    }
    return s;
  };
}
