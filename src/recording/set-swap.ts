// How a staged recording set replaces the one in use (src/recording/promote.ts builds it): a folder by two renames, a
// set behind a symbolic link by renaming a new link over the old one. A failed swap leaves the old set in use.
import { readlinkSync, realpathSync, type renameSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { VtsError } from '../base/errors.js';
import { stemOf } from './set-leftovers.js';

/** Two renames: the set aside, the staged copy in; a failed second puts the first back. */
export function swapFolder(target: string, staging: string, rename: typeof renameSync): void {
  const backup = join(dirname(target), `.${basename(target)}-old-${process.pid}`);
  const hadTarget = existsSync(target);
  if (hadTarget) rename(target, backup);
  try {
    rename(staging, target);
  } catch (err) {
    if (hadTarget) rename(backup, target);
    rmSync(staging, { recursive: true, force: true });
    throw new VtsError('VTS_ERR_PROMOTE', `promoting failed, the old set is back in place: ${(err as Error).message}`);
  }
  rmSync(backup, { recursive: true, force: true });
}

/** `20261127T122405123Z`: the new folder's name says when it was promoted, and sorts. */
const stamp = () => new Date().toISOString().replace(/[-:.]/g, '');

/** A set behind a link: the staged copy becomes `<stem>.<time>` beside it and a new link is renamed over the old one
 * (rename(2) replaces a link atomically), so a reader sees the old set or the new, never none. */
export function swapLink(link: string, staging: string, rename: typeof renameSync): void {
  const old = realpathSync(link);
  const fresh = join(dirname(old), `${stemOf(old)}.${stamp()}`);
  const temp = join(dirname(link), `.${basename(link)}-link-${process.pid}`);
  const text = readlinkSync(link);
  try {
    rename(staging, fresh);
    symlinkSync(isAbsolute(text) ? fresh : relative(realpathSync(dirname(link)), fresh), temp);
    rename(temp, link);
  } catch (err) {
    for (const path of [temp, staging, fresh]) rmSync(path, { recursive: true, force: true });
    throw new VtsError('VTS_ERR_PROMOTE', `promoting failed, the old set is still in place: ${(err as Error).message}`);
  }
  const aside = join(dirname(old), `.${stemOf(old)}-old-${process.pid}`);
  rename(old, aside);
  rmSync(aside, { recursive: true, force: true });
}
