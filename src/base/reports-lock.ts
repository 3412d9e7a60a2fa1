// One command at a time writes a reports folder: two runs on one folder would leave one run's verdicts.json beside a
// mix of both runs' cases.ndjson and Allure results, and a history of runs that never happened. The lock is
// proper-lockfile's: a folder whose time its holder renews, so one a dead process left is taken over once it is stale.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { VtsError } from './errors.js';
import { shownPath } from './paths.js';
import { ensureWritableFolder } from './writable-folder.js';

/** The lock, inside the folder it guards (proper-lockfile's default would put it beside, in the folder's parent). */
export const REPORTS_LOCK = '.run.lock';

/** A holder renews the lock every 5 s; one not renewed this long is a dead process's. Generous, so a main thread busy
 * rendering a large run's reports does not lose it. */
export const LOCK_STALE_MS = 30_000;

/** What the holder said it is doing: the run's IN-PROGRESS marker, when it has written it yet. */
function holder(dir: string): string {
  const marker = join(dir, 'IN-PROGRESS');
  const said = existsSync(marker) ? readFileSync(marker, 'utf8').split(';')[0]?.trim() : undefined;
  return said ? ` (${said})` : '';
}

/** The way out a busy folder's message names for a command that can write elsewhere. */
export const OWN_FOLDER = 'give this run a folder of its own: VTS_REPORTS_DIR=<dir>';

/** How often a holder renews its lock. */
export const LOCK_RENEW_MS = 5_000;

/** The folders whose lock this process took and lost, and why: a main thread stalled past LOCK_STALE_MS lets another
 * command take the lock as a dead one's, and what this process wrote after it would mix with that command's. */
const lost = new Map<string, string>();

/** Why this process no longer holds `dir`'s lock; undefined while it holds it, or never took it. */
export const lostReportsLock = (dir: string): string | undefined => lost.get(dir);

/** Checks `dir` can be written (`fix` says how) and takes it for this process; a folder another live process holds is an
 * error saying to wait, or `elsewhere`. Returns the release; the process's exit releases it too (short of SIGKILL). */
export function holdReportsFolder(dir: string, fix: string, elsewhere?: string): () => void {
  ensureWritableFolder(dir, fix);
  try {
    const release = lockfile.lockSync(dir, {
      lockfilePath: join(dir, REPORTS_LOCK),
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_RENEW_MS,
      // Lost (the lock renewed too late, and another command took it): the run goes on, but writes nothing more there.
      onCompromised: (err) =>
        lost.set(
          dir,
          `this process lost the lock of the reports folder ${shownPath(dir)} (${err.message}): another command took it ` +
            `as stale after this one did not renew it for ${LOCK_STALE_MS / 1000} s`,
        ),
    });
    lost.delete(dir);
    return () => {
      try {
        release();
      } catch {
        // Already released, or taken over as stale: nothing of this process's is left to remove.
      }
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    throw new VtsError(
      'VTS_ERR_REPORTS',
      `another command is writing the reports folder ${shownPath(dir)}${holder(dir)}: wait for it to end${elsewhere ? `, or ${elsewhere}` : ''}`,
    );
  }
}
