// The lines `vts init` makes sure the team's .gitignore holds: the credentials, the reports (they carry the vendor's
// answers), and the live profile (its test data may name people; the nightly workflow writes it from a secret).
import { INIT_FOLDERS } from './config.js';

export const GITIGNORE_LINES = ['.env', `${INIT_FOLDERS.reports}/`, INIT_FOLDERS.profile];

/** A line as compared: trimmed, without the leading slash (anchoring) or the trailing one (a folder's mark). */
const bare = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');

/** The lines of `wanted` that `text` (a .gitignore) lacks: `/.env` and `vts-reports` count as `.env` and `vts-reports/`. */
export function missingLines(text: string, wanted: readonly string[] = GITIGNORE_LINES): string[] {
  const had = new Set(text.split(/\r?\n/).map(bare));
  return wanted.filter((line) => !had.has(bare(line)));
}

/** `text` with `lines` appended, its own lines kept as they are. */
export function appended(text: string, lines: readonly string[]): string {
  const gap = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${gap}${lines.map((line) => `${line}\n`).join('')}`;
}
