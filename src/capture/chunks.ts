// A capture's bytes as chunks pulled one at a time: nothing is read ahead of the consumer beyond a stream's own buffer,
// so a file of any size is read in constant memory. Gzip is told by its magic bytes, not by the file's name.
import { createReadStream } from 'node:fs';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** The size of a read from disk: a slow consumer holds at most about this much of a file. */
export const CHUNK_BYTES = 64 * 1024;

export async function* fileChunks(file: string): AsyncGenerator<Buffer> {
  yield* createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>;
}

const asBuffer = (chunk: Uint8Array): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** The first `bytes` of the chunks (fewer at the end), and every chunk again from the start. A read that fails within
 * the first bytes fails `all` after the chunks before it, as it would have without the peek. */
export async function peek(
  chunks: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<{ head: Buffer; all: AsyncGenerator<Buffer> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  let done = false;
  let failed: { error: unknown } | undefined;
  while (size < bytes && !done && !failed) {
    const next = await iterator.next().catch((error: unknown) => ((failed = { error }), undefined));
    if (!next) break;
    if (next.done) done = true;
    else {
      taken.push(asBuffer(next.value));
      size += next.value.byteLength;
    }
  }
  async function* all(): AsyncGenerator<Buffer> {
    try {
      yield* taken.splice(0);
      if (failed) throw failed.error;
      for (let next = done ? undefined : await iterator.next(); next && !next.done; next = await iterator.next())
        yield asBuffer(next.value);
    } finally {
      await iterator.return?.();
    }
  }
  return { head: Buffer.concat(taken).subarray(0, bytes), all: all() };
}

/** The chunks with gzip undone when they start with its magic bytes (1f 8b); concatenated members are read in turn. */
export async function* ungzipped(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const { head, all } = await peek(chunks, 2);
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    yield* all;
    return;
  }
  const gunzip = createGunzip();
  // An error on either side destroys both, so it reaches the loop below; stopping the loop closes the file.
  pipeline(Readable.from(all, { highWaterMark: 1 }), gunzip, () => undefined);
  yield* gunzip as AsyncIterable<Buffer>;
}
