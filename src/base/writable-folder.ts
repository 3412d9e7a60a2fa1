// A folder a command will write, tried before it starts: a file in its place, a file on its path or a folder the user
// may not write would otherwise fail deep in the run (a rename of allure-results, the IN-PROGRESS marker) as a stack trace.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shownPath } from './paths.js';
import { VtsError } from './errors.js';

/** What each failure means for the folder, in the words a user needs. */
const MEANING: Readonly<Record<string, string>> = {
  EEXIST: 'it is a file',
  ENOTDIR: 'a part of its path is a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'a read-only file system',
  ENOSPC: 'no space left on the device',
};

/** Makes `dir` and writes and removes a file in it: an actual write, which permission bits alone do not predict. */
export function ensureWritableFolder(dir: string, fix: string): void {
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const what = MEANING[code] ?? (err as Error).message;
    throw new VtsError('VTS_ERR_REPORTS', `cannot write the reports folder ${shownPath(dir)} (${what}): ${fix}`);
  }
}
