// Lines of a capture, split on \n (a \r before it dropped), each decoded as UTF-8 once whole. A line longer than the cap
// is not held: its bytes are dropped as they come and the line is reported over the cap.
export type Line = { n: number; text: string } | { n: number; over: true };

/** The longest line read: a 6 MB upload's body in base64 is 8 MB. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export async function* lines(chunks: AsyncIterable<Buffer>, maxBytes = MAX_LINE_BYTES): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let over = false;
  let n = 0;
  const line = (): Line => {
    n++;
    if (over) return { n, over: true };
    let text = Buffer.concat(parts, size).toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (n === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    return { n, text };
  };
  for await (const chunk of chunks) {
    for (let start = 0; start <= chunk.length;) {
      const newline = chunk.indexOf(0x0a, start);
      const piece = chunk.subarray(start, newline === -1 ? chunk.length : newline);
      if (!over && size + piece.length > maxBytes) over = true;
      if (over) parts = [];
      else if (piece.length > 0) parts.push(piece);
      size += piece.length;
      if (newline === -1) break;
      yield line();
      [parts, size, over, start] = [[], 0, false, newline + 1];
    }
  }
  if (size > 0 || over) yield line();
}
