// Where the project's files are: the package's own (ROOT) and the team's folder (homeDir()); tests may redirect the
// writable ones.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written into the compiled copy of src/ the commands run from, under node_modules/.cache (bin/compiled.mjs). */
declare const VTS_COMPILED_ROOT: string | undefined;
/** Written into the published package's dist/ (scripts/build-dist.mjs): the way from a module up to the package. */
declare const PACKAGE_ROOT_FROM_HERE: string | undefined;

const here = dirname(fileURLToPath(import.meta.url));

/** The package root: spec, schemas, suites, contract, sandbox, the committed inputs and the bundled recordings. */
export const ROOT =
  typeof VTS_COMPILED_ROOT === 'string'
    ? VTS_COMPILED_ROOT
    : join(here, typeof PACKAGE_ROOT_FROM_HERE === 'string' ? PACKAGE_ROOT_FROM_HERE : join('..', '..'));

/** Running from the published package's compiled dist/ (an install), not from this repository's sources. */
export const PACKAGED = typeof PACKAGE_ROOT_FROM_HERE === 'string';

/** The team's folder: where vts.config.json lies (the CLI sets VTS_HOME), else the package root. */
export const homeDir = (): string => process.env.VTS_HOME?.trim() || ROOT;

export const recordingsDir = (): string => process.env.VTS_RECORDINGS_DIR ?? join(ROOT, 'fixtures', 'recordings');
export const reportsDir = (): string => process.env.VTS_REPORTS_DIR ?? join(PACKAGED ? homeDir() : ROOT, 'reports');
export const targetsDir = (): string => join(ROOT, 'fixtures', 'targets');

/** Where the harness keeps what it can build again: the team's node_modules/.cache, never inside an installed package;
 * the system's temporary folder where the team has none. */
export function cacheDir(): string {
  const home = homeDir();
  const modules = join(home, 'node_modules');
  const own = home === ROOT && !PACKAGED;
  if (own || (home !== ROOT && existsSync(modules))) return join(modules, '.cache', 'vts-conformance');
  return join(tmpdir(), 'vts-conformance-cache');
}

/** A path as a reader sees it: relative to the working directory when under it, else as it is (a "../../tmp" names
 * nothing the reader can see). */
export function shownPath(path: string, from: string = process.cwd()): string {
  const rel = relative(from, path);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
