// The formats written one JSON object a line, told apart by their keys, line by line: a gateway's log may mix them.
import { fromKongLine, isKongLine } from './kong-line.js';
import { fromNdjsonLine, isNdjsonLine } from './ndjson-line.js';
import { fromNginxLine, isNginxLine } from './nginx-line.js';
import { NotAnExchange } from './not-an-exchange.js';
import type { CaptureFormat, CapturedExchange } from './types.js';

type LineFormat = {
  format: CaptureFormat;
  is: (line: Record<string, unknown>) => boolean;
  read: (line: Record<string, unknown>, source: CapturedExchange['source']) => CapturedExchange;
};

/** In the order asked: audit's own shape has `method` and `url` at the top, which neither gateway writes there. */
const LINE_FORMATS: LineFormat[] = [
  { format: 'ndjson', is: isNdjsonLine, read: fromNdjsonLine },
  { format: 'kong', is: isKongLine, read: fromKongLine },
  { format: 'nginx', is: isNginxLine, read: fromNginxLine },
];

export const UNKNOWN_KEYS =
  'keys of no format audit reads (NDJSON: method and url; Kong: request and started_at; Nginx: request_method)';

/** The line's format and the exchange it holds; throws NotAnExchange when it is none or cannot be read. */
export function readLine(
  line: Record<string, unknown>,
  source: CapturedExchange['source'],
): { format: CaptureFormat; exchange: CapturedExchange } {
  const found = LINE_FORMATS.find((candidate) => candidate.is(line));
  if (!found) throw new NotAnExchange(UNKNOWN_KEYS);
  return { format: found.format, exchange: found.read(line, source) };
}
