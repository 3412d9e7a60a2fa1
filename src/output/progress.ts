// Progress of a long run (live, a large sandbox run): every few seconds one line with the cases done, the rate, the time
// left and the failures so far. A run shorter than the first interval (the offline gate) prints none.
export interface ProgressOptions {
  /** Cases the run will judge; unknown for a shard (vitest splits the files). */
  total?: number;
  out: (line: string) => void;
  everyMs?: number;
  now?: () => number;
}

const duration = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

export class Progress {
  private done = 0;
  private failing = 0;
  private readonly started: number;
  private last: number;
  private readonly now: () => number;
  private readonly everyMs: number;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? (() => performance.now());
    this.everyMs = options.everyMs ?? 10_000;
    this.started = this.now();
    this.last = this.started;
  }

  /** One case finished; prints a line when the interval has passed since the last one. */
  caseDone(failed: boolean): void {
    this.done += 1;
    if (failed) this.failing += 1;
    const now = this.now();
    if (now - this.last < this.everyMs) return;
    this.last = now;
    this.options.out(this.line(now));
  }

  line(now = this.now()): string {
    const elapsed = now - this.started;
    const rate = elapsed > 0 ? (this.done * 1000) / elapsed : 0;
    const { total } = this.options;
    const left =
      total !== undefined && rate > 0 && total > this.done ? `, about ${duration(((total - this.done) / rate) * 1000)} left` : '';
    const failing = this.failing > 0 ? `, ${this.failing} failing so far` : '';
    return `progress: ${this.done}${total === undefined ? '' : `/${total}`} cases, ${rate.toFixed(1)} cases/s${left}${failing}`;
  }
}
