// Captured traffic read as CapturedExchanges, one at a time, in the order of the files and of their entries. Each file's
// format is told from its content, gzip undone first: a HAR is one document whose root is `log`; anything else is one
// JSON object a line (or a top-level array of them), each line told apart by its keys. What cannot be read is counted
// through onUnreadable and the reading goes on.
import { VtsError } from '../base/errors.js';
import { captureFiles } from './files.js';
import { CHUNK_BYTES, fileChunks, peek, ungzipped } from './chunks.js';
import { fromHarEntry } from './har-entry.js';
import { type KnownValues, marksNonce, type Unmarker, unmarker } from './har-marks.js';
import { isRecord } from './headers.js';
import { jsonItems } from './json-items.js';
import { readLine } from './line-formats.js';
import { lines, MAX_LINE_BYTES } from './lines.js';
import { NotAnExchange } from './not-an-exchange.js';
import type { CaptureFormat, CapturedExchange, UnreadableEntry } from './types.js';

export { captureFiles } from './files.js';
export { bodyText } from './body.js';

/** What was read of one file, once it is read to its end. */
export interface FileRead {
  file: string;
  /** The formats its entries were in, in the order first seen (a gateway's log may mix them); none for an empty file. */
  formats: CaptureFormat[];
  exchanges: number;
  unreadable: number;
}

export interface ReadOptions {
  onUnreadable?: (entry: UnreadableEntry) => void;
  onFileRead?: (read: FileRead) => void;
  /** A line longer than this is unreadable; 64 MiB by default. */
  maxLineBytes?: number;
  /** What the marks of the proxy's HAR name, read back as those values (har-marks.ts). */
  known?: KnownValues;
}

/** A HAR's root is `{"log": …}` (HAR 1.2 gives it no other key); told on the first bytes, before any line is read. */
const HAR_START = /^\s*\{\s*"log"\s*:/;
const ARRAY_START = /^\s*\[/;

type Container = 'har' | 'array' | 'lines';

/** A file that opens an array is one array (an export of exchanges), unless its first line is a whole JSON value: then it
 * is lines, each a record or a batch of them (Kong's http-log sends a batch as an array). */
function containerOf(head: Buffer): Container {
  const start = head.toString('utf8').replace(/^\uFEFF/, '');
  if (HAR_START.test(start)) return 'har';
  if (!ARRAY_START.test(start)) return 'lines';
  const newline = start.indexOf('\n');
  return newline !== -1 && 'value' in parsed(start.slice(0, newline)) ? 'lines' : 'array';
}

export async function* readCaptures(paths: string[], options: ReadOptions = {}): AsyncGenerator<CapturedExchange> {
  for (const file of await captureFiles(paths)) yield* readCaptureFile(file, options);
}

export function readCaptureFile(file: string, options: ReadOptions = {}): AsyncGenerator<CapturedExchange> {
  return readCaptureBytes(openable(file), file, options);
}

/** A file that cannot be opened is the user's to fix, named; a read that fails later is an unreadable entry. */
async function* openable(file: string): AsyncGenerator<Buffer> {
  const chunks = fileChunks(file);
  let first;
  try {
    first = await chunks.next();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new VtsError('VTS_ERR_USAGE', `capture ${file} cannot be read (${code}): give a file you can read`);
  }
  if (!first.done) yield first.value;
  yield* chunks;
}

type Item = { n: number; value: unknown } | { n: number; problem: string };

/** The entries of a capture, whatever its container: a HAR's entries, a top-level array's items, or lines. */
async function* entries(container: Container, all: AsyncGenerator<Buffer>, maxLineBytes: number): AsyncGenerator<Item> {
  if (container === 'har') yield* jsonItems(all, 'log.entries');
  else if (container === 'array') yield* jsonItems(all, '');
  else
    for await (const line of lines(all, maxLineBytes)) {
      if ('over' in line) yield { n: line.n, problem: `a line over ${maxLineBytes} bytes` };
      else if (line.text.trim() !== '') yield { n: line.n, ...parsed(line.text) };
    }
}

function parsed(text: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    // JSON.parse's message quotes the text, which may hold a credential.
    return { problem: 'not JSON' };
  }
}

export async function* readCaptureBytes(
  chunks: AsyncIterable<Uint8Array>,
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<CapturedExchange> {
  const { head, all } = await peek(ungzipped(chunks), CHUNK_BYTES);
  const container = containerOf(head);
  const har = container === 'har';
  const nonce = har ? marksNonce(head.toString('utf8')) : undefined;
  const unmark = nonce === undefined ? undefined : unmarker(nonce, options.known ?? { profiles: [] });
  const read: FileRead = { file, formats: [], exchanges: 0, unreadable: 0 };
  const unreadable = (entry: number, problem: string) => {
    read.unreadable++;
    options.onUnreadable?.({ source: { file, entry }, problem });
  };
  let last = 0;
  try {
    for await (const item of entries(container, all, options.maxLineBytes ?? MAX_LINE_BYTES)) {
      last = item.n;
      if ('problem' in item) unreadable(item.n, item.problem);
      else
        for (const value of har || !Array.isArray(item.value) ? [item.value] : item.value) {
          const found = exchangeOf(value, har, { file, entry: item.n }, unmark);
          if (typeof found === 'string') unreadable(item.n, found);
          else {
            if (!read.formats.includes(found.format)) read.formats.push(found.format);
            read.exchanges++;
            yield found.exchange;
          }
        }
    }
  } catch (error) {
    if (error instanceof VtsError) throw error;
    unreadable(last + 1, `the file cannot be read past entry ${last}: ${(error as Error).message}`);
  }
  options.onFileRead?.(read);
}

/** The exchange an entry holds and its format, or why it holds none. */
function exchangeOf(
  value: unknown,
  har: boolean,
  source: CapturedExchange['source'],
  unmark?: Unmarker,
): { format: CaptureFormat; exchange: CapturedExchange } | string {
  try {
    if (har) return { format: 'har', exchange: fromHarEntry(value, source, unmark) };
    if (!isRecord(value)) return 'not a JSON object';
    return readLine(value, source);
  } catch (error) {
    if (error instanceof NotAnExchange) return error.message;
    // A value too deep to write back as text, say: named by its kind, never by its content.
    return `an entry that cannot be read (${(error as Error).name})`;
  }
}
