// What the proxy's HAR writes in place of a scrubbed value the harness knows: which known value it was, never the value.
// One grammar, written by src/proxy/har-marks.ts and read back here (docs/audit.md):
//   mark = "<" ("redacted" | "personal") "#" nonce ": " what ">"
//   what = "the team's " cred | "another " cred | "profile value " key | "keyed " digest
//   cred = "appId" | "appKey"     key = [A-Za-z0-9_.-]+     digest = 16 hex digits
// A secret no profile holds is named by its digest keyed with the team's appKey (keyedDigest): one who holds only the
// HAR cannot try values against it; audit, given the same key, tells it from the rules' own literals (a wrong password).
// The nonce is drawn for each HAR and named in its creator's comment: only a mark with that HAR's nonce is read, so a
// value a team sends that looks like a mark (or any other capture's) is read as the text it is.
import { createHmac } from 'node:crypto';
import { REDACTED } from '../redaction/placeholder.js';

/** The values a mark names: the team's credentials (VTS_APP_ID/VTS_APP_KEY) and the profiles' test values. */
export interface KnownValues {
  credentials?: { appId: string; appKey: string };
  /** Profiles' data in the order they are read: a key names the value of the first profile that holds it. */
  profiles: Record<string, string>[];
  /** The rules' own literal values (a wrong password): a keyed digest of a secret is read back as the one it matches. */
  literals?: string[];
}

/** A secret's digest keyed with the team's appKey, as a mark names it. */
export const keyedDigest = (appKey: string, value: string): string =>
  createHmac('sha256', appKey).update(value).digest('hex').slice(0, 16);

export type Credential = 'appId' | 'appKey';
export type MarkWhat = { team: Credential } | { another: Credential } | { profile: string } | { keyed: string };

export const MARK_CREATOR = 'vts-conformance proxy';
const NONCE = '[0-9a-f]{16}';
const KEY = /^[\w.-]{1,64}$/;

/** The comment the HAR's creator carries: it names the nonce its marks are written with. */
export const marksComment = (nonce: string): string =>
  `marks #${nonce}: a scrubbed value the harness knows is named, never written (docs/audit.md)`;

/** The nonce a HAR's opening names (its creator's comment); undefined for any HAR but the proxy's. */
export function marksNonce(head: string): string | undefined {
  const creator = new RegExp(`"creator":\\{"name":"${MARK_CREATOR}","version":"[^"]*","comment":"marks #(${NONCE}):`);
  return creator.exec(head.slice(0, 4096))?.[1];
}

/** A profile key the grammar can carry (profiles' keys are identifiers). */
export const markableKey = (key: string): boolean => KEY.test(key);

export function markText(nonce: string, secret: boolean, what: MarkWhat): string {
  const named =
    'team' in what
      ? `the team's ${what.team}`
      : 'another' in what
        ? `another ${what.another}`
        : 'keyed' in what
          ? `keyed ${what.keyed}`
          : `profile value ${what.profile}`;
  return `<${secret ? 'redacted' : 'personal'}#${nonce}: ${named}>`;
}

/** The value of the first profile holding `key`. */
export const profileValue = (profiles: readonly Record<string, string>[], key: string): string | undefined =>
  profiles.find((p) => Object.hasOwn(p, key))?.[key];

/** How a HAR's texts are read back: `value`, a header's or a form field's; `body`, a JSON text's strings. */
export interface Unmarker {
  value(text: string): string;
  body(text: string): string;
}

/** A whole mark of this HAR's becomes the value it names, when known here; a credential of another pair stays its mark
 * (it is no value of the team's); a known value not known here is "<redacted>" (sent, its value unknown). */
export function unmarker(nonce: string, known: KnownValues): Unmarker {
  const mark = new RegExp(
    `^<(?:redacted|personal)#${nonce}: (?:the team's (appId|appKey)|another (?:appId|appKey)|profile value ([\\w.-]{1,64})|keyed (${NONCE}))>$`,
  );
  const appKey = known.credentials?.appKey;
  const literals = new Map(appKey === undefined ? [] : (known.literals ?? []).map((l) => [keyedDigest(appKey, l), l]));
  const value = (text: string): string => {
    const m = mark.exec(text);
    if (m === null) return text;
    if (m[1] !== undefined) return known.credentials?.[m[1] as Credential] ?? REDACTED;
    if (m[2] !== undefined) return profileValue(known.profiles, m[2]) ?? REDACTED;
    if (m[3] !== undefined) return literals.get(m[3]) ?? REDACTED;
    return text;
  };
  const body = (text: string): string => {
    if (!text.includes(`#${nonce}: `)) return text;
    try {
      return JSON.stringify(unmarkedJson(JSON.parse(text), value));
    } catch {
      return text;
    }
  };
  return { value, body };
}

/** Every string of a JSON value through `read` (keys are never marks). */
function unmarkedJson(value: unknown, read: (text: string) => string): unknown {
  if (typeof value === 'string') return read(value);
  if (Array.isArray(value)) return value.map((v) => unmarkedJson(v, read));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, { value: unmarkedJson(v, read), enumerable: true, writable: true, configurable: true });
  return out;
}
