// A vendor keeps one webhook subscription per appId, the latest replacing the earlier (the documents' Subscribe webhook;
// the sandbox does the same). Each vitest worker has its own receiver, so two flow cases running at once in two workers
// would each subscribe their own receiver and one would lose its events to the other (seen: webhookEvent.parsed.delivered
// waited 60 s while parseBankStatement's month cases ran in the other worker). The flow cases of one target and appId
// therefore take turns, across the workers (threads of one process, or processes) through a lock file of
// proper-lockfile in the temporary folder, held from the case's subscription to its last event. The cases of one
// receiver share a turn (receiving.ts): they subscribe the same URL, so they may run at once.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A holder that stops refreshing the lock (its thread died) loses it after this long. */
const STALE_MS = 30_000;
const POLL_MS = 25;

/** Waits for the turn of `key` (at most `maxWaitMs`), then returns what gives it back. */
export async function takeTurn(key: string, maxWaitMs: number): Promise<() => Promise<void>> {
  // Imported here: a replay takes no turn, and proper-lockfile (with graceful-fs) cost each worker 14 ms to load.
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
