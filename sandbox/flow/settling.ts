// The parse runs still going (processing, then the event's delivery with its retries), per transactionId, so a caller
// in the same process can learn when a transactionId's event has gone out or never will: a test that waits for an
// event a fault never sends ends its wait then, not at its timeout. Holds only the runs in flight.
export class Settling {
  readonly #runs = new Map<string, { count: number; waiters: (() => void)[] }>();

  /** Counts the run as in flight for the transactionId until it ends (it never rejects: process.ts). */
  track(transactionId: string, run: Promise<void>): void {
    const entry = this.#runs.get(transactionId) ?? { count: 0, waiters: [] };
    entry.count += 1;
    this.#runs.set(transactionId, entry);
    void run.finally(() => {
      entry.count -= 1;
      if (entry.count > 0) return;
      this.#runs.delete(transactionId);
      for (const waiter of entry.waiters) waiter();
    });
  }

  /** Resolves once no run of the transactionId is in flight (at once for one never seen, or long over). */
  settled(transactionId: string): Promise<void> {
    const entry = this.#runs.get(transactionId);
    if (entry === undefined) return Promise.resolve();
    return new Promise((resolve) => entry.waiters.push(resolve));
  }
}
