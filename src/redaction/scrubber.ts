// The one scrubber: known values (credentials, values seen at a marked place) replaced wherever else they appear, in
// whatever form they were written (see forms.ts). Built once per table and reused for every text and value.
import { formsOf } from './forms.js';
import { fragmentDropper } from './fragments.js';
import { REDACTED } from './placeholder.js';
import type { CaseScrubber } from '../model/types.js';

/** Known value → what replaces it: "<redacted>" for a secret, the stand-in for a personal value. */
export type Replacements = Map<string, string>;

/** Values shorter than this are replaced where a mark puts them but not hunted elsewhere (too many false hits); the
 * scanner's index needs two characters. */
export const MIN_SCRUBBED_LENGTH = 3;

// `text` and `value` replace every form of every known value. `echo` and `echoValue`, for what the vendor wrote, also
// drop a secret's beginning that ends a text; `clip` scrubs, cuts to `max` ("…" ending a cut one) and drops a secret's
// beginning the cut left at the end: every excerpt of a text is made with it.
export type Scrubber = CaseScrubber;

type Entry = readonly [form: string, replacement: string];

/** The forms as a trie of two code units a level, split only where a bucket is large: a statement can hold thousands of
 * forms sharing "UP" (UPI references), and trying each at every "UP" was quadratic. */
interface Level {
  /** Small bucket: its forms, longest first. */
  readonly forms?: readonly Entry[];
  /** Large bucket: the forms that end within the next two code units, longest first, ... */
  readonly ending?: readonly Entry[];
  /** ... and the others, by their next two code units. */
  readonly next?: ReadonlyMap<number, Level>;
}

const SPLIT_ABOVE = 16;
const pairAt = (s: string, i: number): number => s.charCodeAt(i) * 0x10000 + s.charCodeAt(i + 1);

/** `entries` share their first `depth` code units and are sorted longest first. */
function levelOf(entries: readonly Entry[], depth: number): Level {
  if (entries.length <= SPLIT_ABOVE) return { forms: entries };
  const ending = entries.filter(([form]) => form.length < depth + 2);
  const longer = entries.filter(([form]) => form.length >= depth + 2);
  return { ending, next: byPairAt(longer, depth) };
}

/** `entries` by their two code units from `depth` on, each group a level. */
function byPairAt(entries: readonly Entry[], depth: number): Map<number, Level> {
  const groups = new Map<number, Entry[]>();
  for (const entry of entries) {
    const key = pairAt(entry[0], depth);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [entry]);
    else group.push(entry);
  }
  return new Map([...groups].map(([key, group]) => [key, levelOf(group, depth + 2)]));
}

/** The longest form at `i` of `s`, its first `depth` code units known to match. */
function longestAt(level: Level, s: string, i: number, depth: number): Entry | undefined {
  if (level.forms !== undefined) return level.forms.find(([form]) => s.startsWith(form, i));
  const deeper = level.next?.get(pairAt(s, i + depth));
  return (deeper && longestAt(deeper, s, i, depth + 2)) ?? level.ending?.find(([form]) => s.startsWith(form, i));
}

/** The forms by their first two code units (leftmost-longest matching), and the longest form's length. */
function indexOf(values: Replacements): { index: Map<number, Level>; longest: number } {
  // Every value as written first: an encoded form of one value never shadows another value written plainly.
  const table = new Map(values);
  for (const [value, replacement] of values)
    for (const [form, written] of formsOf(value, replacement)) if (!table.has(form)) table.set(form, written);
  const longestFirst = [...table].sort((a, b) => b[0].length - a[0].length);
  return { index: byPairAt(longestFirst, 0), longest: longestFirst[0]?.[0].length ?? 0 };
}

/** One scan of the text, no regular expression: an alternation of hundreds of values in dozens of forms costs V8 far
 * more than this index. */
