// A map that forgets its oldest entries past a capacity (and, when given, past a total weight), so what the flow
// remembers (jobs, subscriptions) stays bounded.

export interface Weighing<V> {
  /** The weight of one value (the jobs: the characters of their details as JSON). */
  readonly weigh: (value: V) => number;
  readonly maxWeight: number;
}

export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    readonly capacity: number,
    readonly weighing?: Weighing<V>,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error(`BoundedMap capacity must be a positive integer, got ${capacity}`);
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Sets the value as the newest entry (an existing key moves to the end); past a bound the oldest are forgotten. */
  add(key: K, value: V): void {
    this.#remove(key);
    this.#set(key, value);
  }

  /** Changes the value of a key still held, keeping its place; a forgotten key stays forgotten. */
  update(key: K, value: V): void {
    if (this.#entries.has(key)) this.#set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The total weight held (0 without weighing). */
  get weight(): number {
    return this.#weight;
  }

  #set(key: K, value: V): void {
    const weight = this.weighing?.weigh(value) ?? 0;
    this.#weight += weight - (this.#entries.get(key)?.weight ?? 0);
    this.#entries.set(key, { value, weight });
    // The oldest go first; the entry just set stays, even alone over the weight (it is the one asked for next).
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity && this.#weight <= (this.weighing?.maxWeight ?? Infinity)) return;
      if (oldest !== key) this.#remove(oldest);
    }
  }

  #remove(key: K): void {
    this.#weight -= this.#entries.get(key)?.weight ?? 0;
    this.#entries.delete(key);
  }
}
