// A probe named so it can be made again: `<operation>#<n>` (the n-th probe of the seed), and after shrinking the moves
// it kept, the smaller values it gave them and the fields it left out:
// `bankStatementAnalysis#3 keep=0 value=0:"0.5" drop=part:password`. What a reproduce line passes.
import { VtsError } from '../base/errors.js';
import type { Value } from '../model/edits.js';
import { isOperationId, type OperationId } from '../model/operations.js';
import { fieldKey, fieldsOf } from './fields.js';
import { probeAt, probeOf } from './generate.js';
import { withValue } from './move-value.js';
import { edit } from './moves.js';
import type { Move, Probe } from './types.js';

export interface ProbeSpec {
  operation: OperationId;
  n: number;
  /** Indexes of the generated probe's moves it keeps (all when absent). */
  keep?: number[];
  /** Fields of the valid request it leaves out (`body:merchantId`, `part:password`). */
  drop?: string[];
  /** A kept move's smaller value, by the move's number: it sets its field to this instead. */
  values?: Record<number, Value>;
}

// A value is JSON with blanks, `%` and invisible characters percent-encoded: one word of the line, read as it was sent.
const encoded = (v: Value): string => (JSON.stringify(v) as string).replace(/[\s%\p{C}\p{Z}]/gu, (c) => encodeURIComponent(c));
const decoded = (s: string): Value => JSON.parse(decodeURIComponent(s)) as Value;

export const specText = (s: ProbeSpec): string =>
  [
    `${s.operation}#${s.n}`,
    ...(s.keep ? [`keep=${s.keep.join(',') || '-'}`] : []),
    ...Object.entries(s.values ?? {}).map(([i, v]) => `value=${i}:${encoded(v)}`),
    ...(s.drop && s.drop.length > 0 ? [`drop=${s.drop.join(',')}`] : []),
  ].join(' ');

const usage = (text: string, why: string) =>
  new VtsError(
    'VTS_ERR_USAGE',
    `--reproduce "${text}": ${why} (copy the line a finding printed: <operation>#<n> [keep=<i,…>] [value=<i>:<json>] [drop=<field,…>])`,
  );

export function parseSpec(text: string): ProbeSpec {
  const [head = '', ...rest] = text.trim().split(/\s+/);
  const m = /^(\w+)#(\d+)$/.exec(head);
  if (!m || !isOperationId(m[1] as string)) throw usage(text, `"${head}" is no <operation>#<n>`);
  const spec: ProbeSpec = { operation: m[1] as OperationId, n: Number(m[2]) };
  for (const part of rest) {
    const eq = part.indexOf('=');
    const [key, value] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    if (value === '') throw usage(text, `"${part}" has no value`);
    if (key === 'keep') spec.keep = value === '-' ? [] : value.split(',').map(Number);
    else if (key === 'drop') spec.drop = value.split(',').filter(Boolean);
    else if (key === 'value') spec.values = { ...spec.values, ...valueOfPart(text, value) };
    else throw usage(text, `"${part}" is none of keep=, value=, drop=`);
  }
  if (spec.keep?.some((k) => !Number.isInteger(k))) throw usage(text, 'keep= takes move numbers');
  return spec;
}

function valueOfPart(text: string, part: string): Record<number, Value> {
  const m = /^(\d+):(.+)$/.exec(part);
  let value: Value | undefined;
  try {
    value = m === null ? undefined : decoded(m[2] as string);
  } catch {
    value = undefined;
  }
  if (m === null || value === undefined) throw usage(text, `"value=${part}" is no <move>:<JSON value>`);
  return { [Number(m[1])]: value };
}

/** A move that leaves out one field of the valid request (shrinking's way to a smaller request). */
export function dropMove(operation: OperationId, field: string): Move | undefined {
  const f = fieldsOf(operation).find((x) => fieldKey(x) === field && x.inBaseline && x.where !== 'header');
  return f && { field, keyword: 'missing', edits: edit(f, undefined), shows: 'left out' };
}

/** The probe a spec names, made from the seed. */
export function probeFromSpec(spec: ProbeSpec, seed: number): Probe {
  const generated = probeAt(spec.operation, seed, spec.n);
  const indexes = spec.keep ?? generated.moves.map((_, i) => i);
  const kept = indexes.flatMap((i) => {
    const m = generated.moves[i];
    const v = spec.values?.[i];
    if (m === undefined || v === undefined) return m === undefined ? [] : [m];
    const smaller = withValue(spec.operation, m, v);
    if (smaller === undefined)
      throw new VtsError('VTS_ERR_USAGE', `value=${i}: move ${i} of ${generated.id} sets no one field's value`);
    return [smaller];
  });
  const drops = (spec.drop ?? []).map((f) => dropMove(spec.operation, f));
  if (drops.some((d) => d === undefined))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `drop= names a field ${spec.operation}'s valid request does not send: ${spec.drop?.join(', ')}`,
    );
  return probeOf(spec.operation, generated.id, generated.phase, [...kept, ...(drops as Move[])]);
}
