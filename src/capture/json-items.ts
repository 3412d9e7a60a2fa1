// The items of one JSON array in a document of any size, one at a time: a HAR's `log.entries`, or a top-level array
// (an export of exchanges, a batch of Kong's). stream-json's tokenizer is fed chunk by chunk and only the item being
// built is held, so a 2 GB HAR is read in constant memory.
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import fun from 'stream-chain/fun.js';
import { getManyValues, none } from 'stream-chain/core';

type Step = (chunk: Buffer | typeof none) => unknown;

/** Each item of the array at `path` (dot-separated keys; '' for a top-level array) with its 1-based number. */
export async function* jsonItems(chunks: AsyncIterable<Buffer>, path: string): AsyncGenerator<{ n: number; value: unknown }> {
  const stages = path
    ? [parser({ streamValues: false }), pick({ filter: path }), streamArray()]
    : [parser({ streamValues: false }), streamArray()];
  const step = (fun as (...fns: unknown[]) => Step)(...stages);
  const items = async (chunk: Buffer | typeof none) => {
    const out = await step(chunk);
    return getManyValues(out as Parameters<typeof getManyValues>[0]) as { key: number; value: unknown }[];
  };
  for await (const chunk of chunks) for (const { key, value } of await items(chunk)) yield { n: key + 1, value };
  for (const { key, value } of await items(none)) yield { n: key + 1, value };
}
