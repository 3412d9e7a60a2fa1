// Format-preserving stand-ins for personal data: built from the value's shape only, never from what it says.
const DIGITS = '9876543210';
/** Images are bytes, not a format: their stand-in keeps only the first characters (a data-URL or URL prefix). */
const IMAGE_KEEP = 64;

// Digits become a fixed sequence by rank (the first 9: no leading zero), upper-case letters 'X', other letters 'x';
// punctuation, spaces, '@' and dots are kept, so an email stays an email. A stand-in of a stand-in is itself, which lets
// the replay matcher redact a live request and compare it with the recording.
export function standIn(value: string, kind?: string): string {
  return NOT_ASCII.test(value) ? anyStandIn(value, kind) : asciiStandIn(kind === 'image' ? value.slice(0, IMAGE_KEEP) : value);
}

// Most values are ASCII (a statement's thousands of narrations and account numbers): their characters' classes are
// known by range, without a Unicode property test per character (test/unit/redaction/stand-in.test.ts holds the two
// ways to each other).
const NOT_ASCII = /[\u0080-\uffff]/;

function asciiStandIn(value: string): string {
  let out = '';
  let rank = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    out += c >= 48 && c <= 57 ? DIGITS[rank++ % DIGITS.length] : c >= 65 && c <= 90 ? 'X' : c >= 97 && c <= 122 ? 'x' : value[i];
  }
  return out;
}

/** Any script: each character's class by its Unicode properties. */
export function anyStandIn(value: string, kind?: string): string {
  const chars = kind === 'image' ? [...value].slice(0, IMAGE_KEEP) : [...value];
  let rank = 0;
  return chars
    .map((ch) => {
      if (/\p{Nd}/u.test(ch)) return DIGITS[rank++ % DIGITS.length];
      if (/[\p{Lu}\p{Lt}]/u.test(ch)) return 'X';
      if (/[\p{L}\p{M}]/u.test(ch)) return 'x';
      return ch;
    })
    .join('');
}

/** A number's stand-in stays a number when it can (an account number sent as a JSON number). */
export function standInNumber(value: number, kind?: string): number | string {
  const s = standIn(String(value), kind);
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}
