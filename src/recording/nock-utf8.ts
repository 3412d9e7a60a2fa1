// nock decides whether a request body is text by decoding it as UTF-8 and encoding it back (lib/common.js,
// isUtf8Representable): for a 6 MB upload that is two 6 MB copies and a compare, about 35 ms of each replayed upload
// case (CPU profile of the six uploads). node:buffer's isUtf8 answers the same question without a copy: bytes
// survive the round trip exactly when they are valid UTF-8 (test/unit/recording/nock-utf8.test.ts holds the two
// equal). nock reads it from this module object at call time, like its timers (nock-timers.ts).
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';

type Test = (buffer: Buffer) => boolean;
interface NockCommon {
  isUtf8Representable: Test;
  roundTripUtf8?: Test;
}

const common = createRequire(import.meta.url)('nock/lib/common.js') as NockCommon;

// nock's module is one per process, this one may be evaluated once per test file: replace its test once.
if (common.roundTripUtf8 === undefined) {
  common.roundTripUtf8 = common.isUtf8Representable;
  common.isUtf8Representable = (buffer) => isUtf8(buffer);
}

/** nock's own test, kept for the equivalence test. */
export const roundTripUtf8: Test = common.roundTripUtf8;
