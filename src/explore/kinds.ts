// The kind of a value a field is given, as the documents can speak of it: missing, of another type, empty, below the
// minimum, outside the enum, malformed... A documented rule's change and a generated one are read by this one function,
// so "the documents refuse this kind of change to this field" carries from the rule to the generated request.
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type ajvFormats from 'ajv-formats';
import { fakerFor } from '../base/faker-for.js';
import type { Value } from '../model/edits.js';
import { isRef } from '../rules/build.js';
import type { Field } from './fields.js';
import { writingOf } from './written.js';

const require = createRequire(import.meta.url);
let formats: Ajv2020 | undefined;
/** A validator per format, compiled once: Ajv caches a schema by its object, so one built per value is compiled anew
 * and kept for good (audit reads a kind per exchange: its memory grew with the capture). */
const byFormat = new Map<string, (s: string) => boolean>();

/** ajv-formats' reading of a format (`email`, `uri`, `date`), the one the response schemas are checked with. */
function hasFormat(format: string, s: string): boolean {
  let validate = byFormat.get(format);
  if (validate === undefined) {
    if (formats === undefined) {
      const { Ajv2020 } = require('ajv/dist/2020.js') as { Ajv2020: new (o: object) => Ajv2020 };
      formats = new Ajv2020({ strict: false });
      (require('ajv-formats') as typeof ajvFormats).default(formats);
    }
    const compiled = formats.compile({ type: 'string', format });
    byFormat.set(format, (validate = (x) => compiled(x) === true));
  }
  return validate(s);
}

// A faker value's kind is that of what it makes: read from one fixed draw.
const sampler = fakerFor(0, 'explore.kinds');
function sample(ref: Extract<Value, { $: 'faker' }>): unknown {
  const [module, method] = ref.call.split('.') as [string, string];
  const fn = (sampler as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[module]?.[method];
  const v = fn === undefined ? '' : fn(...(ref.args ?? []));
  const text = ref.format === undefined ? v : ref.format.replace('%s', String(v));
  return ref.as === 'number' ? Number(text) : text;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

function ofNumber(field: Field, v: unknown): string {
  if (typeof v === 'string') return v === '' ? 'empty' : NUMERIC.test(v) ? 'numeric-text' : 'type';
  if (typeof v !== 'number') return 'type';
  if (field.type === 'integer' && !Number.isInteger(v)) return 'fraction';
  if (field.minimum !== undefined && v < field.minimum) return 'below-min';
  if (field.maximum !== undefined && v > field.maximum) return 'above-max';
  return 'in-range';
}

function ofString(field: Field, v: unknown): string {
  if (typeof v !== 'string') return 'type';
  if (field.enum !== undefined) return field.enum.includes(v) ? 'enum' : 'not-in-enum';
  if (v === '') return 'empty';
  if (v.trim() === '') return 'blank';
  if (field.format !== undefined) return hasFormat(field.format, v) ? 'well-formed' : 'malformed';
  if (field.pattern !== undefined) return new RegExp(field.pattern, 'u').test(v) ? 'well-formed' : 'malformed';
  // Free text: the documents speak of no kind of it, only of the values their rules send.
  return `value:${JSON.stringify(v)}`;
}

function ofArray(v: unknown): string {
  if (!Array.isArray(v)) return 'type';
  if (v.length === 0) return 'array-empty';
  return v.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x)) ? 'items' : 'item-type';
}

/** The kind of `value` (undefined: the field is left out) in `field`. */
export function kindOf(field: Field, value: Value | undefined): string {
  if (value === undefined) return 'missing';
  if (isRef(value)) {
    switch (value.$) {
      case 'faker':
        return kindOf(field, sample(value) as Value);
      case 'file':
        return value.bytes === 'empty' ? 'zero-byte' : value.bytes === 'wrong-magic' ? 'wrong-magic' : `file:${value.key}`;
      case 'data':
        return `data:${value.key}${value.format ? `:${value.format}` : ''}`;
      case 'statementUrl':
        return `statement:${value.name}`;
      default:
        return value.$;
    }
  }
  if (value === null) return 'null';
  if (field.type === 'file') return 'text-for-file';
  if (field.type === 'integer' || field.type === 'number') return ofNumber(field, value);
  if (field.type === 'array') return ofArray(value);
  if (field.type === 'object') return typeof value === 'object' && !Array.isArray(value) ? 'object' : 'type';
  if (field.type === 'boolean') return typeof value === 'boolean' ? 'boolean' : 'type';
  return ofString(field, value);
}

/** Shrinking cuts a text this short a character at a time: one longer that still shows a finding needs its length. */
export const SHORT_TEXT = 16;

/** How free text is written, where the documents give it no kind: what a finding on it is grouped by. */
function textForm(field: Field, s: string): string {
  if (field.carries !== undefined) return writingOf(field.carries, s);
  if ([...s].length > SHORT_TEXT) return 'long';
  if (/\p{C}/u.test(s)) return 'control';
  if (/[^\x20-\x7e]/.test(s)) return 'non-ascii';
  return /^\d+$/.test(s) ? 'digits' : 'text';
}

/** The kind of `value` in `field`, free text named by how it is written (`fraction`, `flag-case`, `long`) rather than by
 * the value itself: what generated values and findings are grouped by. */
export function formOf(field: Field, value: Value | undefined): string {
  const kind = kindOf(field, value);
  return kind.startsWith('value:') && typeof value === 'string' ? textForm(field, value) : kind;
}
