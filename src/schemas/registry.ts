// The schema registry: every file under schemas/, added lazily to one Ajv instance, each compiled at most once per process.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { ROOT } from '../base/paths.js';

export const SCHEMAS_DIR = join(ROOT, 'schemas');
/** The kinds of personal data a schema may mark with x-pii; redaction picks a stand-in per kind. */
export const PII_KINDS = ['name', 'phone', 'email', 'idNumber', 'address', 'image', 'account'] as const;

export type SchemaObject = Record<string, unknown>;
export interface VariantResult {
  schemaId: string;
  errors: ErrorObject[];
}

const addFormats = ajvFormats.default;

function newAjv(): Ajv2020 {
  // Strict, so a misspelt keyword fails at compile time. `required` under `not` (a field that must be absent, a field
  // added by a $ref'd part) is intended, and `type: [..]` unions are how "string or integer" is written.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
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

let loaded: { ajv: Ajv2020; files: Map<string, SchemaObject> } | undefined;

/** Reads and adds (does not compile) every file on first use; a file whose $id is not its path is refused. */
function load(): NonNullable<typeof loaded> {
  if (loaded !== undefined) return loaded;
  const ajv = newAjv();
  const files = new Map<string, SchemaObject>();
  for (const file of walk(SCHEMAS_DIR).sort()) {
    const id = relative(SCHEMAS_DIR, file).split(sep).join('/');
    let schema: SchemaObject;
    try {
      schema = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`schemas/${id} is not valid JSON (${(err as Error).message}): fix the file`);
    }
    if (schema.$id !== id) throw new Error(`schemas/${id} has $id ${JSON.stringify(schema.$id)}: set "$id" to "${id}"`);
    ajv.addSchema(schema);
    files.set(id, schema);
  }
  loaded = { ajv, files };
  return loaded;
}

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
    validate = load().ajv.getSchema(schemaId);
    if (validate === undefined) throw new Error(`schemas/${schemaId} did not compile: run \`npx vitest run test/unit/schemas\``);
    compiled.set(schemaId, validate);
  }
  return validate;
}

/** Ajv's errors for `data` against one schema; [] when it conforms. */
export function validateAgainst(schemaId: string, data: unknown): ErrorObject[] {
  const validate = validatorOf(schemaId);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

const VARIANT = /^(?<op>[A-Za-z]+)\/(?<status>\d{3})(\.(?<variant>[a-z0-9-]+))?\.schema\.json$/;

const responseFiles = (operation: string): { id: string; status: number }[] =>
  allSchemaIds().flatMap((id) => {
    const m = VARIANT.exec(id);
    return m?.groups?.op === operation ? [{ id, status: Number(m.groups.status) }] : [];
  });

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
