// The marks of the proxy's HAR (grammar: src/capture/har-marks.ts): where redaction replaced a whole value the harness
// knows (the team's credentials, a profile's test value) or a credential of another pair, the HAR names which it was,
// so audit tells the row as if it saw the value. Only whole values are named: an echo inside a longer text keeps its
// stand-in. A value no profile holds (a real person's) keeps the plain stand-in.
import type { CanonicalPart } from '../model/types.js';
import {
  type Credential,
  keyedDigest,
  type KnownValues,
  markableKey,
  markText,
  type MarkWhat,
  profileValue,
} from '../capture/har-marks.js';
import type { CapturedHeaders } from '../capture/types.js';
import { REDACTED } from '../redaction/placeholder.js';

/** The mark of a value the redaction changed, given the value and what the redaction made it; `slot`: the credential a
 * field carries (appid/appkey headers, a token operation's appId/appKey). */
export type Marker = (original: string, redacted: string, slot?: Credential) => string;

export function harMarker(nonce: string, known: KnownValues): Marker {
  // Each value by the key that names it: the first key whose first holder has that value, so audit reads it back.
  const keyOf = new Map<string, string>();
  for (const profile of known.profiles)
    for (const [key, value] of Object.entries(profile))
      if (value !== '' && markableKey(key) && !keyOf.has(value) && profileValue(known.profiles, key) === value)
        keyOf.set(value, key);
  const own = known.credentials;
  const whatOf = (original: string, secret: boolean, slot: Credential | undefined): MarkWhat | undefined => {
    if (own?.appId === original) return { team: 'appId' };
    if (own?.appKey === original) return { team: 'appKey' };
    const key = keyOf.get(original);
    if (key !== undefined) return { profile: key };
    // Another pair is told only against a known one: with none, every pair would read as wrong.
    if (slot !== undefined) return own !== undefined ? { another: slot } : undefined;
    // Any other secret (a statement's password) by its digest keyed with the team's appKey.
    return secret && own !== undefined ? { keyed: keyedDigest(own.appKey, original) } : undefined;
  };
  return (original, redacted, slot) => {
    if (original === redacted) return redacted;
    const what = whatOf(original, redacted === REDACTED, slot);
    return what === undefined ? redacted : markText(nonce, redacted === REDACTED || slot !== undefined, what);
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const CREDENTIAL_HEADERS: Readonly<Record<string, Credential>> = { appid: 'appId', appkey: 'appKey' };
const CREDENTIAL_FIELDS: Readonly<Record<string, Credential>> = { appId: 'appId', appKey: 'appKey' };

/** A number an answer held where a secret was: it stays a number, so its type is still judged (a token sent as a number);
 * an answer's figures are not redacted, so only a secret's value comes to this. A request's keeps the placeholder: a
 * value there is read for its row, and 0 would tell a wrong one. */
export const SECRET_NUMBER = 0;

/** A redacted JSON value with its whole strings marked, walked beside the original (same shape, keys maybe scrubbed);
 * `answer`: the response's, whose secret numbers stay numbers. */
export function markedJson(original: unknown, redacted: unknown, mark: Marker, answer: boolean, top = true): unknown {
  if (typeof original === 'string' && typeof redacted === 'string') return mark(original, redacted);
  if (answer && typeof original === 'number' && redacted === REDACTED) return SECRET_NUMBER;
  if (Array.isArray(original) && Array.isArray(redacted) && original.length === redacted.length)
    return redacted.map((r, i) => markedJson(original[i], r, mark, answer, false));
  if (!isRecord(original) || !isRecord(redacted)) return redacted;
  const was = Object.entries(original);
  const now = Object.entries(redacted);
  if (was.length !== now.length) return redacted;
  const out: Record<string, unknown> = {};
  now.forEach(([key, value], i) => {
    const [name, before] = was[i] as [string, unknown];
    const slot = top ? CREDENTIAL_FIELDS[name] : undefined;
    const marked =
      slot !== undefined && typeof before === 'string' && typeof value === 'string'
        ? mark(before, value, slot)
        : markedJson(before, value, mark, answer, false);
    Object.defineProperty(out, key, { value: marked, enumerable: true, writable: true, configurable: true });
  });
  return out;
}

/** Headers marked beside the originals, in the same order. */
export function markedHeaders(original: CapturedHeaders, redacted: CapturedHeaders, mark: Marker): CapturedHeaders {
  const was = Object.entries(original);
  const now = Object.entries(redacted);
  if (was.length !== now.length) return redacted;
  return Object.fromEntries(
    now.map(([name, value], i) => {
      const [before, text] = was[i] as [string, string];
      return [name, mark(text, value, CREDENTIAL_HEADERS[before.toLowerCase()])];
    }),
  );
}

/** A form's text parts marked beside the originals. */
export const markedParts = (original: CanonicalPart[], redacted: CanonicalPart[], mark: Marker): CanonicalPart[] =>
  original.length !== redacted.length
    ? redacted
    : redacted.map((p, i) => {
        const before = original[i];
        return 'value' in p && before !== undefined && 'value' in before ? { ...p, value: mark(before.value, p.value) } : p;
      });
