// A folder of a previous run (its ~700 Allure files) would be unlinked in the main thread before the run can start. It
// is moved aside instead (one rename) and removed while the run goes on; what a run killed before the removal ended
// leaves aside, the next one removes.
import { readdirSync, renameSync, rm } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const ASIDE = '.removing-';

/** Whether a name in a folder is one moved aside for removal (listings skip them). */
export const isAside = (name: string): boolean => name.startsWith(ASIDE);

/** Moves `path` aside, then removes it and whatever else lies aside next to it; nothing when it does not exist. */
export function removeLater(path: string): void {
  const parent = dirname(path);
  try {
    renameSync(path, join(parent, `${ASIDE}${basename(path)}-${process.pid}-${Date.now()}`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  // Another run removing the same ones at once is no failure: force.
  for (const name of readdirSync(parent).filter(isAside)) rm(join(parent, name), { recursive: true, force: true }, () => {});
}
