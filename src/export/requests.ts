// Each operation's request: its body (JSON, or a form whose text fields are its request schema and whose file parts
// come from the rule table), the transactionId header where the documents require it, and how its credentials travel.
import type { Operation } from '../model/operations.js';
import { schemaOf } from '../validators/registry.js';
import { refTo } from './components.js';
import { fileFieldsOf } from './forms.js';

export const TRANSACTION_ID = {
  name: 'transactionId',
  in: 'header',
  required: true,
  description:
    'A unique value that ties the call to one user journey in the caller’s system (Conventions shared by the operations, 2).',
  schema: { type: 'string' },
} as const;

const requestSchemaId = (op: Operation): string | undefined => {
  const id = `${op.id}/request.schema.json`;
  return schemaOf(id) === undefined ? undefined : id;
};

function formOf(op: Operation, schemaId: string | undefined): Record<string, unknown> {
  const files = fileFieldsOf(op.id);
  const properties = Object.fromEntries(
    files.map((f) => [
      f.name,
      {
        description: `A file part. Media types a documented success rule sends in it: ${f.types.join(', ')}.`,
        type: 'string',
        format: 'binary',
        ...(f.types.length === 1 ? { contentMediaType: f.types[0] } : {}),
      },
    ]),
  );
  const required = files.filter((f) => f.required).map((f) => f.name);
  return {
    schema: {
      ...(schemaId ? { allOf: [refTo(schemaId)] } : {}),
      type: 'object',
      ...(required.length > 0 ? { required } : {}),
      properties,
    },
    encoding: Object.fromEntries(files.map((f) => [f.name, { contentType: f.types.join(', ') }])),
  };
}

export function requestBodyOf(op: Operation): Record<string, unknown> | undefined {
  const schemaId = requestSchemaId(op);
  if (op.body === 'none') return undefined;
  const content =
    op.body === 'multipart'
      ? { 'multipart/form-data': formOf(op, schemaId) }
      : { 'application/json': { schema: schemaId ? refTo(schemaId) : {} } };
  return { required: true, content };
}

/** The header parameters: transactionId where the documents make it mandatory. */
export const parametersOf = (op: Operation): { $ref: string }[] | undefined =>
  op.transactionIdHeader ? [{ $ref: '#/components/parameters/transactionId' }] : undefined;

export const SECURITY_SCHEMES = {
  appId: {
    type: 'apiKey',
    in: 'header',
    name: 'appId',
    description: 'Credential from the dashboard’s credentials tab (Authentication 1); sent with appKey.',
  },
  appKey: {
    type: 'apiKey',
    in: 'header',
    name: 'appKey',
    description: 'Credential from the dashboard’s credentials tab (Authentication 1); sent with appId.',
  },
} as const;

/** Both headers together, for every operation that takes its credentials in headers (the document's default). */
export const HEADER_CREDENTIALS = [{ appId: [], appKey: [] }];

/** How the operation authenticates: none in headers where the credentials travel in the body, or none at all (the event). */
export function securityOf(op: Operation): { security?: []; 'x-credentials'?: string } {
  if (op.credentials === 'headers') return {};
  if (op.credentials === 'body')
    return {
      security: [],
      'x-credentials':
        'appId and appKey travel in the request body, not in headers (Conventions shared by the operations, 1): see the body schema.',
    };
  return { security: [], 'x-credentials': 'none: request authentication of deliveries is not shown.' };
}
