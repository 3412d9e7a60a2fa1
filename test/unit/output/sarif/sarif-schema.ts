// The SARIF 2.1.0 JSON Schema as @microsoft/jest-sarif ships it (the schemastore copy, 2.1.0-rtm.5: the OASIS schema
// but for a few `type: string` beside enums), compiled once. It is draft-04, which Ajv 8 reads through ajv-draft-04.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const SCHEMA = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

let validate: ValidateFunction | undefined;

/** The schema's complaints about a SARIF log, one line each: none when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (validate === undefined) {
    // Not strict: the schema is SARIF's, not ours. Its `language` pattern has a stray `]` (fixed in the OASIS errata),
    // legal in a regular expression only without the `u` flag Ajv adds by default.
    const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
    ajvFormats.default(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
  }
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}
