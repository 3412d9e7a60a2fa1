// A copy of a body as it streams through, for judging, up to a cap. A body of a declared length (a 6 MB upload) is
// copied chunk by chunk into one buffer of its own as it comes: no 6 MB join holds up the forwarding thread at the end,
// and the buffer moves to the judging thread whole. A body of no declared length keeps its chunks, joined when asked.
export const DEFAULT_BODY_CAP = 16 * 1024 * 1024;

export class BodyTee {
  private chunks: Buffer[] = [];
  private whole: Buffer | undefined;
  private size = 0;
  /** The body passed the cap: none of it is kept, and judging is told so. */
  over = false;

  /** `declared`: the body's Content-Length, when it gave one. */
  constructor(
    private readonly cap: number,
    private readonly declared?: number,
  ) {}

  readonly take = (chunk: Buffer): void => {
    if (this.over) return;
    const end = this.size + chunk.length;
    if (end > this.cap) {
      this.over = true;
      this.chunks = [];
      this.whole = undefined;
      return;
    }
    if (this.declared !== undefined && this.declared <= this.cap && end <= this.declared) {
      // Outside Node's pool: the judging thread can be given it whole.
      this.whole ??= Buffer.allocUnsafeSlow(this.declared);
      chunk.copy(this.whole, this.size);
    } else {
      // Longer than it declared (Node's parser lets none through): the copy so far becomes a chunk like the others.
      if (this.whole !== undefined) this.chunks.push(this.whole.subarray(0, this.size));
      this.whole = undefined;
      this.chunks.push(chunk);
    }
    this.size = end;
  };

  /** The bytes seen; undefined when none came or the cap was passed. */
  bytes(): Buffer | undefined {
    if (this.over || this.size === 0) return undefined;
    if (this.whole !== undefined) return this.size === this.whole.length ? this.whole : this.whole.subarray(0, this.size);
    return Buffer.concat(this.chunks, this.size);
  }
}
