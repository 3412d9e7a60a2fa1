// Redacting one body or one form: marks first, then every secret and marked value scrubbed throughout.
// The replay matcher runs these over a live request, so it compares like for like with the recording.
import type { CanonicalPart } from '../model/types.js';
import { fieldMarks, type Marks, marked, markedValue, type Side } from './marks.js';
import { REDACTED } from './placeholder.js';
import { createScrubber, merged, type Replacements, type Scrubber } from './scrubber.js';

export interface RedactOptions {
  /** Known secret values (the credentials sent), scrubbed wherever they appear. */
  secrets: string[];
  /** Where the schema marks secret or personal values in a body. */
  marks: Marks;
}

export const secretTable = (secrets: string[]): Replacements =>
  new Map(secrets.filter((s) => s.length > 0).map((s) => [s, REDACTED]));

/** A body redacted as the recording's was: marks, then every secret and marked value scrubbed throughout. */
export function redactBody(side: Side, status: number | undefined, body: unknown, options: RedactOptions): unknown {
  const found: Replacements = new Map();
  const m = marked({ side, status }, body, options.marks, found);
  return m.finish(createScrubber(merged(secretTable(options.secrets), found)).value(m.value));
}

/** Text values by their marks; `found` learns what each marked value became. */
export function markParts(parts: CanonicalPart[], marks: Marks, found: Replacements): CanonicalPart[] {
  const byName = fieldMarks(parts, marks);
  return parts.map((p) => {
    const mark = byName.get(p.name);
    return 'value' in p && mark !== undefined ? { ...p, value: markedValue(p.value, mark, found) as string } : p;
  });
}

/** Scrubs what a person or a key could be in: names, text values and file names; never a file's hash or size. */
export function scrubParts(parts: CanonicalPart[], scrubber: Scrubber): CanonicalPart[] {
  const { text } = scrubber;
  return parts.map((p) =>
    'value' in p ? { name: text(p.name), value: text(p.value) } : { ...p, name: text(p.name), filename: text(p.filename) },
  );
}

/** A form's parts redacted as the recording's were: text values by their marks, then the secrets scrubbed. */
export function redactParts(parts: CanonicalPart[], options: RedactOptions): CanonicalPart[] {
  const found: Replacements = new Map();
  const out = markParts(parts, options.marks, found);
  return scrubParts(out, createScrubber(merged(secretTable(options.secrets), found)));
}
