// Judging off the request's path: a finished exchange waits here, and one is judged per turn of the event loop
// (setImmediate), after the I/O of that turn. The forwarding path only offers: it never waits, never sees a judge
// fail, and when judging has fallen behind by `cap` exchanges the newest is dropped and counted, never the traffic slowed.
export interface JudgingCounts {
  /** Waiting to be judged. */
  queued: number;
  judged: number;
  /** Dropped because judging fell behind (the queue was full). */
  dropped: number;
  /** The judge threw or its promise rejected: counted, never passed on. */
  failed: number;
}

export interface JudgingQueue<T> {
  offer(item: T): void;
  counts(): JudgingCounts;
  /** Judges everything still waiting, now (the proxy is closing). */
  flush(): void;
}

export function judgingQueue<T>(cap: number, judge: (item: T) => void | PromiseLike<void>): JudgingQueue<T> {
  let items: T[] = [];
  let head = 0;
  let scheduled = false;
  const counts = { judged: 0, dropped: 0, failed: 0 };
  const waiting = () => items.length - head;

  const judgeOne = (item: T) => {
    counts.judged++;
    try {
      const result = judge(item);
      if (result !== undefined) Promise.resolve(result).catch(() => counts.failed++);
    } catch {
      counts.failed++;
    }
  };
  const next = (): T | undefined => {
    if (head === items.length) return undefined;
    const item = items[head] as T;
    // The judged ones are let go in batches: a shift per item would move the whole queue each time.
    if (++head >= 1024 && head * 2 >= items.length) {
      items = items.slice(head);
      head = 0;
    }
    return item;
  };
  const turn = () => {
    scheduled = false;
    const item = next();
    if (item !== undefined) judgeOne(item);
    if (waiting() > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };

  return {
    offer(item) {
      if (waiting() >= cap) {
        counts.dropped++;
        return;
      }
      items.push(item);
      schedule();
    },
    counts: () => ({ queued: waiting(), ...counts }),
    flush() {
      for (let item = next(); item !== undefined; item = next()) judgeOne(item);
    },
  };
}
