// A probe named so it can be made again: `<operation>#<n>` (the n-th probe of the seed), and after shrinking the moves
// it kept and the fields it left out: `fetchUpiIfsc#12 keep=0 drop=body:vpa`. What a reproduce line passes.
import { VtsError } from '../base/errors.js';
import { isOperationId, type OperationId } from '../model/operations.js';
import { fieldKey, fieldsOf } from './fields.js';
import { probeAt, probeOf } from './generate.js';
import { edit } from './moves.js';
import type { Move, Probe } from './types.js';

export interface ProbeSpec {
  operation: OperationId;
  n: number;
  /** Indexes of the generated probe's moves it keeps (all when absent). */
  keep?: number[];
  /** Fields of the valid request it leaves out (`body:merchantId`, `part:password`). */
  drop?: string[];
}

export const specText = (s: ProbeSpec): string =>
  [
    `${s.operation}#${s.n}`,
    ...(s.keep ? [`keep=${s.keep.join(',') || '-'}`] : []),
    ...(s.drop && s.drop.length > 0 ? [`drop=${s.drop.join(',')}`] : []),
  ].join(' ');

const usage = (text: string, why: string) =>
  new VtsError(
    'VTS_ERR_USAGE',
    `--reproduce "${text}": ${why} (copy the line a finding printed: <operation>#<n> [keep=<i,…>] [drop=<field,…>])`,
  );

export function parseSpec(text: string): ProbeSpec {
  const [head = '', ...rest] = text.trim().split(/\s+/);
  const m = /^(\w+)#(\d+)$/.exec(head);
  if (!m || !isOperationId(m[1] as string)) throw usage(text, `"${head}" is no <operation>#<n>`);
  const spec: ProbeSpec = { operation: m[1] as OperationId, n: Number(m[2]) };
  for (const part of rest) {
    const [key, value = ''] = part.split('=') as [string, string?];
    if (value === '') throw usage(text, `"${part}" has no value`);
    if (key === 'keep') spec.keep = value === '-' ? [] : value.split(',').map(Number);
    else if (key === 'drop') spec.drop = value.split(',').filter(Boolean);
    else throw usage(text, `"${part}" is neither keep= nor drop=`);
  }
  if (spec.keep?.some((k) => !Number.isInteger(k))) throw usage(text, 'keep= takes move numbers');
  return spec;
}

/** A move that leaves out one field of the valid request (shrinking's way to a smaller request). */
export function dropMove(operation: OperationId, field: string): Move | undefined {
  const f = fieldsOf(operation).find((x) => fieldKey(x) === field && x.inBaseline && x.where !== 'header');
  return f && { field, keyword: 'missing', edits: edit(f, undefined), shows: 'left out' };
}

/** The probe a spec names, made from the seed. */
export function probeFromSpec(spec: ProbeSpec, seed: number): Probe {
  const generated = probeAt(spec.operation, seed, spec.n);
  const kept =
    spec.keep === undefined ? generated.moves : spec.keep.map((i) => generated.moves[i]).filter((m) => m !== undefined);
  const drops = (spec.drop ?? []).map((f) => dropMove(spec.operation, f));
  if (drops.some((d) => d === undefined))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `drop= names a field ${spec.operation}'s valid request does not send: ${spec.drop?.join(', ')}`,
    );
  return probeOf(spec.operation, generated.id, generated.phase, [...kept, ...(drops as Move[])]);
}
