// What the proxy saw of one exchange, made into a CapturedExchange when judging asks (off the forwarding path): the
// chunks joined, a compressed answer decoded as a HAR export holds it (its headers kept as they came).
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { CapturedExchange } from '../capture/types.js';
import type { BodyTee } from './body-tee.js';
import { capturedHeaders } from './headers.js';

export interface Seen {
  n: number;
  startedAt: Date;
  method: string;
  url: string;
  requestHeaders: readonly string[];
  requestBody: BodyTee;
  response?: { status: number; headers: readonly string[]; body: BodyTee };
  durationMs: number;
}

const DECODERS: Record<string, (b: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The answer's bytes as sent, with its content codings undone (last applied first); undefined when one is unknown or
 * the bytes do not decode: nothing of the body can then be judged. */
function decoded(body: Buffer, encoding: string | undefined): Buffer | undefined {
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  try {
    return codings.reduceRight<Buffer>((bytes, coding) => {
      const decode = DECODERS[coding];
      if (decode === undefined) throw new Error(`unknown content coding ${coding}`);
      return decode(bytes);
    }, body);
  } catch {
    return undefined;
  }
}

export function capturedOf(seen: Seen): CapturedExchange {
  const requestBody = seen.requestBody.bytes();
  const exchange: CapturedExchange = {
    startedAt: seen.startedAt.toISOString(),
    method: seen.method,
    url: seen.url,
    request: { headers: capturedHeaders(seen.requestHeaders), ...(requestBody === undefined ? {} : { body: requestBody }) },
    durationMs: seen.durationMs,
    source: { file: 'proxy', entry: seen.n },
  };
  if (seen.response === undefined) return exchange;
  const headers = capturedHeaders(seen.response.headers);
  const raw = seen.response.body.bytes();
  const body = raw && decoded(raw, headers['content-encoding']);
  const omitted = seen.response.body.over || (raw !== undefined && body === undefined);
  exchange.response = {
    status: seen.response.status,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(omitted ? { bodyOmitted: true as const } : {}),
  };
  return exchange;
}
