// The sha256 of bytes the harness holds. One upload (a 6 MB sized file, a statement) is hashed by several parts of a
// case (the replay match, the report's view, the statement's facts) and by several cases: once per bytes object here.
// Bytes read or built are never changed afterwards (a rule that alters a file makes new bytes).
import { createHash } from 'node:crypto';

const known = new WeakMap<Uint8Array, string>();

export function sha256Of(bytes: Uint8Array): string {
  let hex = known.get(bytes);
  if (hex === undefined) known.set(bytes, (hex = createHash('sha256').update(bytes).digest('hex')));
  return hex;
}
