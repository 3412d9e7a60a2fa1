// The sha256 of bytes the harness holds. One upload (a 6 MB sized file, a statement) is hashed by several parts of a
// case (the replay match, the report's view, the statement's facts) and by several cases: once per bytes object here.
// Bytes read or built are never changed afterwards (a rule that alters a file makes new bytes).
import { createHash } from 'node:crypto';

const known = new WeakMap<Uint8Array, string>();

// Large bytes hashed before, by length. A file part parsed off the wire (the replay's match of an upload) is a new
// object each time, but equal to the file the harness sent: comparing 6 MB takes about 1 ms, hashing them about 20.
const LARGE = 64 * 1024;
const largeBySize = new Map<number, WeakRef<Uint8Array>[]>();

function equalKnown(bytes: Uint8Array): string | undefined {
  for (const ref of largeBySize.get(bytes.byteLength) ?? []) {
    const other = ref.deref();
    if (other !== undefined && Buffer.compare(other, bytes) === 0) return known.get(other);
  }
  return undefined;
}

/** Records the hash of bytes whose hash is already known (bytes read from a cache named by it). */
export function knownSha256(bytes: Uint8Array, hex: string): void {
  known.set(bytes, hex);
  if (bytes.byteLength < LARGE) return;
  const refs = (largeBySize.get(bytes.byteLength) ?? []).filter((ref) => ref.deref() !== undefined);
  largeBySize.set(bytes.byteLength, [...refs, new WeakRef(bytes)]);
}

export function sha256Of(bytes: Uint8Array): string {
  let hex = known.get(bytes);
  if (hex !== undefined) return hex;
  hex = (bytes.byteLength >= LARGE ? equalKnown(bytes) : undefined) ?? createHash('sha256').update(bytes).digest('hex');
  knownSha256(bytes, hex);
  return hex;
}
