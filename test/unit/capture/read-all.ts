// Reads a capture held in memory (a text or bytes) as the command reads a file, collecting what it yields and reports.
import { readCaptureBytes, type FileRead } from '../../../src/capture/read.js';
import type { CapturedExchange, UnreadableEntry } from '../../../src/capture/types.js';

export async function readAll(content: string | Uint8Array, file = 'capture.log', maxLineBytes?: number) {
  const unreadable: UnreadableEntry[] = [];
  const files: FileRead[] = [];
  const exchanges: CapturedExchange[] = [];
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  // Seven bytes at a time: every value is cut across chunks somewhere.
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
  }
  const options = { onUnreadable: (e: UnreadableEntry) => unreadable.push(e), onFileRead: (r: FileRead) => files.push(r) };
  for await (const exchange of readCaptureBytes(chunks(), file, { ...options, maxLineBytes })) exchanges.push(exchange);
  const read = files[0];
  if (!read) throw new Error('the reader did not report the file read');
  /** The exchange at an index, which the test expects to be there. */
  const at = (index: number): CapturedExchange => {
    const exchange = exchanges[index];
    if (!exchange) throw new Error(`no exchange ${index} among ${exchanges.length}`);
    return exchange;
  };
  return { exchanges, unreadable, read, at };
}

export const text = (bytes?: Uint8Array) => (bytes ? Buffer.from(bytes).toString('utf8') : undefined);

/** One JSON object a line. */
export const ndjson = (...lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
