// A set that forgets its oldest entries past a capacity, so what a long-running sandbox remembers stays bounded.

export class BoundedSet<T> {
  readonly #items = new Set<T>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error(`BoundedSet capacity must be a positive integer, got ${capacity}`);
  }

  has(item: T): boolean {
    return this.#items.has(item);
  }

  /** Adds the item; when that passes the capacity, the oldest item added is forgotten (a Set keeps insertion order). */
  add(item: T): void {
    this.#items.add(item);
    if (this.#items.size > this.capacity) this.#items.delete(this.#items.values().next().value as T);
  }

  get size(): number {
    return this.#items.size;
  }
}
