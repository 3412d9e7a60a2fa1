// A capture of any size is read in constant memory (issue 48): the first exchange arrives after the first chunks are
// read, not the whole file, and a consumer that stops pulling stops the reading. The captures are made chunk by chunk
// as the reader asks for them and counted, so nothing here holds a whole file either.
import { getDefaultHighWaterMark } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../../src/capture/chunks.js';
import { readCaptureBytes } from '../../../src/capture/read.js';

const ENTRIES = 50_000;
const PER_CHUNK = 10;
const CHUNKS = ENTRIES / PER_CHUNK;
const URL_ = 'https://api.vendor.example/v1/emailBasic';

const harEntry = (i: number) =>
  JSON.stringify({ request: { method: 'POST', url: `${URL_}?n=${i}`, headers: [] }, response: { status: 200 } });
const ndjsonLine = (i: number) => `${JSON.stringify({ method: 'POST', url: `${URL_}?n=${i}` })}\n`;

type Kind = 'har' | 'ndjson' | 'ndjson.gz';

/** The text of a chunk: ten entries. */
function chunkText(kind: Kind, chunk: number) {
  const numbers = Array.from({ length: PER_CHUNK }, (_, k) => chunk * PER_CHUNK + k);
  if (kind === 'har') return (chunk > 0 ? ',' : '') + numbers.map(harEntry).join(',');
  return numbers.map(ndjsonLine).join('');
}

/** A capture made as it is read: its chunks, and how many the reader has pulled. */
function capture(kind: Kind) {
  const pulled = { count: 0 };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    if (kind === 'har') yield Buffer.from('{"log":{"version":"1.2","entries":[');
    for (let chunk = 0; chunk < CHUNKS; chunk++) {
      pulled.count++;
      const text = chunkText(kind, chunk);
      // Each chunk its own gzip member: what a log rotated by appending holds.
      yield kind === 'ndjson.gz' ? gzipSync(text) : Buffer.from(text);
    }
    if (kind === 'har') yield Buffer.from(']}}');
  }
  return { chunks: chunks(), pulled };
}

/** Turns of the event loop in which a reader that reads ahead would read on. */
const idle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('streaming', () => {
  it.each(['har', 'ndjson', 'ndjson.gz'] as const)('reads a %s of 50,000 entries a few chunks at a time', async (kind) => {
    const { chunks, pulled } = capture(kind);
    const text = chunkText(kind, 1);
    // The reader looks at its first CHUNK_BYTES to tell the format; gunzip holds a stream's high-water mark on each side,
    // counted here in compressed chunks.
    const gzip = kind === 'ndjson.gz' ? Math.ceil((2 * getDefaultHighWaterMark(false)) / gzipSync(text).length) : 0;
    const bound = Math.ceil(CHUNK_BYTES / text.length) + gzip + 2;
    const exchanges = readCaptureBytes(chunks, `big.${kind}`);

    const first = await exchanges.next();
    expect(first.value).toMatchObject({ url: `${URL_}?n=0`, source: { entry: 1 } });
    expect(pulled.count).toBeLessThanOrEqual(bound);
    await idle();
    expect(pulled.count).toBeLessThanOrEqual(bound);

    let read = 1;
    let last = first.value;
    for await (const exchange of exchanges) [read, last] = [read + 1, exchange];
    expect(read).toBe(ENTRIES);
    expect(last).toMatchObject({ url: `${URL_}?n=${ENTRIES - 1}` });
    expect(pulled.count).toBe(CHUNKS);
  });
});
