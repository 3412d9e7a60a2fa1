// The shape of a JSON body: every place it has, `*` standing for every array index, with the types and scalar values
// seen there. Arrays are compared by the union of their items' places, so a longer or shorter list is no difference.
import { escapeToken, unescapeToken } from '../base/json-pointer.js';

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
export type Scalar = string | number | boolean | null;

export interface Place {
  types: Set<JsonType>;
  /** Every distinct scalar seen at the place (over all items of the arrays above it). */
  values: Set<Scalar>;
}
export type Shape = Map<string, Place>;

/** JSON's types; an integer is a number (3.9 → 4 is a changed value, not a changed type). */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number' || typeof value === 'boolean') return typeof value as 'number' | 'boolean';
  return 'string';
}

/** The pointer one level up; undefined for the whole body. */
export const parentOf = (pointer: string): string | undefined =>
  pointer.includes('/') ? pointer.slice(0, pointer.lastIndexOf('/')) : undefined;

/** The last key of a pointer, unescaped. */
export const keyOf = (pointer: string): string => unescapeToken(pointer.slice(pointer.lastIndexOf('/') + 1));

/** Every pointer above `pointer`, nearest first ('' last). */
export function* ancestorsOf(pointer: string): Generator<string> {
  for (let p = parentOf(pointer); p !== undefined; p = parentOf(p)) yield p;
}

function collect(value: unknown, pointer: string, shape: Shape): void {
  let place = shape.get(pointer);
  if (place === undefined) shape.set(pointer, (place = { types: new Set(), values: new Set() }));
  const type = jsonTypeOf(value);
  place.types.add(type);
  if (type === 'array') for (const item of value as unknown[]) collect(item, `${pointer}/*`, shape);
  else if (type === 'object')
    for (const [key, child] of Object.entries(value as Record<string, unknown>))
      collect(child, `${pointer}/${escapeToken(key)}`, shape);
  else place.values.add(value as Scalar);
}

const cache = new WeakMap<object, Shape>();

/** The body's shape; computed once per body object. Any value has one: a text body is a string at ''. */
export function shapeOf(body: unknown): Shape {
  const key = body !== null && typeof body === 'object' ? body : undefined;
  const known = key && cache.get(key);
  if (known) return known;
  const shape: Shape = new Map();
  if (body !== undefined) collect(body, '', shape);
  if (key) cache.set(key, shape);
  return shape;
}

/** Adds every place of `from` to `into`. */
export function mergeShape(into: Shape, from: Shape): void {
  for (const [pointer, place] of from) {
    const target = into.get(pointer);
    if (target === undefined) into.set(pointer, { types: new Set(place.types), values: new Set(place.values) });
    else {
      for (const t of place.types) target.types.add(t);
      for (const v of place.values) target.values.add(v);
    }
  }
}

/** Every value at a shape pointer (each `*` expanding to every item), in document order. */
export function valuesAt(body: unknown, pointer: string): unknown[] {
  let current: unknown[] = [body];
  for (const token of pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken)) {
    const next: unknown[] = [];
    for (const v of current) {
      if (token === '*' && Array.isArray(v)) next.push(...v);
      else if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, token))
        next.push((v as Record<string, unknown>)[token]);
    }
    current = next;
  }
  return current;
}

/** A concrete pointer (an Ajv instancePath) in shape form: every array index becomes `*`. */
export function starred(body: unknown, pointer: string): string {
  let current: unknown = body;
  let out = '';
  for (const token of pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken)) {
    const isIndex = Array.isArray(current);
    out += `/${isIndex ? '*' : escapeToken(token)}`;
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[token] : undefined;
  }
  return out;
}

/** A value short enough for a report line: scalars as they are, small objects whole, big ones by their size. */
export function sample(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const text = JSON.stringify(value);
  if (text.length <= 200) return value;
  return Array.isArray(value) ? `an array of ${value.length} items` : `an object of ${Object.keys(value).length} keys`;
}
