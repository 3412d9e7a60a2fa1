// What the per-operation schema tests share: copies of a sample body with one change, and one-line verdicts on it.
import { expect } from 'vitest';
import { validateAgainst, validateResponse } from '../../../src/validators/registry.js';

export type Body = Record<string, unknown>;

export const clone = <T>(v: T): T => structuredClone(v);

/** A copy of `body` with the value at the dotted path replaced (or removed when `value` is undefined). */
export function mutate(body: Body, path: string, value: unknown): Body {
  const out = clone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = out;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return out;
}

/** A copy of `body` with a top-level field moved to another name. */
export const rename = (body: Body, from: string, to: string): Body => {
  const out = clone(body);
  out[to] = out[from];
  delete out[from];
  return out;
};

/** Some documented variant of that operation and status accepts the body. */
export const conforms = (op: string, status: number, body: unknown): boolean =>
  validateResponse(op, status, body).some((r) => r.errors.length === 0);
export const ok = (id: string, body: unknown) => expect(validateAgainst(id, body)).toEqual([]);
export const bad = (id: string, body: unknown) => expect(validateAgainst(id, body)).not.toEqual([]);
