// The cases in flight at once on a live run: one limiter over the whole run (src/vitest-glue/live-schedule.ts). A case
// steps out of its slot while it waits for what is not a request of its own (a webhook event, a large answer's turn),
// so it holds back no case that could send; back, it goes before the cases not begun.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers, as read, that cases finished ahead of their test hold in all before no new case begins (a run of every rule
 * against the sandbox reads about 1 MB of answers in all). */
export const AHEAD_ANSWER_BYTES = 8 * 1024 * 1024;

/** A case's place in the queue: hurried (its test is reporting, and waits for it), it goes before every case not begun. */
export class Place {
  urgent = false;
  moveUp: (() => void) | undefined;
  hurry(): void {
    this.urgent = true;
    this.moveUp?.();
  }
}

export interface CaseSlots {
  /** Runs `work` once a slot is free, holding it (save while it waits away) until `work` ends. */
  run<T>(work: () => Promise<T>, place?: Place): Promise<T>;
  /** Slots held now, for tests and progress. */
  inFlight(): number;
  /** A case finished ahead of its test holds `bytes` of answers until the returned release (its test took it). */
  holdAhead(bytes: number): () => void;
}

interface Waiter {
  start(): void;
  place?: Place | undefined;
}

interface Limiter {
  take(back: boolean, place?: Place): Promise<void>;
  give(): void;
  park(by: number): void;
}

interface Holding {
  limiter: Limiter;
  holds: boolean;
}

const holding = new AsyncLocalStorage<Holding>();

export function caseSlots(limit: number): CaseSlots {
  const size = Math.max(1, limit);
  let free = size;
  // Cases away with an answer read but not yet parsed keep a slot from new cases (not from a hurried one): the answers
  // held stay within the concurrency.
  let parked = 0;
  // Answers of cases finished before their test: past AHEAD_ANSWER_BYTES only a hurried case begins.
  let ahead = 0;
  const fresh: Waiter[] = [];
  const returning: Waiter[] = [];
  const mayBegin = (w: Waiter | undefined) =>
    w !== undefined && ((free > parked && ahead < AHEAD_ANSWER_BYTES) || w.place?.urgent === true);
  const pump = () => {
    while (free > 0) {
      const next = returning.shift() ?? (mayBegin(fresh[0]) ? fresh.shift() : undefined);
      if (next === undefined) return;
      free -= 1;
      next.start();
    }
  };
  const limiter: Limiter = {
    take: (back, place) =>
      new Promise<void>((start) => {
        const waiter: Waiter = { start, place };
        if (back) returning.push(waiter);
        else {
          fresh.push(waiter);
          if (place)
            place.moveUp = () => {
              const at = fresh.indexOf(waiter);
              if (at > 0) fresh.unshift(...fresh.splice(at, 1));
              pump();
            };
        }
        pump();
      }),
    give() {
      free += 1;
      pump();
    },
    park(by) {
      parked += by;
      pump();
    },
  };
  return {
    async run(work, place) {
      await limiter.take(false, place);
      const held: Holding = { limiter, holds: true };
      try {
        return await holding.run(held, work);
      } finally {
        if (held.holds) limiter.give();
      }
    },
    inFlight: () => size - free,
    holdAhead(bytes) {
      ahead += bytes;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        ahead -= bytes;
        pump();
      };
    },
  };
}

/** Awaits `waiting` outside the current case's slot, when it holds one, and takes a slot again before going on.
 * `parks`: the case holds an answer's bytes meanwhile (case-slots counts them). */
export async function awayFromSlot<T>(waiting: Promise<T>, options: { parks?: boolean } = {}): Promise<T> {
  const held = holding.getStore();
  if (held === undefined || !held.holds) return waiting;
  held.holds = false;
  if (options.parks) held.limiter.park(1);
  held.limiter.give();
  try {
    return await waiting;
  } finally {
    if (options.parks) held.limiter.park(-1);
    await held.limiter.take(true);
    held.holds = true;
  }
}
