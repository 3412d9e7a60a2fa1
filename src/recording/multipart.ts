// Multipart bodies are recorded and matched as a boundary-free list of parts: the boundary changes on every request.
import { sha256Of as sha256 } from '../base/digest.js';
import type { CanonicalFilePart, CanonicalPart, CanonicalTextPart, Part } from '../model/types.js';
import { matchesRedacted } from '../redaction/placeholder.js';

export type { CanonicalFilePart, CanonicalPart, CanonicalTextPart };

// The canonical form is the wire form fetch (undici) writes, so parts parsed off the wire and parts built from the
// harness's Part[] compare equal: line breaks become CRLF, and names escape CR, LF and '"' as %0D, %0A, %22.
const crlf = (s: string) => s.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n');
const escapeName = (s: string) => crlf(s).replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/** The canonical list for the parts the harness sends, in order. */
export function partsOf(parts: Part[]): CanonicalPart[] {
  return parts.map((p) =>
    'value' in p
      ? { name: escapeName(p.name), value: crlf(p.value) }
      : {
          name: escapeName(p.name),
          filename: escapeName(p.filename),
          type: p.type || 'application/octet-stream',
          size: p.data.byteLength,
          sha256: sha256(p.data),
        },
  );
}

// What canonicalParts reads off the body fetch writes, without writing it: FormData's well-formed strings, CRLF breaks,
// escaped names, a Blob's type lower-cased (or dropped), an empty file name sent as text, quoted values read back by
// param(). test/unit/recording/wire-parts.test.ts holds it equal to canonicalParts of fetch's own body.
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');
const wireLines = (s: string) => s.replace(/\r?\n|\r/g, '\r\n');
const wireEscape = (s: string) => s.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
const blobType = (type: string) => (/[^\x20-\x7e]/.test(type) ? '' : type.toLowerCase());

/** The canonical list a replay matches: the parts as they would be read off the wire, file bytes by their digest. */
export function wireParts(parts: Part[]): CanonicalPart[] {
  return parts.map((p) => {
    const line = `Content-Disposition: form-data; name="${wireEscape(wireLines(wellFormed(p.name)))}"`;
    const disposition = dispositionOf(line);
    if ('value' in p) return { name: param(disposition, 'name') ?? '', value: wireLines(wellFormed(p.value)) };
    const filename = wellFormed(p.filename);
    const withFile = dispositionOf(filename === '' ? line : `${line}; filename="${wireEscape(filename)}"`);
    const name = param(withFile, 'name') ?? '';
    const readName = param(withFile, 'filename');
    if (readName === undefined) return { name, value: Buffer.from(p.data).toString('utf8') };
    const type = (blobType(p.type) || 'application/octet-stream').trim();
    return { name, filename: readName, type, size: p.data.byteLength, sha256: sha256(p.data) };
  });
}

/** A body as bytes, or as UTF-8 text, or as hex when the bytes are not UTF-8 (as nock handed a body over); a multipart
 * body starts with "--" ("2d2d" in hex), so the first two characters tell which. */
export function bodyBytes(raw: Buffer | string): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  return raw.startsWith('--') ? Buffer.from(raw, 'utf8') : Buffer.from(raw, 'hex');
}

/** A part's Content-Disposition as its headers are read: to the end of the line, where a U+2028 or U+2029 in a name
 * ends it too (a regular expression's line). */
const dispositionOf = (headers: string): string => /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';

/** A Content-Disposition parameter, quoted (with backslash escapes) or bare; `name` never matches inside `filename`. */
function param(headers: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${key}=("(?:[^"\\\\]|\\\\.)*"|[^;\\r\\n]*)`, 'i').exec(headers);
  if (m?.[1] === undefined) return undefined;
  const v = m[1].trim();
  return v.startsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

/** One part of a form as it came: its name, file name and type when it is a file, and its bytes. */
interface RawPart {
  name: string;
  filename?: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body's parts, in order: the delimiter read from the first line (no boundary needed), CRLF or
 * bare LF, up to `--boundary--`. A body that is not multipart gives []. */
function rawParts(raw: Buffer | string): RawPart[] {
  const buf = bodyBytes(raw);
  const firstEol = buf.indexOf('\n');
  if (firstEol < 0 || buf[0] !== 0x2d || buf[1] !== 0x2d) return [];
  const eol = buf[firstEol - 1] === 0x0d ? '\r\n' : '\n';
  const delimiter = buf.subarray(0, firstEol - (eol.length - 1));
  const separator = Buffer.concat([Buffer.from(eol), delimiter]);
  const blank = Buffer.from(eol + eol);
  const parts: RawPart[] = [];
  let pos = firstEol + 1;
  for (;;) {
    const end = buf.indexOf(separator, pos);
    if (end < 0) break;
    const part = buf.subarray(pos, end);
    const split = part.indexOf(blank);
    const headers = (split < 0 ? part : part.subarray(0, split)).toString('utf8');
    const content = split < 0 ? Buffer.alloc(0) : part.subarray(split + blank.length);
    const disposition = dispositionOf(headers);
    const filename = param(disposition, 'filename');
    const type = /^content-type:\s*(.*?)\s*$/im.exec(headers)?.[1] ?? 'text/plain';
    parts.push({ name: param(disposition, 'name') ?? '', ...(filename === undefined ? {} : { filename }), type, content });
    const after = end + separator.length;
    if (buf[after] === 0x2d && buf[after + 1] === 0x2d) break;
    pos = buf.indexOf('\n', after) + 1;
    if (pos === 0) break;
  }
  return parts;
}

/** The canonical list of a form read off the wire (recordings, the replay's match). */
export const canonicalParts = (raw: Buffer | string): CanonicalPart[] =>
  rawParts(raw).map(({ name, filename, type, content }) =>
    filename === undefined
      ? { name, value: content.toString('utf8') }
      : { name, filename, type, size: content.length, sha256: sha256(content) },
  );

/** A form read off the wire as the harness's own parts, files with their bytes (a captured upload, judged by audit). */
export const formParts = (raw: Buffer): Part[] =>
  rawParts(raw).map(({ name, filename, type, content }) =>
    filename === undefined ? { name, value: content.toString('utf8') } : { name, filename, type, data: content },
  );

const isFile = (p: CanonicalPart): p is CanonicalFilePart => 'sha256' in p;

function samePart(expected: CanonicalPart, actual: CanonicalPart): boolean {
  if (expected.name !== actual.name) return false;
  if (isFile(expected) || isFile(actual)) {
    if (!isFile(expected) || !isFile(actual)) return false;
    const e = expected;
    const a = actual;
    return e.filename === a.filename && e.type === a.type && e.size === a.size && e.sha256 === a.sha256;
  }
  return matchesRedacted(expected.value, actual.value);
}

/** Whether a form's parts are the recorded ones, position by position: the order is part of what is sent (a server may
 * take the first of two same-named parts). Text values compare as recorded (stand-ins, "<redacted>" meaning any
 * non-empty value): redact the actual parts first. */
export const sameParts = (expected: CanonicalPart[], actual: CanonicalPart[]): boolean =>
  actual.length === expected.length && expected.every((e, i) => samePart(e, actual[i] as CanonicalPart));
