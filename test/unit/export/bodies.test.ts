// (d) Nothing lost in the export: every schema of contract/openapi.json's components that documents an answer takes
// the recorded answers its source file takes, compiled from the export with the project's own Ajv setup; and each
// status's exported body schema (its variants as anyOf) takes every recorded answer of that status, the events too.
import { describe, expect, it } from 'vitest';
import { componentName } from '../../../src/export/components.js';
import { recordedBodies, type RecordedBody } from '../../../src/export/recorded.js';
import { OPERATIONS, type OperationId } from '../../../src/model/operations.js';
import { responseSchemaIds, validateAgainst } from '../../../src/validators/registry.js';
import { contractValidator, readContract } from './contract-ajv.js';

interface ContractOperation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
const doc = readContract('contract/openapi.json') as {
  paths: Record<string, { post: ContractOperation }>;
  webhooks: Record<string, { post: ContractOperation }>;
};
const validate = contractValidator(doc);

/** The schema the export gives an answer (for the event, the webhook's request body); undefined: it gives none. */
function exportedSchema(operation: OperationId, status: number): unknown {
  const op = OPERATIONS[operation];
  if (op.role === 'event') return doc.webhooks[operation]?.post.requestBody?.content['application/json']?.schema;
  return doc.paths[op.path]?.post.responses[String(status)]?.content?.['application/json']?.schema;
}

const problems = (schema: unknown, bodies: RecordedBody[]): string[] =>
  bodies.flatMap((b) => {
    const errors = validate(schema, b.body);
    return errors.length === 0
      ? []
      : [
          `${b.ruleId}: ${errors
            .slice(0, 3)
            .map((e) => `${e.instancePath} ${e.message}`)
            .join('; ')}`,
        ];
  });

// Each response schema file with the recorded answers it takes (a body its file refuses says nothing of the export).
const bySchema = recordedBodies().reduce((map, b) => {
  for (const id of responseSchemaIds(b.operation, b.status))
    if (validateAgainst(id, b.body).length === 0) map.set(id, [...(map.get(id) ?? []), b]);
  return map;
}, new Map<string, RecordedBody[]>());

describe('the export’s schemas take every recorded answer the harness’s schemas take', () => {
  it('reaches most response schemas (each one with a recording of its own)', () => {
    expect(bySchema.size).toBeGreaterThan(70);
  });

  it.for([...bySchema].map(([id, bodies]) => [componentName(id), id, bodies] as const))(
    'components.schemas.%s',
    ([name, id, bodies]) => {
      expect(problems({ $ref: `#/components/schemas/${name}` }, bodies)).toEqual([]);
      const [{ operation, status }] = bodies as [RecordedBody];
      expect(problems(exportedSchema(operation, status), bodies), `the ${status} of ${operation} as exported (${id})`).toEqual(
        [],
      );
    },
  );

  it('refuses a body the export does not take (a required field dropped)', () => {
    const [first] = bySchema.get('authToken/200.schema.json') ?? [];
    const { result: _dropped, ...body } = first?.body as Record<string, unknown>;
    expect(validate(exportedSchema('authToken', 200), body).map((e) => e.params)).toContainEqual({ missingProperty: 'result' });
  });
});
