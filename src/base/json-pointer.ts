// RFC 6901 pointers: how violations and rules address a place in a body.
/** A key as one token of a pointer: `~` and `/` escaped (RFC 6901 § 3). */
export const escapeToken = (key: string): string =>
  key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
export const unescapeToken = (token: string): string =>
  token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;

export const tokensOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken));

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
