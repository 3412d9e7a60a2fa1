// What a HAR holds of an uploaded file the proxy did not keep: its size and sha256, in the param's value. The proxy
// writes it and the HAR reader reads it back, so audit still tells a test file, or a committed statement, by its digest.
import type { CanonicalFilePart } from '../model/types.js';

const NOTE = /^\(file not kept: (\d+) bytes, sha256 ([0-9a-f]{64})\)$/;

/** The value of a HAR file param standing for a file not kept. */
export const fileNote = (size: number, sha256: string): string => `(file not kept: ${size} bytes, sha256 ${sha256})`;

/** The size and sha256 a file param's value notes; undefined for any other value (a file's content as HAR 1.2 has it). */
export function readFileNote(value: unknown): Pick<CanonicalFilePart, 'size' | 'sha256'> | undefined {
  const m = typeof value === 'string' ? NOTE.exec(value) : null;
  return m === null ? undefined : { size: Number(m[1]), sha256: m[2] as string };
}
