// At most `max` tasks at once; the others wait their turn in order. The flow reads statements through one, so the
// statement bytes a sandbox holds at a time are bounded (MAX_CONCURRENT_READS × the 20 MB fetch cap).

export class Limiter {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.max) this.#active += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      const next = this.#waiting.shift();
      if (next === undefined) this.#active -= 1;
      else next();
    }
  }
}
