// nock decides whether a request body is text by decoding it as UTF-8 and encoding it back (lib/common.js,
// isUtf8Representable): for a 6 MB upload, two 6 MB copies and a compare. node:buffer's isUtf8 answers the same
// question without a copy: bytes survive the round trip exactly when they are valid UTF-8
// (test/unit/recording/nock-utf8.test.ts holds the two equal). nock reads it from this module object at call time, like
// its timers (nock-timers.ts).
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import { sep } from 'node:path';

type Test = (buffer: Buffer) => boolean;
interface NockCommon {
  isUtf8Representable: Test;
  roundTripUtf8?: Test;
  /** The last body found not to be text (see bytesBehind). */
  lastBinary?: Buffer;
}

const common = createRequire(import.meta.url)('nock/lib/common.js') as NockCommon;

/** Where nock asks about a request's body, then hex-encodes it for the matchers alone. */
const ROUTER = `nock${sep}lib${sep}intercepted_request_router.js`;
/** What the router's matchers get instead of the hex: bytesBehind() gives the bytes back. */
const SHORT = 'vts: the binary request body nock tested last';

// nock's module is one per process, this one may be evaluated once per test file: replace its test once.
if (common.roundTripUtf8 === undefined) {
  common.roundTripUtf8 = common.isUtf8Representable;
  common.isUtf8Representable = (buffer) => {
    const text = isUtf8(buffer);
    common.lastBinary = text ? undefined : buffer;
    if (!text && calledFrom(ROUTER)) handOverShort(buffer);
    return text;
  };
}

/** Whether a frame of the current stack is in `file`, read from the call sites: a stack formatted as text would run
 * every installed stack handler (the bundle's parses its source map). */
function calledFrom(file: string): boolean {
  const prepare = Error.prepareStackTrace;
  Error.prepareStackTrace = (_, sites) => sites;
  try {
    const sites = new Error().stack as unknown as NodeJS.CallSite[];
    return sites.some((site) => site.getFileName()?.endsWith(file) === true);
  } finally {
    Error.prepareStackTrace = prepare;
  }
}

/** Only the form matchers read a body's hex (bytesBehind), so nock gets a short stand-in from this buffer instead of
 * 24 MB of hex for a 6 MB upload (its "no match" error then quotes the stand-in). */
function handOverShort(buffer: Buffer): void {
  Object.defineProperty(buffer, 'toString', {
    configurable: true,
    value: (encoding?: BufferEncoding, ...range: number[]) =>
      encoding === 'hex' && range.length === 0 ? SHORT : Buffer.prototype.toString.call(buffer, encoding, ...range),
  });
}

/** The bytes behind a body nock hands a matcher: the stand-in above, or the hex of the body nock last asked about, so
 * an upload is never decoded from its hex. Any other string is returned as it is. */
export function bytesBehind(body: string): Buffer | string {
  const last = common.lastBinary;
  return last !== undefined && (body === SHORT || last.length * 2 === body.length) ? last : body;
}

/** nock's own test, kept for the equivalence test. */
export const roundTripUtf8: Test = common.roundTripUtf8;
