import { createHash } from 'node:crypto';

// Fixed metadata, so a file's bytes do not depend on when it was made: dates from the statement, the id from its name.
export interface PdfInfo {
  title: string;
  /** Creation and modification date. */
  date: Date;
  /** The trailer's document id: 16 bytes, hex. */
  id: string;
}

export const PRODUCER = 'vts-conformance scripts/statements';

/** The day after the period ends, at midnight UTC; the id is the MD5 of the file's name. */
export const pdfInfo = (name: string, periodEnd: string, title: string): PdfInfo => ({
  title,
  date: new Date(Date.parse(`${periodEnd}T00:00:00Z`) + 86_400_000),
  id: createHash('md5').update(name).digest('hex'),
});
