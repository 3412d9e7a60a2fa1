// Where the project's files are, relative to the package root; tests may redirect the writable ones.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const recordingsDir = (): string => process.env.VTS_RECORDINGS_DIR ?? join(ROOT, 'fixtures', 'recordings');
export const reportsDir = (): string => process.env.VTS_REPORTS_DIR ?? join(ROOT, 'reports');
export const targetsDir = (): string => join(ROOT, 'fixtures', 'targets');