export function createScrubber(replacements: Replacements): Scrubber {
  // A value that stands for itself (already redacted: "XXXX XXXXX") changes nothing, and as one of dozens of forms
  // sharing a prefix it made the scan of a masked statement quadratic.
  const values: Replacements = new Map(
    [...replacements].filter(([value, replacement]) => value.length >= MIN_SCRUBBED_LENGTH && value !== replacement),
  );
  const { index, longest } = indexOf(values);
  // Most code units of a text begin no known form: a table of the first ones turns them away before the index. Made
  // at the first text that needs it (many scrubbers, a body's own among them, know no value or scrub no text).
  let begins: Uint8Array | undefined;
  const firstUnits = (): Uint8Array => {
    const table = new Uint8Array(0x10000);
    for (const key of index.keys()) table[Math.floor(key / 0x10000)] = 1;
    return table;
  };
  const text = (s: string): string => {
    if (index.size === 0) return s;
    begins ??= firstUnits();
    let out = '';
    let last = 0;
    for (let i = 0; i < s.length - 1; i++) {
      if (begins[s.charCodeAt(i)] === 0) continue;
      const level = index.get(pairAt(s, i));
      const hit = level && longestAt(level, s, i, 2);
      if (hit === undefined) continue;
      out += s.slice(last, i) + hit[1];
      last = i + hit[0].length;
      i = last - 1;
    }
    return last === 0 ? s : out + s.slice(last);
  };
  const number = (n: number): number | string => {
    const replacement = values.get(String(n));
    if (replacement === undefined) return n;
    // A stand-in keeps a number a number; a placeholder makes it text.
    return String(Number(replacement)) === replacement ? Number(replacement) : replacement;
  };
  const walker = (str: (s: string) => string) => {
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return str(v);
      if (typeof v === 'number') return number(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) return v;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v)) {
        const key = str(k);
        const x = walk((v as Record<string, unknown>)[k]);
        // Assigned (four times as fast as Object.fromEntries), except a key "__proto__": defined, it stays a key.
        if (key === '__proto__')
          Object.defineProperty(out, key, { value: x, writable: true, enumerable: true, configurable: true });
        else out[key] = x;
      }
      return out;
    };
    return walk;
  };
  const dropFragment = fragmentDropper([...values].filter(([, r]) => r === REDACTED).map(([v]) => v));
  const echo = (s: string) => dropFragment(text(s));
  const clip = (s: string, max: number): string => {
    // A form that starts before the cut ends within `longest` characters after it: scrubbing that much is enough.
    const window = s.length > max + longest ? s.slice(0, max + longest) : s;
    const scrubbed = echo(window);
    if (scrubbed.length <= max && window === s) return scrubbed;
    // Half of a surrogate pair is not text.
    const cut = /[\uD800-\uDBFF]$/.test(scrubbed.slice(0, max - 1)) ? max - 2 : max - 1;
    return `${dropFragment(scrubbed.slice(0, cut))}…`;
  };
  // The JSON of a value, each key and string through `echo` before it is escaped (an echo cut short ends a string, not
  // the text), written only as far as the cut needs: a 10 MB body is not serialised for a 1,000-character excerpt.
  const clipValue = (v: unknown, max: number): string => {
    if (typeof v === 'string') return clip(v, max);
    const budget = max + longest;
    let out = '';
    const put = (s: string): boolean => (out += s).length < budget;
    const walk = (x: unknown): boolean => {
      if (typeof x === 'string') return put(JSON.stringify(echo(x)));
      if (typeof x === 'number') return put(JSON.stringify(number(x)));
      if (x === null || typeof x !== 'object') return put(JSON.stringify(x) ?? 'null');
      const array = Array.isArray(x);
      if (!put(array ? '[' : '{')) return false;
      const keys = array ? x.map((_, i) => i) : Object.keys(x);
      for (const [i, k] of keys.entries()) {
        if (i > 0 && !put(',')) return false;
        if (typeof k === 'string' && !put(`${JSON.stringify(echo(k))}:`)) return false;
        if (!walk((x as Record<string | number, unknown>)[k])) return false;
      }
      return put(array ? ']' : '}');
    };
    walk(v);
    return clip(out, max);
  };
  const plain = walker(text);
  const echoed = walker(echo);
  return { text, value: <T>(v: T) => plain(v) as T, echo, echoValue: <T>(v: T) => echoed(v) as T, clip, clipValue };
}

/** A scrubber made at its first use: a case's is built from everything it saw, and a case that reports nothing must not
 * pay for it. */
export function lazyScrubber(make: () => Replacements): Scrubber {
  let made: Scrubber | undefined;
  const get = () => (made ??= createScrubber(make()));
  return {
    text: (s) => get().text(s),
    value: (v) => get().value(v),
    echo: (s) => get().echo(s),
    echoValue: (v) => get().echoValue(v),
    clip: (s, max) => get().clip(s, max),
    clipValue: (v, max) => get().clipValue(v, max),
  };
}

/** Merges replacement tables; a secret wins over a stand-in for the same value. */
export function merged(...tables: Replacements[]): Replacements {
  const out: Replacements = new Map();
  for (const t of tables) for (const [k, v] of t) if (out.get(k) !== REDACTED) out.set(k, v);
  return out;
}
