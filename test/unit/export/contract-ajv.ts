// The project's own Ajv setup (src/validators/registry.ts: draft 2020-12, strict, allErrors, ajv-formats and the x-pii,
// x-secret and x-values-not-shown keywords) over a contract file's components, so a schema of the export is compiled
// exactly as the harness compiles the file it came from. `$ref`s into the document resolve against the document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { ROOT } from '../../../src/base/paths.js';
import { PII_KINDS } from '../../../src/validators/registry.js';

export const readContract = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

/** A validator of `#/...` pointers into the document's components (and any schema written against them). */
export function contractValidator(doc: Record<string, unknown>) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  ajvFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-pii', schemaType: 'string', metaSchema: { enum: [...PII_KINDS] } });
  ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean', metaSchema: { const: true } });
  ajv.addKeyword({ keyword: 'x-values-not-shown', schemaType: 'boolean', metaSchema: { const: true } });
  // The document itself is no schema: its components are reached by pointer, never validated as keywords.
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: 'contract.json', components: doc.components });
  const compiled = new Map<string, ValidateFunction>();
  return (schema: unknown, body: unknown): ErrorObject[] => {
    // A schema of the document (a response's, say) refers to `#/components/...` of that document: of contract.json here.
    const text = JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"contract.json#/');
    let validate = compiled.get(text);
    if (validate === undefined) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
    return validate(body) ? [] : [...(validate.errors ?? [])];
  };
}
