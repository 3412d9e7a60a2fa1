// Ajv's errors over a config file as the lines a person reads: the key, what it must be, what it holds, and for a
// misspelt key or operation the closest known one.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { suggestion } from '../base/suggestion.js';
import { OPERATION_IDS } from '../model/operations.js';
import { CONFIG_KEYS, configKey, GROUPS } from './keys.js';

const TOP = ['$schema', ...Object.keys(GROUPS), ...CONFIG_KEYS.filter((k) => !k.name.includes('.')).map((k) => k.name)];
const DOTTED = CONFIG_KEYS.filter((k) => k.name.includes('.')).map((k) => k.name);

const at = (data: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, p) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined), data);

function problem(e: ErrorObject, data: unknown): string {
  const path = e.instancePath.split('/').slice(1);
  if (e.keyword === 'additionalProperties') {
    const extra = String((e.params as { additionalProperty: string }).additionalProperty);
    if (path.length === 0) return `unknown key "${extra}"${suggestion(extra, TOP)}`;
    const name = [...path, extra].join('.');
    return `"${name}" is not a key${suggestion(name, DOTTED)}`;
  }
  if (path.length === 0) return 'must hold one JSON object ({ "target": "replay", … })';
  const name = path[0]! in GROUPS && path.length > 1 ? `${path[0]}.${path[1]}` : path[0]!;
  const value = at(data, name.split('.'));
  if (name === 'operations' && path.length > 1 && e.keyword === 'enum') {
    const op = String(at(data, path));
    return `"operations" names "${op}"${suggestion(op, OPERATION_IDS) || `, no operation: use ${OPERATION_IDS.join(', ')}`}`;
  }
  // A wrong name in a list of names or as an object's key (`explore.skip`, `explore.budgets`): the name and the closest.
  const key = e.propertyName;
  const listed = key === undefined && e.keyword === 'enum' && path.length > 2 ? String(at(data, path)) : undefined;
  const wrong = key ?? listed;
  if (wrong !== undefined && e.keyword === 'enum') {
    const names = (e.params as { allowedValues: string[] }).allowedValues;
    return `"${name}" names "${wrong}"${suggestion(wrong, names) || `: use ${names.join(', ')}`}`;
  }
  const must = GROUPS[name]?.must ?? configKey(name)?.must ?? String(e.message).replace(/^must be /, '');
  return `"${name}" must be ${must}, got ${JSON.stringify(value)}`;
}

/** One line for every problem, the first in full: a config with three typos says the first and counts the rest. */
export function problemLine(errors: readonly ErrorObject[], data: unknown): string {
  // A wrong key of a map is said by its name's error; Ajv adds one for the map that says less.
  const said = errors.filter((e) => e.keyword !== 'propertyNames' || !errors.some((x) => x.propertyName !== undefined));
  const lines = [...new Set(said.map((e) => problem(e, data)))];
  return lines.length === 1 ? lines[0]! : `${lines[0]} (and ${lines.length - 1} more: ${lines.slice(1).join('; ')})`;
}
