// The one placeholder for a secret, and what it means when a live request is matched against a recording:
// "present, any non-empty value".
export const REDACTED = '<redacted>';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Equal, except that each recorded "<redacted>" stands for a non-empty run of anything, so "Bearer <redacted>" matches
 * whatever credential the replay sends. */
export function matchesRedacted(recorded: string, actual: string): boolean {
  if (!recorded.includes(REDACTED)) return recorded === actual;
  const pattern = recorded.split(REDACTED).map(escapeRegExp).join('.+');
  return new RegExp(`^${pattern}$`, 's').test(actual);
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Deep equality of a recorded JSON value and an actual (already redacted) one, with "<redacted>" as above. */
export function conforms(recorded: unknown, actual: unknown): boolean {
  if (recorded === REDACTED) return present(actual);
  if (typeof recorded === 'string') return typeof actual === 'string' && matchesRedacted(recorded, actual);
  if (Array.isArray(recorded))
    return Array.isArray(actual) && actual.length === recorded.length && recorded.every((r, i) => conforms(r, actual[i]));
  if (recorded !== null && typeof recorded === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const r = recorded as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const keys = Object.keys(r);
    return keys.length === Object.keys(a).length && keys.every((k) => Object.hasOwn(a, k) && conforms(r[k], a[k]));
  }
  return recorded === actual;
}
