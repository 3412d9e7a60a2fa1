// RFC 6901 pointers: how violations and rules address a place in a body.
/** A key as one token of a pointer: `~` and `/` escaped (RFC 6901 § 3). */
export const escapeToken = (key: string): string =>
  key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
export const unescapeToken = (token: string): string =>
  token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;

// A case reads each marked place twice (what it must not leak, then the report's view), and the places of one operation's
// answers repeat from case to case: a pointer is split once. The tokens are shared: never change them.
const split = new Map<string, readonly string[]>();

export function tokensOf(pointer: string): readonly string[] {
  let tokens = split.get(pointer);
  if (tokens === undefined) {
    if (split.size >= 100_000) split.clear();
    split.set(pointer, (tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken)));
  }
  return tokens;
}

/** The value at `pointer`, or `undefined` with `found: false` when any step is missing. */
export function lookup(value: unknown, pointer: string): { found: boolean; value: unknown } {
  let current: unknown = value;
  for (const token of tokensOf(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, token))
      return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[token];
  }
  return { found: true, value: current };
}
