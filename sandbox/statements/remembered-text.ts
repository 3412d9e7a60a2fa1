// The text of the PDFs read last, by SHA-256 and password: a statement sent again (a harness run sends each several
// times, with different text parts) is not read again. Bounded by entries and by text runs held, oldest out first; a
// read in progress is shared, and a read that fails is not remembered.
import { createHash } from 'node:crypto';
import { type ExtractedPdf, extractText } from './extract.js';

/** At most this many PDFs' text, and this many text runs in all (a 50-page statement has about 15,000). */
export const REMEMBERED_PDFS = 32;
export const REMEMBERED_RUNS = 100_000;

const remembered = new Map<string, Promise<ExtractedPdf>>();
const runs = new Map<string, number>();

function evict(): void {
  let held = [...runs.values()].reduce((a, b) => a + b, 0);
  for (const key of remembered.keys()) {
    if (remembered.size <= REMEMBERED_PDFS && held <= REMEMBERED_RUNS) return;
    held -= runs.get(key) ?? 0;
    remembered.delete(key);
    runs.delete(key);
  }
}

export function rememberedText(bytes: Uint8Array, password: string | undefined, maxPages: number): Promise<ExtractedPdf> {
  const key = `${createHash('sha256').update(bytes).digest('hex')}:${maxPages}:${password ?? ''}:${password === undefined}`;
  const known = remembered.get(key);
  if (known !== undefined) {
    // Most recently used last: the map's order is the eviction order.
    remembered.delete(key);
    remembered.set(key, known);
    return known;
  }
  const reading = extractText(bytes, password, maxPages);
  remembered.set(key, reading);
  reading.then(
    (text) => {
      if (remembered.get(key) !== reading) return;
      runs.set(key, text.items.length);
      evict();
    },
    () => {
      if (remembered.get(key) === reading) remembered.delete(key);
    },
  );
  evict();
  return reading;
}
