// A copy of a body as it streams through, for judging: the chunks are kept as they came (no copy on the way) up to a
// cap, and joined only when judging asks, off the forwarding path.
export const DEFAULT_BODY_CAP = 16 * 1024 * 1024;

export class BodyTee {
  private chunks: Buffer[] = [];
  private size = 0;
  /** The body passed the cap: none of it is kept, and judging is told so. */
  over = false;

  constructor(private readonly cap: number) {}

  readonly take = (chunk: Buffer): void => {
    if (this.over) return;
    this.size += chunk.length;
    if (this.size > this.cap) {
      this.over = true;
      this.chunks = [];
    } else this.chunks.push(chunk);
  };

  /** The bytes seen; undefined when none came or the cap was passed. */
  bytes(): Buffer | undefined {
    return this.over || this.size === 0 ? undefined : Buffer.concat(this.chunks, this.size);
  }
}
