// --rate <n>/min: requests to one origin are spaced 60/n seconds apart, every attempt counted (retries too), so no
// minute ever holds more than n of them, whatever window the vendor counts in. A request waits for its turn; how many
// are in flight at once stays the run's concurrency.

export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const MINUTE = 60_000;

export class HostPace {
  /** The next free slot of each origin, in the clock's milliseconds. */
  private readonly next = new Map<string, number>();
  readonly intervalMs: number;

  constructor(
    readonly perMinute: number,
    private readonly clock: PaceClock = REAL_CLOCK,
  ) {
    if (!(Number.isInteger(perMinute) && perMinute > 0))
      throw new RangeError(`a pace is a positive integer a minute, got ${perMinute}`);
    this.intervalMs = MINUTE / perMinute;
  }

  /** Waits for the next slot of `origin` and returns how long it waited. The slot is taken before the wait, so requests
   * asking at once go in the order they asked, one interval apart. */
  async turn(origin: string): Promise<number> {
    const now = this.clock.now();
    const slot = Math.max(now, this.next.get(origin) ?? now);
    this.next.set(origin, slot + this.intervalMs);
    const wait = slot - now;
    if (wait > 0) await this.clock.sleep(wait);
    return wait;
  }
}

// One per rate and worker: every client of a live run (one worker, every suite) shares its hosts' slots.
const shared = new Map<number, HostPace>();

export function sharedPace(perMinute: number): HostPace {
  let pace = shared.get(perMinute);
  if (pace === undefined) shared.set(perMinute, (pace = new HostPace(perMinute)));
  return pace;
}
