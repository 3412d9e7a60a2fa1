// The schema registry: every file under schemas/, added lazily to one Ajv instance, each compiled at most once per process
// (or loaded from Ajv's standalone code when it was generated for these schemas: standalone.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type ajvFormats from 'ajv-formats';
import type ajvStandalone from 'ajv/dist/standalone/index.js';
import { ROOT } from '../base/paths.js';
import { firstValues, moreValuesThan } from './first-values.js';
import { innermost } from './innermost.js';
import { readStandalone, standaloneKey, standalonePath, writeStandalone } from './standalone.js';

export const SCHEMAS_DIR = join(ROOT, 'schemas');
/** The kinds of personal data a schema may mark with x-pii; redaction picks a stand-in per kind. */
export const PII_KINDS = ['name', 'phone', 'email', 'idNumber', 'address', 'image', 'account'] as const;

export type SchemaObject = Record<string, unknown>;
export interface VariantResult {
  schemaId: string;
  errors: ErrorObject[];
}

// Ajv itself only where a validator is compiled or generated: a run that loads the generated validators (every run
// after the first) does without it, in the global setup and in each worker.
const require = createRequire(import.meta.url);
const ajvModules = () => ({
  Ajv: (require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020,
  addFormats: (require('ajv-formats') as typeof ajvFormats).default,
  standaloneCode: (require('ajv/dist/standalone/index.js') as typeof ajvStandalone).default,
});

// Strict, so a misspelt keyword fails at compile time. `required` under `not` (a field that must be absent, a field
// added by a $ref'd part) is intended, and `type: [..]` unions are how "string or integer" is written.
const OPTIONS = { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true } as const;

function newAjv(options: { source?: true; allErrors?: false } = {}): Ajv2020 {
  const { Ajv, addFormats } = ajvModules();
  const { source, allErrors } = options;
  const ajv = new Ajv({ ...OPTIONS, ...(source ? { code: { source } } : {}), ...(allErrors === false ? { allErrors } : {}) });
  addFormats(ajv);
  // Annotations that drive redaction: Ajv must know them (strict mode refuses unknown keywords), and a kind must be known.
  ajv.addKeyword({ keyword: 'x-pii', schemaType: 'string', metaSchema: { enum: [...PII_KINDS] } });
  ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean', metaSchema: { const: true } });
  // The document does not show this field's allowed values: drift reports a value no baseline had as notable.
  ajv.addKeyword({ keyword: 'x-values-not-shown', schemaType: 'boolean', metaSchema: { const: true } });
  return ajv;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : [],
  );

let loaded: { files: Map<string, SchemaObject>; key: string } | undefined;

/** Reads every file on first use; a file whose $id is not its path is refused. */
function load(): NonNullable<typeof loaded> {
  if (loaded !== undefined) return loaded;
  const files = new Map<string, SchemaObject>();
  const texts: [string, string][] = [];
  for (const file of walk(SCHEMAS_DIR).sort()) {
    const id = relative(SCHEMAS_DIR, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    let schema: SchemaObject;
    try {
      schema = JSON.parse(text);
    } catch (err) {
      throw new Error(`schemas/${id} is not valid JSON (${(err as Error).message}): fix the file`);
    }
    if (schema.$id !== id) throw new Error(`schemas/${id} has $id ${JSON.stringify(schema.$id)}: set "$id" to "${id}"`);
    files.set(id, schema);
    texts.push([id, text]);
  }
  loaded = { files, key: standaloneKey(texts, OPTIONS) };
  return loaded;
}

/** Every schema added (not compiled) to one Ajv instance: only when a validator was not generated. */
const withSchemas = (ajv: Ajv2020): Ajv2020 => {
  for (const schema of load().files.values()) ajv.addSchema(schema);
  return ajv;
};
let compiler: Ajv2020 | undefined;

// One module a folder of schemas/ (an operation's, harness/, common/): a worker loads the validators of the operations
// it runs, and a command that reads a baseline those of the harness, not the 1.1 MB of every schema (41 ms a thread).
const folderOf = (schemaId: string): string => schemaId.split('/')[0] as string;
const moduleOf = (folder: string): string => `${load().key}-${folder}`;

/** Generates Ajv's standalone code for every schema unless it exists for these schemas (once per change of a schema or
 * of Ajv; a vitest global setup calls it), a module a folder. Returns the folder of modules, or undefined when a schema
 * does not compile. */
export function ensureStandaloneValidators(): string | undefined {
  const folders = [...new Set(allSchemaIds().map(folderOf))];
  const paths = folders.map((folder) => standalonePath(moduleOf(folder)));
  // Written atomically, so a file there is whole; one that does not load is removed by the worker that found it.
  if (paths.every((path) => existsSync(path))) return dirname(paths[0] as string);
  try {
    const ajv = withSchemas(newAjv({ source: true }));
    for (const [i, folder] of folders.entries()) {
      const ids = allSchemaIds().filter((id) => folderOf(id) === folder);
      const code = ajvModules().standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
      writeStandalone(paths[i] as string, code, undefined, `validators-${load().key}-`);
    }
    return dirname(paths[0] as string);
  } catch {
    // A schema that does not compile: each validator is then compiled where it is used, and that use names the schema.
    return undefined;
  }
}

/** The generated validators of a folder, once per process; null when none were generated for these schemas. */
const standalone = new Map<string, Record<string, ValidateFunction> | null>();
const generated = (schemaId: string): ValidateFunction | undefined => {
  const folder = folderOf(schemaId);
  let module = standalone.get(folder);
  if (module === undefined) standalone.set(folder, (module = readStandalone(standalonePath(moduleOf(folder))) ?? null));
  return module?.[schemaId];
};

/** Every schema id (its path under schemas/), sorted. */
export const allSchemaIds = (): string[] => [...load().files.keys()];

/** The schema as written in its file (annotations walk it); undefined when there is no such file. */
export const schemaOf = (schemaId: string): SchemaObject | undefined => load().files.get(schemaId);

const compiled = new Map<string, ValidateFunction>();
function validatorOf(schemaId: string): ValidateFunction {
  let validate = compiled.get(schemaId);
  if (validate === undefined) {
    if (schemaOf(schemaId) === undefined)
      throw new Error(`no schema ${schemaId} under schemas/: add the file or use one of ${allSchemaIds().join(', ')}`);
    validate = generated(schemaId) ?? (compiler ??= withSchemas(newAjv())).getSchema(schemaId);
    if (validate === undefined)
      throw new Error(`schemas/${schemaId} did not compile: run \`npx vitest run test/unit/validators\``);
    compiled.set(schemaId, validate);
  }
  return validate;
}

/** The two ways to a validator, side by side for the test that holds them equal (test/unit/validators/standalone.test.ts). */
export const validatorsForTest = (schemaId: string) => ({
  generated: generated(schemaId),
  compiled: (compiler ??= withSchemas(newAjv())).getSchema(schemaId),
});

/** Data of at most this many values has every error collected (the largest recorded answer holds 20,962). */
export const ALL_ERRORS_UP_TO_VALUES = 25_000;
/** Of larger data that does not conform, the errors of its first this many values: a verdict keeps 20. */
export const ERRORS_OF_FIRST_VALUES = 2_000;

// Validators that stop at the first error, compiled only for data over ALL_ERRORS_UP_TO_VALUES: a run of ordinary
// answers neither compiles nor generates them.
let quickCompiler: Ajv2020 | undefined;
const quick = new Map<string, ValidateFunction>();
function quickValidatorOf(schemaId: string): ValidateFunction {
  let validate = quick.get(schemaId);
  if (validate === undefined) {
    validate = (quickCompiler ??= withSchemas(newAjv({ allErrors: false }))).getSchema(schemaId) as ValidateFunction;
    quick.set(schemaId, validate);
  }
  return validate;
}

/** Ajv's errors for `data` against one schema, each once at its innermost keyword (innermost.ts); [] when it conforms.
 * Large data conforms or not as a whole; its errors are those of its first values (first-values.ts), or else the one
 * that failed the whole. */
export function validateAgainst(schemaId: string, data: unknown): ErrorObject[] {
  const validate = validatorOf(schemaId);
  if (!moreValuesThan(data, ALL_ERRORS_UP_TO_VALUES)) return validate(data) ? [] : innermost(validate.errors ?? []);
  const whole = quickValidatorOf(schemaId);
  if (whole(data)) return [];
  return innermost((validate(firstValues(data, ERRORS_OF_FIRST_VALUES)) ? whole.errors : validate.errors) ?? []);
}

const VARIANT = /^(?<op>[A-Za-z]+)\/(?<status>\d{3})(\.(?<variant>[a-z0-9-]+))?\.schema\.json$/;

// Per operation, once: the files are read once, and every answer's check asks for its operation's.
const filesOf = new Map<string, { id: string; status: number }[]>();
function responseFiles(operation: string): { id: string; status: number }[] {
  const cached = filesOf.get(operation);
  if (cached !== undefined) return cached;
  const files = allSchemaIds().flatMap((id) => {
    const m = VARIANT.exec(id);
    return m?.groups?.op === operation ? [{ id, status: Number(m.groups.status) }] : [];
  });
  filesOf.set(operation, files);
  return files;
}

/** Every variant documented for an operation and status: schemas/<operation>/<status>[.<variant>].schema.json; [] when none. */
export const responseSchemaIds = (operation: string, status: number): string[] =>
  responseFiles(operation)
    .filter((f) => f.status === status)
    .map((f) => f.id);

/** The HTTP statuses the operation's schemas document, ascending. */
export const documentedStatuses = (operation: string): number[] =>
  [...new Set(responseFiles(operation).map((f) => f.status))].sort((a, b) => a - b);

/** The body against each variant: it conforms when any result has no errors; [] when the status is undocumented. */
export const validateResponse = (operation: string, status: number, body: unknown): VariantResult[] =>
  responseSchemaIds(operation, status).map((schemaId) => ({ schemaId, errors: validateAgainst(schemaId, body) }));

/** The variant that accepts the body, or else the closest one: the fewest errors says most precisely what broke. */
export function bestVariant(results: VariantResult[]): { conforms: boolean; result?: VariantResult } {
  const ok = results.find((r) => r.errors.length === 0);
  if (ok !== undefined) return { conforms: true, result: ok };
  const closest = results.reduce<VariantResult | undefined>(
    (a, b) => (a === undefined || b.errors.length < a.errors.length ? b : a),
    undefined,
  );
  return { conforms: false, result: closest };
}
