// A vendor keeps one webhook subscription per appId, the latest replacing the earlier (the documents' Subscribe webhook),
// and each vitest worker has its own receiver: flow cases in two workers at once would steal each other's events. So the
// flow cases of one target and appId take turns across workers through a lock file (proper-lockfile, in the temporary
// folder), held from the subscription to the last event; the cases of one receiver share a turn (receiving.ts).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A holder that stops refreshing the lock (its thread died) loses it after this long. */
const STALE_MS = 30_000;
const POLL_MS = 25;

/** Waits for the turn of `key` (at most `maxWaitMs`), then returns what gives it back. */
export async function takeTurn(key: string, maxWaitMs: number): Promise<() => Promise<void>> {
  // Imported here: a replay takes no turn, and need not load proper-lockfile.
  const { default: lockfile } = await import('proper-lockfile');
  const path = join(tmpdir(), `vts-flow-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`);
  const until = Date.now() + maxWaitMs;
  for (;;) {
    try {
      // realpath: false, so the file itself need not exist; a compromised lock (a stalled holder) is only given back.
      const release = await lockfile.lock(path, { realpath: false, stale: STALE_MS, onCompromised: () => undefined });
      return async () => {
        await release().catch(() => undefined);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      if (Date.now() > until)
        throw new Error(
          `another flow case of this run held the webhook subscription for over ${Math.round(maxWaitMs / 1000)} s (lock ${path})`,
        );
      await sleep(POLL_MS);
    }
  }
}
