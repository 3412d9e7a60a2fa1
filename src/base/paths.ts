// Where the project's files are, relative to the package root; tests may redirect the writable ones.
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written into the compiled copy of src/ the commands run from, under node_modules/.cache (bin/compiled.mjs). */
declare const VTS_COMPILED_ROOT: string | undefined;

/** The package root. */
export const ROOT =
  typeof VTS_COMPILED_ROOT === 'string' ? VTS_COMPILED_ROOT : join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const recordingsDir = (): string => process.env.VTS_RECORDINGS_DIR ?? join(ROOT, 'fixtures', 'recordings');
export const reportsDir = (): string => process.env.VTS_REPORTS_DIR ?? join(ROOT, 'reports');
export const targetsDir = (): string => join(ROOT, 'fixtures', 'targets');

/**
 * A path as a person reads it in a message: relative to the working directory when it lies under it, else as it is
 * (a "../../tmp/run" climbs out of where the reader stands and names nothing they can see).
 */
export function shownPath(path: string, from: string = process.cwd()): string {
  const rel = relative(from, path);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
