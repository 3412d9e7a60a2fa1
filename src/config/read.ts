// Reads a vts.config.json: JSON (a byte-order mark tolerated), ${VAR} expanded, validated against the schema the key
// table makes, every path made absolute against the file's folder. A problem is one line naming the key and the fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type ajvStandalone from 'ajv/dist/standalone/index.js';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { expandValue, hasReference } from './expand.js';
import { CONFIG_KEYS, type ConfigValue } from './keys.js';
import { problemLine } from './problems.js';
import type { VtsConfig } from './resolved.js';
import { configSchema } from './schema.js';
import { readStandalone, standaloneKey, standalonePath, writeStandalone } from '../validators/standalone.js';

const require = createRequire(import.meta.url);
const OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true } as const;
/** The config's validator, as Ajv's standalone code under node_modules/.cache (standalone.ts): compiling it cost every
 * command ~0.1 s before its work began, the gate's workers waiting on it. */
const STANDALONE_PREFIX = 'config-validator-';
let validator: ValidateFunction | undefined;
/** Loaded (or compiled and its code kept) on the first file read: a command run without a config file loads no Ajv. */
function validate(): ValidateFunction {
  if (validator !== undefined) return validator;
  const schema = configSchema();
  const path = standalonePath(standaloneKey([['vts.config', JSON.stringify(schema)]], OPTIONS), STANDALONE_PREFIX);
  validator = readStandalone(path)?.default;
  if (validator !== undefined) return validator;
  const Ajv = (require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020;
  const ajv = new Ajv({ ...OPTIONS, code: { source: true } });
  const compiled = ajv.compile(schema);
  try {
    const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof ajvStandalone).default;
    writeStandalone(path, standaloneCode(ajv, compiled), STANDALONE_PREFIX);
  } catch {
    // A cache that cannot be written (a read-only install) only costs the next command the compile again.
  }
  validator = compiled;
  return validator;
}

const usage = (source: string, message: string) => new VtsError('VTS_ERR_USAGE', `${source}: ${message}`);

/** V8's position (Node 20) or line and column (Node 22 and later) of a JSON syntax error, as line and column. */
function syntaxProblem(err: Error, text: string): string {
  const given = /\(line (\d+) column (\d+)\)/.exec(err.message);
  const offset = Number(/position (\d+)/.exec(err.message)?.[1] ?? text.length);
  const before = text.slice(0, offset).split('\n');
  const [line, column] = given ? [given[1], given[2]] : [before.length, before.at(-1)!.length + 1];
  const reason = err.message
    .replace(/ in JSON at position \d+.*$/, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/ \(line \d+ column \d+\)$/, '');
  return `is not valid JSON at line ${line}, column ${column} (${reason}): fix the file`;
}

function parse(file: string, source: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw usage(source, `cannot be read (${(err as NodeJS.ErrnoException).code}): fix the file or give another with --config`);
  }
  text = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw usage(source, syntaxProblem(err as Error, text));
  }
}

const numeric = (schema: Record<string, unknown>): boolean =>
  schema.type === 'number' || schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some(numeric));
const NUMERIC = CONFIG_KEYS.filter((k) => numeric(k.schema)).map((k) => k.name);

/** A number key written as "${VAR}" holds the variable's number: the environment has only strings. */
function numbersOf(raw: Record<string, unknown>, expanded: Record<string, unknown>): Record<string, unknown> {
  const out = { ...expanded };
  for (const name of NUMERIC) {
    // A grouped key (`explore.budget`) lives in its group's object: expandValue made that object anew.
    const [group, key] = name.includes('.') ? (name.split('.', 2) as [string, string]) : [undefined, name];
    const [from, into] = group === undefined ? [raw, out] : [raw[group], out[group]];
    if (from === null || typeof from !== 'object' || into === null || typeof into !== 'object') continue;
    const [was, is] = [(from as Record<string, unknown>)[key], (into as Record<string, unknown>)[key]];
    if (typeof was === 'string' && hasReference(was) && typeof is === 'string' && is.trim() !== '' && Number.isFinite(Number(is)))
      (into as Record<string, unknown>)[key] = Number(is);
  }
  return out;
}

/** The dotted keys the file gives, paths absolute against its folder. */
function flatten(data: Record<string, unknown>, home: string): Record<string, ConfigValue> {
  const values: Record<string, ConfigValue> = {};
  for (const key of CONFIG_KEYS) {
    const [group, name] = key.name.split('.', 2) as [string, string | undefined];
    const value = name === undefined ? data[group] : (data[group] as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) continue;
    values[key.name] = key.path ? resolve(home, value as string) : (value as ConfigValue);
  }
  return values;
}

export function readConfig(file: string, env: NodeJS.ProcessEnv = process.env): VtsConfig {
  const path = resolve(file);
  const source = shownPath(path);
  const raw = parse(path, source);
  const isObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
  const expanded = isObject
    ? numbersOf(raw as Record<string, unknown>, expandValue(raw, '', env, source) as Record<string, unknown>)
    : raw;
  const check = validate();
  if (!check(expanded)) throw usage(source, problemLine(check.errors ?? [], expanded));
  const home = dirname(path);
  return { home, file: path, values: flatten(expanded as Record<string, unknown>, home) };
}
