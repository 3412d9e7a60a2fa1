// The lines `vts init` makes sure the team's .gitignore holds: the credentials, the reports (they carry the vendor's
// answers), and the live profile (its test data may name people; the nightly workflow writes it from a secret).
import { INIT_FOLDERS } from './config.js';

export const GITIGNORE_LINES = ['.env', `${INIT_FOLDERS.reports}/`, INIT_FOLDERS.profile];

/** The lines of `wanted` that `text` (a .gitignore) lacks, compared as git reads them: trimmed, one leading slash optional. */
export function missingLines(text: string, wanted: readonly string[] = GITIGNORE_LINES): string[] {
  const had = new Set(text.split(/\r?\n/).map((line) => line.trim().replace(/^\//, '')));
  return wanted.filter((line) => !had.has(line));
}

/** `text` with `lines` appended, its own lines kept as they are. */
export function appended(text: string, lines: readonly string[]): string {
  const gap = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${gap}${lines.map((line) => `${line}\n`).join('')}`;
}
