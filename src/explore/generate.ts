// The requests exploration sends for an operation: the coverage pass's moves one at a time, then random valid and
// near-valid requests drawn with fast-check. Each probe is made from the run seed and its own id alone, so a seed gives
// the same requests at any budget, and one probe is made again from its id (a reproduce line).
import fc from 'fast-check';
import { caseSeed } from '../base/seed.js';
import type { OperationId } from '../model/operations.js';
import type { Value } from '../model/edits.js';
import { tableOf } from '../rules/index.js';
import { changesOf, classify } from './documented.js';
import { type Field, fieldKey, fieldsOf } from './fields.js';
import { formOf } from './kinds.js';
import { isSmallFile } from './files.js';
import { coverageMoves, edit, show } from './moves.js';
import type { Move, Probe } from './types.js';
import { writtenArbitrary } from './written.js';

/** Moves a documented rule shows accepted on their own (its whole request, one change), and each enum value. */
function validMoves(operation: OperationId): Move[] {
  const moves: Move[] = [];
  for (const rule of tableOf(operation)?.rules ?? []) {
    if (rule.strength !== 'documented' || (rule.before ?? []).length > 0 || rule.request.length === 0) continue;
    const changes = changesOf(operation, rule.request);
    if (changes.length !== 1 || classify(operation, rule.request).class !== 'valid') continue;
    const [field, kind] = (changes[0] as string).split(' ') as [string, string];
    if (kind.startsWith('file:') && !isSmallFile(kind.slice(5))) continue;
    moves.push({ field, keyword: 'documented', edits: rule.request, shows: rule.id });
  }
  return moves;
}

/** Values of a field's type and around it: in range and out, any Unicode text, other JSON values; a text carrying a
 * number or a flag also as such a value can be written. */
function valueArbitrary(f: Field): fc.Arbitrary<Value> {
  if (f.where === 'header') return fc.string({ unit: fc.constantFrom(...'abcXYZ019-_ ñÿ'), maxLength: 64 });
  const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }));
  const json = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), text);
  const typed = f.where === 'body' || f.where === 'item' ? [json] : [];
  if (f.type === 'integer' || f.type === 'number')
    return fc.oneof(
      fc.integer({ min: f.minimum ?? -(2 ** 31), max: f.maximum ?? 2 ** 31 }),
      fc.integer({ min: (f.maximum ?? 0) + 1, max: 2 ** 31 }),
      ...typed,
    );
  const documented = [
    ...(f.enum !== undefined && f.enum.length > 0 ? [fc.constantFrom(...f.enum)] : []),
    ...(f.carries !== undefined ? [writtenArbitrary(f.carries)] : []),
  ];
  return fc.oneof(...documented, text, ...typed);
}

function randomMoveArbitrary(fields: Field[]): fc.Arbitrary<Move> {
  const open = fields.filter((f) => f.where !== 'file');
  return fc
    .constantFrom(...open)
    .chain((f) =>
      valueArbitrary(f).map((v): Move => ({ field: fieldKey(f), keyword: formOf(f, v), edits: edit(f, v), shows: show(v) })),
    );
}

/** A random probe: one to three documented valid moves on as many fields and, near-valid, one random or coverage move. */
function randomArbitrary(operation: OperationId): fc.Arbitrary<Move[]> {
  const fields = fieldsOf(operation).filter((f) => f.where !== 'header' && !f.credential);
  const valid = validMoves(operation);
  const credentials = new Set(
    fieldsOf(operation)
      .filter((f) => f.credential)
      .map(fieldKey),
  );
  const coverage = coverageMoves(operation).filter((m) => !m.field.startsWith('header:') && !credentials.has(m.field));
  const validSet: fc.Arbitrary<Move[]> =
    valid.length > 0 ? fc.uniqueArray(fc.constantFrom(...valid), { maxLength: 3, selector: (m) => m.field }) : fc.constant([]);
  const choices = [
    ...(fields.some((f) => f.where !== 'file') ? [randomMoveArbitrary(fields)] : []),
    ...(coverage.length > 0 ? [fc.constantFrom(...coverage)] : []),
  ];
  if (choices.length === 0) return validSet;
  const near = fc.oneof(...choices);
  return fc.oneof(
    validSet,
    fc.tuple(validSet, near).map(([ms, m]) => [...ms.filter((x) => x.field !== m.field), m]),
  );
}

/** A probe of these moves, with what the documents say of it. */
export const probeOf = (operation: OperationId, id: string, phase: Probe['phase'], moves: Move[]): Probe => {
  const { class: cls, because } = classify(
    operation,
    moves.flatMap((m) => m.edits),
  );
  return { operation, id, phase, moves, class: cls, ...(because ? { because } : {}) };
};

// Both are pure functions of the operation: made once a process.
const made = new Map<OperationId, { coverage: Move[]; random: fc.Arbitrary<Move[]> }>();
const madeFor = (operation: OperationId) => {
  let m = made.get(operation);
  if (m === undefined) made.set(operation, (m = { coverage: coverageMoves(operation), random: randomArbitrary(operation) }));
  return m;
};

/** The `n`-th probe of the operation (0-based): coverage moves first, then random ones. */
export function probeAt(operation: OperationId, seed: number, n: number): Probe {
  const { coverage, random } = madeFor(operation);
  const id = `${operation}#${n}`;
  if (n < coverage.length) return probeOf(operation, id, 'coverage', [coverage[n] as Move]);
  const [moves] = fc.sample(random, { seed: caseSeed(seed, id), numRuns: 1 });
  return probeOf(operation, id, 'random', moves ?? []);
}

/** The operation's probes for a budget: the coverage pass (cut to the budget), then random probes to fill it. */
export const probesFor = (operation: OperationId, seed: number, budget: number): Probe[] =>
  Array.from({ length: budget }, (_, n) => probeAt(operation, seed, n));
