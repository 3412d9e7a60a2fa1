// Judging off the request's path: a finished exchange waits here, and one is handed to the judge per turn of the event
// loop (setImmediate), after the I/O of that turn. The forwarding path only offers: it never waits, never sees a judge
// fail, and when judging has fallen behind by `cap` exchanges the newest is dropped and counted, never the traffic slowed.
// A judge that answers with a promise (judging in another thread) keeps its exchange counted against the cap until it
// settles: what is handed over and not yet judged is behind as much as what waits here.
export interface JudgingCounts {
  /** Waiting to be judged, or handed to a judge that has not finished with it. */
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
  /** Hands everything still waiting to the judge, now (the proxy is closing); settles once every judging has. */
  flush(): Promise<void>;
}

export function judgingQueue<T>(cap: number, judge: (item: T) => void | PromiseLike<void>): JudgingQueue<T> {
  let items: T[] = [];
  let head = 0;
  let scheduled = false;
  /** Handed to the judge, its promise not settled. */
  let underWay = 0;
  const idle: (() => void)[] = [];
  const counts = { judged: 0, dropped: 0, failed: 0 };
  const waiting = () => items.length - head;

  const judged = (failed: boolean) => {
    counts.judged++;
    if (failed) counts.failed++;
  };
  const settled = (failed: boolean) => {
    underWay--;
    judged(failed);
    if (underWay === 0) for (const done of idle.splice(0)) done();
  };
  const judgeOne = (item: T) => {
    let result: void | PromiseLike<void>;
    try {
      result = judge(item);
    } catch {
      return judged(true);
    }
    if (result === undefined) return judged(false);
    underWay++;
    Promise.resolve(result).then(
      () => settled(false),
      () => settled(true),
    );
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
      if (waiting() + underWay >= cap) {
        counts.dropped++;
        return;
      }
      items.push(item);
      schedule();
    },
    counts: () => ({ queued: waiting() + underWay, ...counts }),
    flush() {
      for (let item = next(); item !== undefined; item = next()) judgeOne(item);
      return underWay === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
