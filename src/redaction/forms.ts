// The forms a known value takes once a vendor or a report has written it: inside a JSON string (once, or twice for a
// JSON text held in a string), in a URL, in XML or HTML, and these nested; a secret in base64 as well. The scrubber
// hunts every one of them.
import { REDACTED } from './placeholder.js';

type Escape = (s: string) => string;
type Pair = readonly [form: string, replacement: string];

const plainJson: Escape = (s) => JSON.stringify(s).slice(1, -1);

/** JSON.stringify's escapes, with the characters `extra` matches (one code unit each) written as \uXXXX. */
function jsonWith(extra: RegExp, upper: boolean): Escape {
  const unicode = (c: string) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  };
  return (s) => {
    let out = '';
    let last = 0;
    for (const m of s.matchAll(extra)) {
      out += plainJson(s.slice(last, m.index)) + unicode(m[0]);
      last = m.index + 1;
    }
    return out + plainJson(s.slice(last));
  };
}

/** How JSON encoders write a string's content: JavaScript, PHP (escapes '/'), Go (<>&), Python (ASCII only), .NET. */
const JSON_STYLES: Escape[] = [
  plainJson,
  (s) => plainJson(s).replace(/\//g, '\\/'),
  jsonWith(/[<>&\u2028\u2029]/g, false),
  jsonWith(/[\u007f-\uffff]/g, false),
  jsonWith(/["&'+<>`\u007f-\uffff]/g, true),
];

const lowerHex =
  (escape: Escape): Escape =>
  (s) =>
    escape(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
const formEncoded: Escape = (s) => new URLSearchParams([['', s]]).toString().slice(1);
/** RFC 3986 unreserved characters only, '/' kept: Python's `quote`. */
const pathQuoted: Escape = (s) =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, '/');

/** A URL component, a form field ('+' for a space), a whole URL, a path; each with upper- and lower-case hex. */
const URL_STYLES: Escape[] = [encodeURIComponent, formEncoded, encodeURI, pathQuoted].flatMap((e) => [e, lowerHex(e)]);

const markup =
  (entities: Record<string, string>): Escape =>
  (s) =>
    s.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** XML and HTML escapers: attribute values, &apos;, text nodes (only &<>), numeric quotes (Go's html.EscapeString). */
const MARKUP_STYLES: Escape[] = [
  markup({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }),
  markup({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }),
  markup({ '&': '&amp;', '<': '&lt;', '>': '&gt;' }),
  markup({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' }),
];

/** Each form through each escape, deduplicated. The placeholder stays as it is outside markup, so a "<redacted>"
 * scrubbed out of a JSON text or a URL still means "any value" to the replay matcher. */
function through(pairs: readonly Pair[], escapes: Escape[], placeholder: boolean): Pair[] {
  const out = new Map<string, string>();
  for (const [form, replacement] of pairs)
    for (const escape of escapes) {
      const written = escape(form);
      if (!out.has(written)) out.set(written, placeholder ? replacement : escape(replacement));
    }
  return [...out];
}

/** Characters no escape above changes: a value made only of them has one form (most ids, tokens and names). */
const UNESCAPED = /^[\w.-]*$/;

/** A value in base64, standard and URL-safe, padded or not: a key a vendor echoes encoded, a Basic credential. */
function base64Of(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const standard = bytes.toString('base64');
  const urlSafe = bytes.toString('base64url');
  return [...new Set([standard, standard.replace(/=+$/, ''), urlSafe, urlSafe.padEnd(standard.length, '=')])];
}

/** The base64 characters that depend on the text's bytes alone, for each of the three offsets it can start at in a
 * longer encoding (a JWT's payload): the characters shared with its neighbours are left out. */
function base64Cores(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  return [0, 1, 2].flatMap((a) => {
    const shifted = Buffer.concat([Buffer.alloc(a), bytes]);
    const first = Math.ceil((8 * a) / 6);
    const end = Math.floor((8 * (a + bytes.length)) / 6);
    return (['base64', 'base64url'] as const).map((alphabet) => shifted.toString(alphabet).slice(first, end));
  });
}

/** A value's UTF-8 bytes in hex, both cases: a key a vendor logs as bytes. */
export const hexOf = (value: string): string[] => {
  const hex = Buffer.from(value, 'utf8').toString('hex');
  return [hex, hex.toUpperCase()];
};

/** What a secret is encoded as before it is written: base64 (whole, at any offset, and of its JSON form, as a token's
 * payload holds it) and hex; each then written every way a value is. */
const encodedSecret = (value: string): string[] => [
  ...base64Of(value),
  ...new Set([...base64Cores(value), ...base64Cores(plainJson(value))]),
  ...hexOf(value),
];

/** Every form of the value: a secret's encodings too, URL-encoding twice, each lower-cased (a header name carrying it
 * is lower-cased on the way). */
function computeForms(value: string, replacement: string): Map<string, string> {
  const out = writtenForms(value, replacement);
  if (replacement !== REDACTED) return out;
  const add = (form: string, written: string) => {
    if (form.length >= 3 && !out.has(form)) out.set(form, written);
  };
  for (const encoded of encodedSecret(value))
    for (const [form, written] of writtenForms(encoded, replacement)) add(form, written);
  for (const form of [value, plainJson(value)])
    for (const once of URL_STYLES) for (const twice of URL_STYLES) add(twice(once(form)), replacement);
  for (const [form, written] of [...out]) add(form.toLowerCase(), written);
  return out;
}

function writtenForms(value: string, replacement: string): Map<string, string> {
  if (UNESCAPED.test(value)) return new Map([[value, replacement]]);
  const placeholder = replacement === REDACTED;
  const raw: Pair[] = [[value, replacement]];
  const once = through(raw, JSON_STYLES, placeholder);
  const texts = [...raw, ...once, ...through(once, JSON_STYLES, placeholder)];
  const urls = through(texts, URL_STYLES, placeholder);
  const marked = through([...texts, ...urls], MARKUP_STYLES, false);
  // An HTML page or an XML fault a vendor returns inside a JSON string.
  const markupInJson = through(through(raw, MARKUP_STYLES, false), [plainJson], placeholder);
  const out = new Map<string, string>();
  for (const [form, written] of [...texts, ...urls, ...marked, ...markupInJson]) if (!out.has(form)) out.set(form, written);
  return out;
}

// Replay redacts every live request with the same few values: their forms are computed once (bounded, so a long run
// holds no more than a few thousand).
const CACHE_LIMIT = 4096;
const cache = new Map<string, ReadonlyMap<string, string>>();

/** Every form of `value`, each with `replacement` written the same way; the value itself first. */
export function formsOf(value: string, replacement: string): ReadonlyMap<string, string> {
  const key = `${value}\u0000${replacement}`;
  let forms = cache.get(key);
  if (forms === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    forms = computeForms(value, replacement);
    cache.set(key, forms);
  }
  return forms;
}
