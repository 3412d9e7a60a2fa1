// Recording sets for the drift tests: committed recordings copied into temp folders, one side edited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareSets } from '../../../src/drift/sets.js';
import type { Difference } from '../../../src/drift/types.js';
import { type Interaction, readRecording, type RecordingFile, serialiseRecording } from '../../../src/recording/file.js';

export const COMMITTED = 'fixtures/recordings';

/** A committed recording, by rule id (its operation is the id's first part). */
export const committed = (ruleId: string): RecordingFile =>
  readRecording(join(COMMITTED, ruleId.split('.')[0] as string, `${ruleId}.json`));

const made: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vts-drift-'));
  made.push(dir);
  return dir;
}

export const removeTempDirs = (): void => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** A recording set holding exactly these files. */
export function writeSet(files: RecordingFile[]): string {
  const dir = tempDir();
  for (const f of files) {
    mkdirSync(join(dir, f.operation), { recursive: true });
    writeFileSync(join(dir, f.operation, `${f.ruleId}.json`), serialiseRecording(f));
  }
  return dir;
}

/** The answer that counted of a step (default: the last step). */
export const answerOf = (f: RecordingFile, step = f.steps.length): Interaction =>
  f.steps[step - 1]?.interactions.at(-1) as Interaction;

type Node = Record<string, unknown>;

/** Every object a pointer's parent names, `*` standing for every item of an array. */
function parents(root: unknown, tokens: string[]): Node[] {
  let current: unknown[] = [root];
  for (const t of tokens)
    current = current.flatMap((v) =>
      t === '*' && Array.isArray(v) ? v : v !== null && typeof v === 'object' ? [(v as Node)[t]] : [],
    );
  return current.filter((v): v is Node => v !== null && typeof v === 'object');
}

/** Sets the value at `pointer` (`*` for every item); `undefined` removes the key. */
type Value = string | number | boolean | null | undefined | object;

export function setAt(root: unknown, pointer: string, value: Value | ((old: unknown) => unknown)): void {
  const tokens = pointer.slice(1).split('/');
  const key = tokens.pop() as string;
  for (const parent of parents(root, tokens)) {
    const next = typeof value === 'function' ? (value as (old: unknown) => unknown)(parent[key]) : value;
    if (next === undefined) delete parent[key];
    else parent[key] = next;
  }
}

/** Renames the key at `pointer`, keeping its place among its siblings. */
export function renameAt(root: unknown, pointer: string, name: string): void {
  const tokens = pointer.slice(1).split('/');
  const key = tokens.pop() as string;
  for (const parent of parents(root, tokens)) {
    const entries = Object.entries(parent).map(([k, v]): [string, unknown] => [k === key ? name : k, v]);
    for (const k of Object.keys(parent)) delete parent[k];
    Object.assign(parent, Object.fromEntries(entries));
  }
}

/**
 * The drift of a committed recording (first changed by `given`, on both sides) against a copy that `edit` changed;
 * `others` are committed recordings present, unchanged, on both sides.
 */
export function driftOf(
  ruleId: string,
  edit: (f: RecordingFile) => void,
  others: string[] = [],
  given: (f: RecordingFile) => void = () => {},
): Difference[] {
  const baseline = committed(ruleId);
  given(baseline);
  const candidate = structuredClone(baseline);
  edit(candidate);
  const rest = others.map(committed);
  return compareSets(writeSet([baseline, ...rest]), writeSet([candidate, ...rest])).differences;
}
